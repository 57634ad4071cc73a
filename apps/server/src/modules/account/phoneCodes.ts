import { randomInt } from 'node:crypto';
import {
  type AnonymousPhoneCodeScene,
  type Locale,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MS,
  SMS_DAILY_CAP_PER_ACCOUNT,
  SMS_DAILY_CAP_PER_PHONE_SCENE,
  SMS_RESEND_SECONDS,
  type SendPhoneCodeData,
} from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { type DailyCap, spendDailyCaps } from '../../store/dailyCaps';

/** A code dies after this many wrong guesses, so six digits cannot be walked through. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

type CodeDeps = Pick<AppDeps, 'store' | 'sms' | 'config'>;

/**
 * Which code: a visitor's scenes are known by phone and scene alone; a bindPhone code also by the
 * signed-in account that asked for it, so that its code, its wait and its wrong guesses are that
 * account's own and nobody else's request replaces or kills them (ADR 0099).
 */
export type CodeTarget = VisitorCode | AccountCode;
interface VisitorCode {
  phone: string;
  scene: AnonymousPhoneCodeScene;
}
interface AccountCode {
  phone: string;
  scene: 'bindPhone';
  accountId: number;
}
/** Who asks: a visitor is known by their address, a signed-in account by itself. */
export type CodeRequest = (VisitorCode & { ip: string }) | AccountCode;

const subject = (target: CodeTarget) =>
  target.scene === 'bindPhone'
    ? `${target.scene}:${target.phone}:account:${target.accountId}`
    : `${target.scene}:${target.phone}`;
const codeKey = (target: CodeTarget) => `phoneCode:${subject(target)}`;
const attemptsKey = (target: CodeTarget) => `phoneCode:attempts:${subject(target)}`;
const resendKey = (target: CodeTarget) => `phoneCode:resend:${subject(target)}`;

/**
 * The daily caps a request counts against (ADR 0099). A visitor's: the phone in this scene, and the
 * address. A signed-in account's: that account alone, whatever the phone, so the owner of a phone can
 * always ask for their own code however many visitors asked for it.
 */
function capsOf(deps: CodeDeps, request: CodeRequest): DailyCap[] {
  if (request.scene === 'bindPhone') {
    return [{ key: `phoneCode:daily:account:${request.accountId}`, limit: SMS_DAILY_CAP_PER_ACCOUNT }];
  }
  return [
    { key: `phoneCode:daily:phone:${request.scene}:${request.phone}`, limit: SMS_DAILY_CAP_PER_PHONE_SCENE },
    { key: `phoneCode:daily:ip:${request.ip}`, limit: deps.config.smsDailyCapPerIp },
  ];
}

/**
 * Sends a fresh code for one phone and scene, replacing any earlier one. Refused while the resend
 * countdown runs and past the daily caps (capsOf); `beforeSend` is the scene's own rule
 * (registered or not), checked after the caps so that probing phone numbers spends the same quota.
 * When the provider fails nothing changes but the caps: the earlier code still works and no wait starts
 * (docs/adr/0022-sms-providers.md).
 */
export async function sendPhoneCode(
  deps: CodeDeps,
  input: { request: CodeRequest; locale: Locale; beforeSend: () => Promise<void> },
): Promise<SendPhoneCodeData> {
  const target: CodeTarget = input.request;
  const waitMs = await deps.store.remainingMs(resendKey(target));
  if (waitMs !== undefined) throw failure('phoneCodeResendWait', { seconds: Math.ceil(waitMs / 1000) });
  if (!(await spendDailyCaps(deps.store, capsOf(deps, input.request)))) throw failure('phoneCodeDailyCap');
  await input.beforeSend();

  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  // The wait starts before the text goes out, so a second request racing this one cannot send another.
  await deps.store.put(resendKey(target), '1', SMS_RESEND_SECONDS * 1000);
  try {
    await deps.sms.sendCode({ phone: target.phone, code, scene: target.scene, locale: input.locale });
  } catch {
    // Nobody received this code; the provider has logged why (never the code itself).
    await deps.store.delete(resendKey(target));
    throw failure('phoneCodeSendFailed');
  }
  await deps.store.put(codeKey(target), code, SMS_CODE_TTL_MS);
  await deps.store.delete(attemptsKey(target));
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
}

/** Checks a code and leaves it usable (POST /register/checkPhoneCode); wrong guesses still count. */
export async function verifyPhoneCode(deps: Pick<AppDeps, 'store'>, target: CodeTarget, code: string) {
  const expected = await deps.store.get(codeKey(target));
  if (expected === undefined) throw failure('phoneCodeExpired');
  if (expected === code) return;
  const attempts = await deps.store.increment(attemptsKey(target), SMS_CODE_TTL_MS);
  if (attempts >= PHONE_CODE_MAX_ATTEMPTS) {
    await deps.store.delete(codeKey(target));
    throw failure('phoneCodeTooManyAttempts');
  }
  throw failure('phoneCodeInvalid');
}

/** Checks and uses up a code: only the first of two racing requests gets it. */
export async function consumePhoneCode(deps: Pick<AppDeps, 'store'>, target: CodeTarget, code: string) {
  await verifyPhoneCode(deps, target, code);
  if ((await deps.store.take(codeKey(target))) !== code) throw failure('phoneCodeExpired');
  await deps.store.delete(attemptsKey(target));
}
