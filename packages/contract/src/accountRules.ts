/**
 * Issue 3: the limits and rules of the account calls that the server enforces and the web forms check
 * before sending (spec points 5 and 9). No zod here: the web app imports these without the schema library.
 */

/** Mainland China mobile numbers, the numbers the SMS provider can reach (spec point 5 "phone format"). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_SECONDS = 60;
/**
 * Daily caps on phone codes (ADR 0099). A visitor's request counts against its phone and scene and against
 * its address, so a stranger who spends one scene's codes leaves the phone's other scenes alone; a signed-in
 * account's request counts against that account only, so no visitor or other account can spend it.
 */
export const SMS_DAILY_CAP_PER_PHONE_SCENE = 10;
/** The default of SMS_DAILY_CAP_PER_IP (README "Configuration"): visitors' codes one address may ask for. */
export const SMS_DAILY_CAP_PER_IP = 30;
export const SMS_DAILY_CAP_PER_ACCOUNT = 10;
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Spec: at most 10 failures a minute per account and per IP, then a lock. */
export const LOGIN_FAILURES_PER_MINUTE = 10;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
export const NICK_NAME_MAX = 30;
export const INTRODUCTION_MAX = 200;
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** E-mail codes one user may have sent a day: the 60 s wait alone would allow 1,440. */
export const EMAIL_DAILY_CAP_PER_USER = 10;
export const TRIAL_DAYS = 15;

/** Deliberately plain: one @, something on both sides, a dot in the domain, no spaces. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Where a phone code will be used; a code sent for one scene does not work for another. */
export const PHONE_CODE_SCENES = ['register', 'resetPwd', 'bindPhone', 'login'] as const;
export type PhoneCodeScene = (typeof PHONE_CODE_SCENES)[number];
/**
 * The scenes a visitor may ask for; binding a phone has its own signed-in call. `login` signs in (or
 * registers) with a code instead of a password (POST /register/phoneCodeAdd).
 */
export const ANONYMOUS_PHONE_CODE_SCENES = [
  'register',
  'resetPwd',
  'login',
] as const satisfies readonly PhoneCodeScene[];
export type AnonymousPhoneCodeScene = (typeof ANONYMOUS_PHONE_CODE_SCENES)[number];

/** The two social providers of spec point 6; `weichat` is the spelling of the specification's paths. */
export const SOCIAL_PROVIDERS = ['weichat', 'qq'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * 13800000000 -> 138****0000: a new user's first nick name, and a colleague's phone as people without the
 * admin role see it (projects, teams). An empty phone stays empty.
 */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}
