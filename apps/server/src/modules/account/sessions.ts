import { createHash, randomBytes } from 'node:crypto';
import { FINANCE_ROLE, SUPPORT_ROLE } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { CallerLookup } from '../../http/access';
import { failure } from '../../http/errors';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits; only the hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Kysely<Database>,
  options: { userId: number; ttlMs: number; now?: Date },
): Promise<string> {
  const token = newToken();
  const now = options.now ?? new Date();
  await db
    .insertInto('sessions')
    .values({
      user_id: options.userId,
      token_hash: hashToken(token),
      create_time: now.toISOString(),
      expire_time: new Date(now.getTime() + options.ttlMs).toISOString(),
    })
    .execute();
  return token;
}

/** `disabled`: a platform administrator kept the person out; `ended`: one of their sessions was ended by one (issue 35). */
export type SessionEndReason = 'logout' | 'replaced' | 'passwordChanged' | 'disabled' | 'ended';

/**
 * Signs a user in (login, registration, social login). In single-session mode the user's older sessions
 * end first, so their next call answers the 401 "used elsewhere" message.
 */
export async function startSession(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  options: { userId: number },
): Promise<string> {
  // Every way in ends here: a disabled account gets no session however it signs in (issue 35).
  const user = await deps.db.selectFrom('users').select('disabled').where('id', '=', options.userId).executeTakeFirst();
  if (user?.disabled === 1) throw failure('accountDisabled');
  const now = deps.now();
  if (deps.config.singleSession) {
    await endUserSessions(deps.db, { userId: options.userId, reason: 'replaced', now });
  }
  return createSession(deps.db, { userId: options.userId, ttlMs: deps.config.sessionTtlMs, now });
}

/**
 * Who holds this token, or why nobody does (which decides the 401 message). A session in use is renewed
 * to a full TTL once less than half of it remains, so the row is written at most once per half-TTL.
 * `renew: false` only checks: a socket's checks are not the person using the app (their HTTP calls are).
 */
export async function lookupSession(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  token: string | undefined,
  options: { renew?: boolean } = {},
): Promise<CallerLookup> {
  if (!token) return { found: false, reason: 'missing' };
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.expire_time',
      'sessions.end_reason',
      'users.is_platform_admin',
      'users.demo_sandbox_id',
      'users.disabled',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('platform_roles')
              .select('platform_roles.role')
              .whereRef('platform_roles.user_id', '=', 'sessions.user_id')
              .where('platform_roles.role', '=', SUPPORT_ROLE),
          )
          .as('is_support'),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('platform_roles')
              .select('platform_roles.role')
              .whereRef('platform_roles.user_id', '=', 'sessions.user_id')
              .where('platform_roles.role', '=', FINANCE_ROLE),
          )
          .as('is_finance'),
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { found: false, reason: 'unknown' };
  if (row.end_reason === 'replaced') return { found: false, reason: 'replaced' };
  const now = deps.now();
  const remainingMs = Date.parse(row.expire_time) - now.getTime();
  // A disabled account's sessions were ended with it; the flag is checked too, in case one began in between.
  if (row.end_reason !== null || remainingMs <= 0 || row.disabled === 1) return { found: false, reason: 'expired' };
  const ttlMs = deps.config.sessionTtlMs;
  let expireMs = Date.parse(row.expire_time);
  if (options.renew !== false && remainingMs < ttlMs / 2) {
    expireMs = now.getTime() + ttlMs;
    await deps.db
      .updateTable('sessions')
      .set({ expire_time: new Date(expireMs).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return {
    found: true,
    caller: {
      userId: row.user_id,
      sessionId: row.id,
      isPlatformAdmin: row.is_platform_admin === 1,
      // SQLite answers 0/1, PostgreSQL a boolean.
      isSupport: Boolean(row.is_support),
      isFinance: Boolean(row.is_finance),
      ...(row.demo_sandbox_id === null ? {} : { demoSandboxId: row.demo_sandbox_id }),
    },
    // Until the next renewal is due: an answer kept longer would skip it (or outlive the session).
    freshUntil: expireMs - ttlMs / 2,
  };
}

/** Session ids asked about per statement: far below either database's limit on bound parameters. */
const SESSIONS_PER_STATEMENT = 500;

/**
 * Which of these sessions still let their person in (not ended, not expired, the account not disabled): the
 * sockets' periodic check, one statement per 500 sessions. One look-up per socket held SQLite's single thread for
 * a third of a second every sweep at a thousand sockets (issue 37, bench:capacity).
 */
export async function livingSessions(
  db: Kysely<Database>,
  sessionIds: Iterable<number>,
  now: Date,
): Promise<Set<number>> {
  const ids = [...new Set(sessionIds)];
  const living = new Set<number>();
  for (let start = 0; start < ids.length; start += SESSIONS_PER_STATEMENT) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.expire_time'])
      .where('sessions.id', 'in', ids.slice(start, start + SESSIONS_PER_STATEMENT))
      .where('sessions.end_time', 'is', null)
      .where('users.disabled', '=', 0)
      .execute();
    for (const row of rows) if (Date.parse(row.expire_time) > now.getTime()) living.add(row.id);
  }
  return living;
}

/** Ends one session; its token answers 401 from then on. */
export async function endSession(
  db: Kysely<Database>,
  options: { sessionId: number; reason: SessionEndReason; now?: Date },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ end_time: (options.now ?? new Date()).toISOString(), end_reason: options.reason })
    .where('id', '=', options.sessionId)
    .where('end_time', 'is', null)
    .execute();
}

/** Ends every live session of a user, except `keepSessionId` (the caller's own, after a password change). */
export async function endUserSessions(
  db: Kysely<Database>,
  options: { userId: number; reason: SessionEndReason; now: Date; keepSessionId?: number },
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ end_time: options.now.toISOString(), end_reason: options.reason })
    .where('user_id', '=', options.userId)
    .where('end_time', 'is', null);
  if (options.keepSessionId !== undefined) query = query.where('id', '!=', options.keepSessionId);
  await query.execute();
}
