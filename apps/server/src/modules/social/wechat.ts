import { z } from 'zod';
import type { SocialAppConfig } from '../../config';
import { type SocialClient, SocialProviderError, getJson } from './providerHttp';

/** WeChat answers errors with HTTP 200 and {errcode, errmsg}. */
const tokenAnswer = z.object({
  access_token: z.string().optional(),
  openid: z.string().optional(),
  unionid: z.string().optional(),
  errcode: z.number().optional(),
  errmsg: z.string().optional(),
});
const userInfoAnswer = z.object({
  openid: z.string().optional(),
  nickname: z.string().optional(),
  headimgurl: z.string().optional(),
  errcode: z.number().optional(),
  errmsg: z.string().optional(),
});

/** WeChat Open Platform website login (snsapi_login, QR code page). */
export function wechatClient(app: SocialAppConfig): SocialClient {
  return {
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(app.authorizeUrl);
      url.search = new URLSearchParams({
        appid: app.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      }).toString();
      url.hash = 'wechat_redirect';
      return url.toString();
    },
    async identify({ code }) {
      const tokenUrl = new URL(`${app.apiBase}/sns/oauth2/access_token`);
      tokenUrl.search = new URLSearchParams({
        appid: app.appId,
        secret: app.appSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const token = await getJson(tokenUrl, tokenAnswer);
      if (!token.access_token || !token.openid) {
        throw new SocialProviderError(`wechat token: ${token.errcode ?? '?'} ${token.errmsg ?? ''}`);
      }
      const infoUrl = new URL(`${app.apiBase}/sns/userinfo`);
      infoUrl.search = new URLSearchParams({ access_token: token.access_token, openid: token.openid }).toString();
      const info = await getJson(infoUrl, userInfoAnswer);
      if (info.errcode !== undefined && info.errcode !== 0) {
        throw new SocialProviderError(`wechat userinfo: ${info.errcode} ${info.errmsg ?? ''}`);
      }
      return { openId: token.openid, nickName: info.nickname ?? '', avatar: info.headimgurl ?? '' };
    },
  };
}
