import type { SocialLoginData, SocialProvider, SocialUrlData } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { startSession } from '../account/sessions';
import { type OAuthPurpose, createOAuthState, takeOAuthState } from './oauthState';
import { type SocialClient, type SocialIdentity, SocialProviderError } from './providerHttp';
import { qqClient } from './qq';
import { wechatClient } from './wechat';

/** Where provider failures are reported; the user only sees a generic message. */
export interface ProviderLog {
  warn(fields: object, msg: string): void;
}

/** The configured client of a provider; a provider without an app id is switched off. */
function clientFor(deps: AppDeps, provider: SocialProvider): SocialClient {
  if (provider === 'weichat') {
    if (!deps.config.wechat.appId) throw failure('wechatNotConfigured');
    return wechatClient(deps.config.wechat);
  }
  if (!deps.config.qq.appId) throw failure('qqNotConfigured');
  return qqClient(deps.config.qq);
}

/** The web app's callback page (spec point 2 /back/weichat, /back/qq); binding adds bind=1. */
function redirectUri(deps: AppDeps, provider: SocialProvider, purpose: OAuthPurpose): string {
  const base = `${deps.config.publicUrl}/back/${provider}`;
  return purpose.kind === 'bind' ? `${base}?bind=1` : base;
}

/** GET /register/socialLoginUrl and /{product}/userInfo/socialBindUrl. */
export async function socialUrl(
  deps: AppDeps,
  options: { provider: SocialProvider; purpose: OAuthPurpose },
): Promise<SocialUrlData> {
  const client = clientFor(deps, options.provider);
  const state = await createOAuthState(deps.store, options);
  return { url: client.authorizeUrl({ state, redirectUri: redirectUri(deps, options.provider, options.purpose) }) };
}

/** Checks the state, then asks the provider who authorised. */
export async function identifyCallback(
  deps: AppDeps,
  options: { provider: SocialProvider; purpose: OAuthPurpose; code: string; state: string; log: ProviderLog },
): Promise<SocialIdentity> {
  const client = clientFor(deps, options.provider);
  if (!(await takeOAuthState(deps.store, options))) throw failure('socialStateInvalid');
  try {
    return await client.identify({
      code: options.code,
      redirectUri: redirectUri(deps, options.provider, options.purpose),
    });
  } catch (error) {
    if (!(error instanceof SocialProviderError)) throw error;
    options.log.warn({ provider: options.provider, detail: error.message }, 'social provider refused');
    throw failure('socialProviderFailed');
  }
}

/**
 * GET /register/loginWeichat, /register/loginQQ. Spec point 6: social sign-in needs an account
 * registered by phone first, so a token comes only for a bound account whose user has a phone;
 * otherwise the answer names the social account so the page can explain and offer binding.
 */
export async function socialLogin(
  deps: AppDeps,
  options: { provider: SocialProvider; code: string; state: string; log: ProviderLog },
): Promise<SocialLoginData> {
  const identity = await identifyCallback(deps, { ...options, purpose: { kind: 'login' } });
  const bound = await deps.db
    .selectFrom('social_accounts')
    .innerJoin('users', 'users.id', 'social_accounts.user_id')
    .select(['social_accounts.id', 'social_accounts.user_id', 'users.phone'])
    .where('social_accounts.provider', '=', options.provider)
    .where('social_accounts.open_id', '=', identity.openId)
    .executeTakeFirst();
  if (!bound?.phone) return { socialNickName: identity.nickName };
  await deps.db
    .updateTable('social_accounts')
    .set({ nick_name: identity.nickName, avatar: identity.avatar })
    .where('id', '=', bound.id)
    .execute();
  return { token: await startSession(deps, { userId: bound.user_id }) };
}
