import { randomInt } from 'node:crypto';
import {
  type Locale,
  type PhoneCodeScene,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MS,
  SMS_DAILY_CAP_PER_PHONE,
  SMS_RESEND_SECONDS,
  type SendPhoneCodeData,
} from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';

/** A code dies after this many wrong guesses, so six digits cannot be walked through. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 3_600_000;

type CodeDeps = Pick<AppDeps, 'store' | 'sms' | 'config'>;
interface CodeTarget {
  phone: string;
  scene: PhoneCodeScene;
}

const codeKey = ({ scene, phone }: CodeTarget) => `phoneCode:${scene}:${phone}`;
const attemptsKey = ({ scene, phone }: CodeTarget) => `phoneCode:attempts:${scene}:${phone}`;
const resendKey = ({ scene, phone }: CodeTarget) => `phoneCode:resend:${scene}:${phone}`;

/**
 * Sends a fresh code for one phone and scene, replacing any earlier one. Refused while the resend
 * countdown runs and past the daily caps per phone and per address; `beforeSend` is the scene's own rule
 * (registered or not), checked after the caps so that probing phone numbers spends the same quota.
 * When the provider fails nothing changes but the caps: the earlier code still works and no wait starts
 * (docs/adr/0022-sms-providers.md).
 */
export async function sendPhoneCode(
  deps: CodeDeps,
  input: CodeTarget & { ip: string; locale: Locale; beforeSend: () => Promise<void> },
): Promise<SendPhoneCodeData> {
  const waitMs = await deps.store.remainingMs(resendKey(input));
  if (waitMs !== undefined) throw failure('phoneCodeResendWait', { seconds: Math.ceil(waitMs / 1000) });
  const perPhone = await deps.store.increment(`phoneCode:daily:phone:${input.phone}`, DAY_MS);
  const perIp = await deps.store.increment(`phoneCode:daily:ip:${input.ip}`, DAY_MS);
  if (perPhone > SMS_DAILY_CAP_PER_PHONE || perIp > deps.config.smsDailyCapPerIp) throw failure('phoneCodeDailyCap');
  await input.beforeSend();

  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  // The wait starts before the text goes out, so a second request racing this one cannot send another.
  await deps.store.put(resendKey(input), '1', SMS_RESEND_SECONDS * 1000);
  try {
    await deps.sms.sendCode({ phone: input.phone, code, scene: input.scene, locale: input.locale });
  } catch {
    // Nobody received this code; the provider has logged why (never the code itself).
    await deps.store.delete(resendKey(input));
    throw failure('phoneCodeSendFailed');
  }
  await deps.store.put(codeKey(input), code, SMS_CODE_TTL_MS);
  await deps.store.delete(attemptsKey(input));
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
}

/** Checks a code and leaves it usable (POST /register/checkPhoneCode); wrong guesses still count. */
export async function verifyPhoneCode(deps: Pick<AppDeps, 'store'>, input: CodeTarget & { code: string }) {
  const expected = await deps.store.get(codeKey(input));
  if (expected === undefined) throw failure('phoneCodeExpired');
  if (expected === input.code) return;
  const attempts = await deps.store.increment(attemptsKey(input), SMS_CODE_TTL_MS);
  if (attempts >= PHONE_CODE_MAX_ATTEMPTS) {
    await deps.store.delete(codeKey(input));
    throw failure('phoneCodeTooManyAttempts');
  }
  throw failure('phoneCodeInvalid');
}

/** Checks and uses up a code: only the first of two racing requests gets it. */
export async function consumePhoneCode(deps: Pick<AppDeps, 'store'>, input: CodeTarget & { code: string }) {
  await verifyPhoneCode(deps, input);
  if ((await deps.store.take(codeKey(input))) !== input.code) throw failure('phoneCodeExpired');
  await deps.store.delete(attemptsKey(input));
}
