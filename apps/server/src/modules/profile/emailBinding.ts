import { randomInt } from 'node:crypto';
import { EMAIL_CODE_TTL_MS, EMAIL_DAILY_CAP_PER_USER, type Locale, formatMessage, isEmail } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { spendDailyCaps } from '../../store/dailyCaps';

const RESEND_MS = 60_000;
/** The fifth wrong code kills the code, so guessing a 6-digit code has odds of 5 in a million. */
const MAX_ATTEMPTS = 5;

const codeKey = (userId: number) => `emailCode:${userId}`;
const attemptsKey = (userId: number) => `emailCode:attempts:${userId}`;
const resendUserKey = (userId: number) => `emailCode:resend:user:${userId}`;
const resendAddressKey = (email: string) => `emailCode:resend:address:${email}`;
const dailyKey = (userId: number) => `emailCode:daily:${userId}`;

/** Where delivery failures are reported; the user only sees a generic message. */
export interface MailFailureLog {
  error(fields: object, msg: string): void;
}

interface PendingCode {
  email: string;
  code: string;
}

/** Addresses compare and are stored in lower case, so one mailbox cannot be bound twice. */
function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isEmail(email)) throw failure('emailInvalid');
  return email;
}

async function refuseIfBound(deps: AppDeps, userId: number, email: string): Promise<void> {
  const owner = await deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (owner?.id === userId) throw failure('emailAlreadyYours');
  if (owner) throw failure('emailTaken');
}

/** POST /{product}/userInfo/sendBindEmailCode: mails a 6-digit code in the caller's language. */
export async function sendBindEmailCode(
  deps: AppDeps,
  options: { userId: number; email: string; locale: Locale; log: MailFailureLog },
): Promise<void> {
  const email = normaliseEmail(options.email);
  await refuseIfBound(deps, options.userId, email);
  // One wait per user and per address: neither a user nor a stranger's mailbox gets flooded.
  const waitMs = Math.max(
    (await deps.store.remainingMs(resendUserKey(options.userId))) ?? 0,
    (await deps.store.remainingMs(resendAddressKey(email))) ?? 0,
  );
  if (waitMs > 0) throw failure('emailResendWait', { seconds: Math.ceil(waitMs / 1000) });
  if (!(await spendDailyCaps(deps.store, [{ key: dailyKey(options.userId), limit: EMAIL_DAILY_CAP_PER_USER }]))) {
    throw failure('emailCodeDailyCap');
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const pending: PendingCode = { email, code };
  await deps.store.put(codeKey(options.userId), JSON.stringify(pending), EMAIL_CODE_TTL_MS);
  await deps.store.delete(attemptsKey(options.userId));
  try {
    await deps.mail.send({
      to: email,
      subject: formatMessage(options.locale, 'emailCodeSubject'),
      text: formatMessage(options.locale, 'emailCodeText', { code, minutes: EMAIL_CODE_TTL_MS / 60_000 }),
      code,
    });
  } catch (error) {
    // Nobody received the code: drop it and let the user retry at once.
    await deps.store.delete(codeKey(options.userId));
    options.log.error({ err: error, to: email }, 'mail delivery failed');
    throw failure('emailSendFailed');
  }
  await deps.store.put(resendUserKey(options.userId), '1', RESEND_MS);
  await deps.store.put(resendAddressKey(email), '1', RESEND_MS);
}

/** GET /{product}/userInfo/bindUserEmail: the code proves the caller reads that mailbox. */
export async function bindEmail(
  deps: AppDeps,
  options: { userId: number; email: string; code: string },
): Promise<void> {
  const email = normaliseEmail(options.email);
  const stored = await deps.store.get(codeKey(options.userId));
  if (!stored) throw failure('emailCodeExpired');
  const pending = JSON.parse(stored) as PendingCode;
  if (pending.email !== email || pending.code !== options.code) {
    const attempts = await deps.store.increment(attemptsKey(options.userId), EMAIL_CODE_TTL_MS);
    if (attempts >= MAX_ATTEMPTS) {
      await deps.store.delete(codeKey(options.userId));
      throw failure('emailCodeTooManyAttempts');
    }
    throw failure('emailCodeWrong');
  }
  // Taking it makes the code single-use even when two requests race with it.
  if ((await deps.store.take(codeKey(options.userId))) === undefined) throw failure('emailCodeExpired');
  await deps.store.delete(attemptsKey(options.userId));
  await refuseIfBound(deps, options.userId, email);
  await deps.db
    .updateTable('users')
    .set({ email, update_time: deps.now().toISOString() })
    .where('id', '=', options.userId)
    .execute();
}

/** POST /{product}/userInfo/unbindEmail: e-mail notifications stop with the address. */
export async function unbindEmail(deps: AppDeps, userId: number): Promise<void> {
  const user = await deps.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.email) throw failure('emailNotBound');
  await deps.db
    .updateTable('users')
    .set({ email: null, email_notify: 0, update_time: deps.now().toISOString() })
    .where('id', '=', userId)
    .execute();
}
