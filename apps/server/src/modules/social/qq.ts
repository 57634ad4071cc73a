import { z } from 'zod';
import type { SocialAppConfig } from '../../config';
import { type SocialClient, SocialProviderError, getJson } from './providerHttp';

const tokenAnswer = z.object({
  access_token: z.string().optional(),
  error: z.union([z.number(), z.string()]).optional(),
  error_description: z.string().optional(),
});
const meAnswer = z.object({
  client_id: z.string().optional(),
  openid: z.string().optional(),
  error: z.union([z.number(), z.string()]).optional(),
  error_description: z.string().optional(),
});
const userInfoAnswer = z.object({
  ret: z.number(),
  msg: z.string().optional(),
  nickname: z.string().optional(),
  figureurl_qq_1: z.string().optional(),
});

/** QQ Connect website login: token, then openid from /me, then the profile. */
export function qqClient(app: SocialAppConfig): SocialClient {
  return {
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(app.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: app.appId,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    async identify({ code, redirectUri }) {
      const tokenUrl = new URL(`${app.apiBase}/oauth2.0/token`);
      // QQ checks that redirect_uri is the one the code was issued for.
      tokenUrl.search = new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: app.appId,
        client_secret: app.appSecret,
        code,
        redirect_uri: redirectUri,
        fmt: 'json',
      }).toString();
      const token = await getJson(tokenUrl, tokenAnswer);
      if (!token.access_token) {
        throw new SocialProviderError(`qq token: ${token.error ?? '?'} ${token.error_description ?? ''}`);
      }
      const meUrl = new URL(`${app.apiBase}/oauth2.0/me`);
      meUrl.search = new URLSearchParams({ access_token: token.access_token, fmt: 'json' }).toString();
      const me = await getJson(meUrl, meAnswer);
      if (!me.openid || me.client_id !== app.appId) {
        throw new SocialProviderError(`qq me: ${me.error ?? 'token of another app'} ${me.error_description ?? ''}`);
      }
      const infoUrl = new URL(`${app.apiBase}/user/get_user_info`);
      infoUrl.search = new URLSearchParams({
        access_token: token.access_token,
        oauth_consumer_key: app.appId,
        openid: me.openid,
      }).toString();
      const info = await getJson(infoUrl, userInfoAnswer);
      if (info.ret !== 0) throw new SocialProviderError(`qq get_user_info: ${info.ret} ${info.msg ?? ''}`);
      return { openId: me.openid, nickName: info.nickname ?? '', avatar: info.figureurl_qq_1 ?? '' };
    },
  };
}
