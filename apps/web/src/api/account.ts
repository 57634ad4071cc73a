import {
  type AnonymousPhoneCodeScene,
  type AnonymousSendPhoneCodeBody,
  type ApiOk,
  type BindPhoneBody,
  type CaptchaData,
  type GetInfoData,
  type LoginBody,
  type PhoneCodeLoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type SendPhoneCodeData,
  type TokenData,
  productPath,
} from '@questline/contract';
import { get, post } from './client';

/**
 * Spec point 7 "Account and portal". Calls a person makes while signing in or
 * registering are `authCall`: the page shows their failures (ADR 0004).
 */
const auth = { authCall: true } as const;
const anonymous = { authCall: true, withoutToken: true } as const;

/** Spec point 7: GET /getInfo answers the signed-in user and their plan version. */
export function getInfo(): Promise<ApiOk<GetInfoData | undefined>> {
  return get<ApiOk<GetInfoData | undefined>>('/getInfo');
}

/** Spec point 7: POST /{product}/userInfo/logout ends the session on the server. */
export function logoutCall(): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('userInfo/logout'));
}

export function getCaptcha(): Promise<ApiOk<CaptchaData>> {
  return get<ApiOk<CaptchaData>>('/captchaImage', undefined, anonymous);
}

export function login(body: LoginBody): Promise<ApiOk<TokenData>> {
  return post<ApiOk<TokenData>>('/register/login', body, anonymous);
}

/** POST /register/phoneCodeAdd: signs in with a phone code; a new phone is registered (ADR 0020). */
export function loginWithPhoneCode(body: PhoneCodeLoginBody): Promise<ApiOk<TokenData>> {
  return post<ApiOk<TokenData>>('/register/phoneCodeAdd', body, anonymous);
}

/** POST /register/anonymousSendPhoneCode: `captcha` answers a fresh captcha (issue 9), left out when it is off. */
export function sendPhoneCode(
  phonenumber: string,
  scene: AnonymousPhoneCodeScene,
  captcha?: { code: string; uuid: string },
): Promise<ApiOk<SendPhoneCodeData>> {
  const body: AnonymousSendPhoneCodeBody = { phonenumber, scene, ...captcha };
  return post<ApiOk<SendPhoneCodeData>>('/register/anonymousSendPhoneCode', body, anonymous);
}

/** `invitation` is the inviter's user id from the invitation link (spec point 5 "Register"). */
export function registerAccount(body: RegisterBody, invitation?: number): Promise<ApiOk<TokenData>> {
  const query = invitation === undefined ? '' : `?invitation=${String(invitation)}`;
  return post<ApiOk<TokenData>>(`/register/registerAdd${query}`, body, anonymous);
}

export function resetPassword(body: ResetPasswordBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>('/register/resetPwd', body, anonymous);
}

export function sendBindPhoneCode(phonenumber: string): Promise<ApiOk<SendPhoneCodeData>> {
  return post<ApiOk<SendPhoneCodeData>>(
    productPath('userInfo/sendBindPhoneCode'),
    { phonenumber, scene: 'bindPhone' },
    auth,
  );
}

/** Binds the phone and sets the password (spec point 5 "Bind phone"). */
export function bindPhone(body: BindPhoneBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('userInfo/change'), body, auth);
}

export function unbindPhone(): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('userInfo/unbindPhone'));
}
