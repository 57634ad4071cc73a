import { z } from 'zod';
import { recordId } from './recordId';
import {
  INTRODUCTION_MAX,
  NICK_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ANONYMOUS_PHONE_CODE_SCENES,
  PHONE_PATTERN,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './accountRules';

/**
 * Issue 3: the request bodies and answers of every account call (spec points 3, 5, 6, 7).
 * The server validates with these schemas; the web forms check the same rules (accountRules.ts) first.
 */

const phone = z.string().trim().regex(PHONE_PATTERN);
const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
/** The one rule of a new password (spec point 5), for every call that sets one. */
export const newPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const password = newPassword;

/** GET /captchaImage. With the captcha switched off (CAPTCHA_ENABLED=false) only captchaEnabled is sent. */
export interface CaptchaData {
  captchaEnabled: boolean;
  uuid?: string;
  /** data:image/png;base64,... (a raster image, issue 9) */
  img?: string;
}

/** POST /register/login (spec point 3 "Login payload", point 5 "Login"). */
export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  code: z.string().trim().max(16),
  uuid: z.string().max(64),
});
export type LoginBody = z.infer<typeof loginBody>;

export interface TokenData {
  token: string;
}

/**
 * POST /register/anonymousSendPhoneCode (public): codes for registration, password reset and code sign-in.
 * `code` and `uuid` answer a fresh captcha, as on password sign-in (issue 9); empty when the captcha is off.
 * Missing ones count as empty, so they get the captcha's own message rather than a validation error.
 */
export const anonymousSendPhoneCodeBody = z.strictObject({
  phonenumber: phone,
  scene: z.enum(ANONYMOUS_PHONE_CODE_SCENES),
  code: z.string().trim().max(16).default(''),
  uuid: z.string().max(64).default(''),
});
export type AnonymousSendPhoneCodeBody = z.input<typeof anonymousSendPhoneCodeBody>;
/** POST /{product}/userInfo/sendBindPhoneCode (user). */
export const bindPhoneCodeBody = z.strictObject({ phonenumber: phone, scene: z.literal('bindPhone') });
export interface SendPhoneCodeData {
  /** Seconds until another code may be sent to this phone. */
  resendAfterSeconds: number;
}

/**
 * POST /register/checkPhoneCode: checks a code without using it up. Only a visitor's scenes: a bindPhone
 * code belongs to the account that asked for it, which a public call cannot name (ADR 0099).
 */
export const checkPhoneCodeBody = z.strictObject({
  phonenumber: phone,
  code: smsCode,
  scene: z.enum(ANONYMOUS_PHONE_CODE_SCENES),
});

/** POST /register/registerAdd?invitation=<inviter user id> (spec point 5 "Register"). */
export const registerBody = z.strictObject({
  phonenumber: phone,
  code: smsCode,
  password,
  confirmPassword: z.string(),
  agreement: z.boolean(),
});
export type RegisterBody = z.infer<typeof registerBody>;
export const registerQuery = z.strictObject({ invitation: recordId.optional() });

/**
 * POST /register/phoneCodeAdd (public): signs in with a `login` phone code; a phone without an account is
 * registered, which needs the agreement ticked (same rule as registerAdd).
 */
export const phoneCodeLoginBody = z.strictObject({ phonenumber: phone, code: smsCode, agreement: z.boolean() });
export type PhoneCodeLoginBody = z.infer<typeof phoneCodeLoginBody>;

/** POST /register/resetPwd: a forgotten password, proven by a phone code. */
export const resetPasswordBody = z.strictObject({
  phonenumber: phone,
  code: smsCode,
  password,
  confirmPassword: z.string(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** POST /{product}/userInfo/change: the bind-phone page (spec point 5 "Bind phone"). */
export const bindPhoneBody = z.strictObject({
  phonenumber: phone,
  code: smsCode,
  password,
  confirmPassword: z.string(),
});
export type BindPhoneBody = z.infer<typeof bindPhoneBody>;

/** POST /{product}/center/resetPwd (spec point 7). */
export const changePasswordBody = z.strictObject({ oldPassword: z.string().min(1).max(64), newPassword: password });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /{product}/center/updateUser. */
export const updateProfileBody = z.strictObject({
  nickName: z.string().trim().min(1).max(NICK_NAME_MAX),
  introduction: z.string().max(INTRODUCTION_MAX).default(''),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** GET /{product}/center/getUserInfo: the personal centre. */
export interface ProfileData {
  userId: number;
  userName: string;
  nickName: string;
  avatar: string;
  phonenumber: string;
  email: string;
  introduction: string;
  createTime: string;
  wechatBound: boolean;
  qqBound: boolean;
}

/** POST /{product}/cancelEmpower/{id}: unbinds one of the caller's social accounts; an id that fits the column. */
export const cancelEmpowerParams = z.strictObject({ id: recordId });

/** GET /{product}/userInfo/bindUserPhoto?provider=weichat|qq: the bound account's picture becomes the avatar. */
export const bindUserPhotoQuery = z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) });

/** POST /{product}/center/avatar, multipart field `avatarfile`: answers the stored avatar path. */
export interface AvatarData {
  imgUrl: string;
}

/**
 * POST /{product}/userInfo/sendBindEmailCode, then GET /{product}/userInfo/bindUserEmail?email&code.
 * The address format is checked by the service (isEmail), so a bad address gets its own localised
 * "invalid e-mail" message rather than the generic validation text.
 */
export const sendEmailCodeBody = z.strictObject({ email: z.string().max(254) });
export const bindEmailQuery = z.strictObject({
  email: z.string().max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** GET /register/socialLoginUrl?type=weichat|qq (public): where the browser goes to authorise. */
export const socialUrlQuery = z.strictObject({ type: z.enum(SOCIAL_PROVIDERS) });
export interface SocialUrlData {
  url: string;
}

/** GET /register/loginWeichat, /register/loginQQ and the user's /bindingUserWeichat, /bindingUserQQ. */
export const socialCallbackQuery = z.strictObject({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(128),
});
/** The social login answer (spec point 3): a token only when the social account is bound to a user. */
export interface SocialLoginData {
  token?: string;
  /** Set when no user is bound: the provider's nickname, so the page can say whose account it was. */
  socialNickName?: string;
}

/** GET /{product}/getEmpower: the third-party authorisations the user can cancel. */
export interface EmpowerEntry {
  id: number;
  type: SocialProvider;
  nickName: string;
  avatar: string;
  createTime: string;
}

/** GET /{product}/userswitch/getUserEmailSwitch. */
export interface EmailSwitchData {
  open: boolean;
}

/** GET /{product}/trialTime/getUserTrialTime. */
export interface TrialTimeData {
  /** True while the trial runs or the user is on a paid plan. */
  authority: boolean;
  trialEndTime: string;
  remainingDays: number;
}

/** The server-supplied addresses of spec point 3, from configuration; empty when not configured. */
export interface ServiceAddresses {
  postApi: string;
  netDisk: string;
  netShare: string;
  aiChat: string;
  imageService: string;
  /**
   * The chat the messaging bubble frames (issue 33, ADR 0131): an outside chat's page that takes getImToken's token;
   * empty: the built-in chat at /im.
   */
  im: string;
}
