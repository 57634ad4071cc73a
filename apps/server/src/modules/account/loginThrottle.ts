import { LOGIN_FAILURES_PER_MINUTE, LOGIN_LOCK_MS } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';

const FAILURE_WINDOW_MS = 60_000;

/** The two things a guesser can vary slowly: the account (any spelling case) and the address. */
function subjects(input: { username: string; ip: string }): string[] {
  return [`account:${input.username.toLowerCase()}`, `ip:${input.ip}`];
}

const failuresKey = (subject: string) => `login:failures:${subject}`;
const lockKey = (subject: string) => `login:lock:${subject}`;

function lockedFailure(remainingMs: number) {
  return failure('loginLocked', { minutes: Math.max(1, Math.ceil(remainingMs / 60_000)) });
}

/** Refuses while the account or the address is locked; called before the password is looked at. */
export async function assertNotLocked(
  deps: Pick<AppDeps, 'store'>,
  input: { username: string; ip: string },
): Promise<void> {
  for (const subject of subjects(input)) {
    const remaining = await deps.store.remainingMs(lockKey(subject));
    if (remaining !== undefined) throw lockedFailure(remaining);
  }
}

/**
 * Counts a failed sign-in against the account and the address. The failure that reaches the limit locks
 * the subject at once and answers the lock message, so the caller learns why further tries are refused.
 */
export async function recordLoginFailure(
  deps: Pick<AppDeps, 'store'>,
  input: { username: string; ip: string },
): Promise<void> {
  let locked = false;
  for (const subject of subjects(input)) {
    const count = await deps.store.increment(failuresKey(subject), FAILURE_WINDOW_MS);
    if (count >= LOGIN_FAILURES_PER_MINUTE) {
      await deps.store.put(lockKey(subject), '1', LOGIN_LOCK_MS);
      await deps.store.delete(failuresKey(subject));
      locked = true;
    }
  }
  if (locked) throw lockedFailure(LOGIN_LOCK_MS);
}

/** A success forgets the account's failures; the address keeps its count (it may be guessing others). */
export async function clearAccountFailures(deps: Pick<AppDeps, 'store'>, input: { username: string }): Promise<void> {
  await deps.store.delete(failuresKey(`account:${input.username.toLowerCase()}`));
}
