import {
  type ApiOk,
  INSTALLATION_PATH,
  type InstallationInfo,
  type SocialLoginData,
  type SocialProvider,
  type SocialUrlData,
  productPath,
} from '@questline/contract';
import { get } from './client';

/** The edition and the social sign-ins this installation configured (ADR 0103); no token needed. */
export function getInstallation(): Promise<ApiOk<InstallationInfo>> {
  return get<ApiOk<InstallationInfo>>(INSTALLATION_PATH);
}

/** Spec point 6: the WeChat and QQ sign-in and binding calls. `weichat` is the specification's spelling. */
const LOGIN_PATH: Record<SocialProvider, string> = { weichat: '/register/loginWeichat', qq: '/register/loginQQ' };
const BIND_PATH: Record<SocialProvider, string> = {
  weichat: productPath('userInfo/bindingUserWeichat'),
  qq: productPath('userInfo/bindingUserQQ'),
};

export interface SocialCallback {
  code: string;
  state: string;
}

/** Where the browser goes to authorise a sign-in with the provider. */
export function socialLoginUrl(type: SocialProvider): Promise<ApiOk<SocialUrlData>> {
  return get<ApiOk<SocialUrlData>>('/register/socialLoginUrl', { type }, { authCall: true, withoutToken: true });
}

/** The sign-in callback: a token when the social account is bound to a user. */
export function socialLogin(type: SocialProvider, callback: SocialCallback): Promise<ApiOk<SocialLoginData>> {
  return get<ApiOk<SocialLoginData>>(LOGIN_PATH[type], callback, { authCall: true, withoutToken: true });
}

/** Where the browser goes to authorise binding the provider to the signed-in user. */
export function socialBindUrl(type: SocialProvider): Promise<ApiOk<SocialUrlData>> {
  return get<ApiOk<SocialUrlData>>(productPath('userInfo/socialBindUrl'), { type });
}

/** The binding callback; the page shows failures itself. */
export function socialBind(type: SocialProvider, callback: SocialCallback): Promise<ApiOk<null>> {
  return get<ApiOk<null>>(BIND_PATH[type], callback, { authCall: true });
}
