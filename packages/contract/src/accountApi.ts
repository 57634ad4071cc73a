import { z } from 'zod';

/**
 * Issue 3: the request bodies and answers of every account call (spec points 3, 5, 6, 7).
 * The server validates with these schemas; the web forms apply the same rules before sending.
 */

/** Mainland China mobile numbers, the numbers the SMS provider can reach (spec point 5 "phone format"). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_CAP_PER_PHONE = 10;
export const SMS_DAILY_CAP_PER_IP = 30;
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Spec: at most 10 failures a minute per account and per IP, then a lock. */
export const LOGIN_FAILURES_PER_MINUTE = 10;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
export const NICK_NAME_MAX = 30;
export const INTRODUCTION_MAX = 200;
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const TRIAL_DAYS = 15;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isPasswordLength(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX;
}

/** Deliberately plain: one @, something on both sides, a dot in the domain, no spaces. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

const phone = z.string().trim().regex(PHONE_PATTERN);
const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** Where a phone code will be used; a code sent for one scene does not work for another. */
export const PHONE_CODE_SCENES = ['register', 'resetPwd', 'bindPhone'] as const;
export type PhoneCodeScene = (typeof PHONE_CODE_SCENES)[number];

/** GET /captchaImage. With the captcha switched off (CAPTCHA_ENABLED=false) only captchaEnabled is sent. */
export interface CaptchaData {
  captchaEnabled: boolean;
  uuid?: string;
  /** data:image/svg+xml;base64,... */
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

/** POST /register/anonymousSendPhoneCode (public) and /{product}/userInfo/sendBindPhoneCode (user). */
export const sendPhoneCodeBody = z.strictObject({ phonenumber: phone, scene: z.enum(PHONE_CODE_SCENES) });
export type SendPhoneCodeBody = z.infer<typeof sendPhoneCodeBody>;
export interface SendPhoneCodeData {
  /** Seconds until another code may be sent to this phone. */
  resendAfterSeconds: number;
}

/** POST /register/checkPhoneCode: checks a code without using it up. */
export const checkPhoneCodeBody = z.strictObject({
  phonenumber: phone,
  code: smsCode,
  scene: z.enum(PHONE_CODE_SCENES),
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
export const registerQuery = z.strictObject({ invitation: z.coerce.number().int().positive().optional() });

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

/** POST /{product}/center/avatar, multipart field `avatarfile`: answers the stored avatar path. */
export interface AvatarData {
  imgUrl: string;
}

/** POST /{product}/userInfo/sendBindEmailCode, then GET /{product}/userInfo/bindUserEmail?email&code. */
export const sendEmailCodeBody = z.strictObject({ email: z.string().trim().max(254).refine(isEmail) });
export const bindEmailQuery = z.strictObject({
  email: z.string().trim().max(254).refine(isEmail),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** The two social providers of spec point 6; `weichat` is the spelling of the specification's paths. */
export const SOCIAL_PROVIDERS = ['weichat', 'qq'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

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
}
