import { randomInt } from 'node:crypto';
import {
  EMAIL_CODE_TTL_MS,
  type EmailCodeScene,
  type Locale,
  SMS_DAILY_CAP_PER_PHONE_SCENE,
  SMS_RESEND_SECONDS,
  type SendPhoneCodeData,
  formatMessage,
  isEmail,
} from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { spendDailyCaps } from '../../store/dailyCaps';
import { type CaptchaAnswer, checkCaptcha } from './captcha';
import { PHONE_CODE_MAX_ATTEMPTS } from './phoneCodes';

/**
 * A visitor's e-mail codes for registration and reset (issue 38 point 2, ADR 0108), in the shape of the phone
 * codes (phoneCodes.ts): captcha first, a wait between codes, daily caps per address and scene and per client
 * address, a code per address and scene that dies after five wrong guesses and is used up once. Offered only
 * when SMTP_URL is set: without it the code would only reach the server log.
 */
type CodeDeps = Pick<AppDeps, 'store' | 'mail' | 'config'>;
interface EmailTarget {
  email: string;
  scene: EmailCodeScene;
}

const subject = (target: EmailTarget) => `${target.scene}:${target.email}`;
const codeKey = (target: EmailTarget) => `emailCode:visitor:${subject(target)}`;
const attemptsKey = (target: EmailTarget) => `emailCode:visitor:attempts:${subject(target)}`;
const resendKey = (target: EmailTarget) => `emailCode:visitor:resend:${subject(target)}`;

const MAIL_TEXT = {
  register: { subject: 'registerEmailCodeSubject', text: 'registerEmailCodeText' },
  resetPwd: { subject: 'resetEmailCodeSubject', text: 'resetEmailCodeText' },
} as const;

/** Addresses compare in lower case, as binding stores them. */
export function visitorEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isEmail(email)) throw failure('emailInvalid');
  return email;
}

export function assertMailConfigured(deps: Pick<AppDeps, 'config'>): void {
  if (deps.config.smtpUrl === undefined) throw failure('mailNotConfigured');
}

/** Mails a fresh code, replacing an earlier one; `beforeSend` is the scene's rule (registered or not). */
export async function sendVisitorEmailCode(
  deps: CodeDeps & Pick<AppDeps, 'db'>,
  input: EmailTarget & {
    ip: string;
    locale: Locale;
    captcha: CaptchaAnswer;
    beforeSend: () => Promise<void>;
    log: { error(fields: object, msg: string): void };
  },
): Promise<SendPhoneCodeData> {
  assertMailConfigured(deps);
  await checkCaptcha(deps, input.captcha);
  const target = { email: input.email, scene: input.scene };
  const waitMs = await deps.store.remainingMs(resendKey(target));
  if (waitMs !== undefined) throw failure('emailResendWait', { seconds: Math.ceil(waitMs / 1000) });
  const caps = [
    { key: `emailCode:daily:address:${subject(target)}`, limit: SMS_DAILY_CAP_PER_PHONE_SCENE },
    { key: `emailCode:daily:ip:${input.ip}`, limit: deps.config.smsDailyCapPerIp },
  ];
  if (!(await spendDailyCaps(deps.store, caps))) throw failure('emailCodeDailyCap');
  await input.beforeSend();

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.store.put(resendKey(target), '1', SMS_RESEND_SECONDS * 1000);
  const words = MAIL_TEXT[input.scene];
  try {
    await deps.mail.send({
      to: input.email,
      subject: formatMessage(input.locale, words.subject),
      text: formatMessage(input.locale, words.text, { code, minutes: EMAIL_CODE_TTL_MS / 60_000 }),
      code,
    });
  } catch (error) {
    await deps.store.delete(resendKey(target));
    input.log.error({ err: error }, 'mail delivery failed');
    throw failure('emailSendFailed');
  }
  await deps.store.put(codeKey(target), code, EMAIL_CODE_TTL_MS);
  await deps.store.delete(attemptsKey(target));
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
}

/** Checks and uses up a code: only the first of two racing requests gets it. */
export async function consumeVisitorEmailCode(deps: Pick<AppDeps, 'store'>, target: EmailTarget, code: string) {
  const expected = await deps.store.get(codeKey(target));
  if (expected === undefined) throw failure('emailCodeExpired');
  if (expected !== code) {
    const attempts = await deps.store.increment(attemptsKey(target), EMAIL_CODE_TTL_MS);
    if (attempts >= PHONE_CODE_MAX_ATTEMPTS) {
      await deps.store.delete(codeKey(target));
      throw failure('emailCodeTooManyAttempts');
    }
    throw failure('emailCodeWrong');
  }
  if ((await deps.store.take(codeKey(target))) !== code) throw failure('emailCodeExpired');
  await deps.store.delete(attemptsKey(target));
}
