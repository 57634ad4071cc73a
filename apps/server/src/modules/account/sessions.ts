import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CallerLookup } from '../../http/access';
import type { Database } from '../../db/schema';

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

/** Who holds this token, or why nobody does (which decides the 401 message). */
export async function lookupSession(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date = new Date(),
): Promise<CallerLookup> {
  if (!token) return { found: false, reason: 'missing' };
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.expire_time',
      'sessions.end_reason',
      'users.is_platform_admin',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { found: false, reason: 'unknown' };
  if (row.end_reason === 'replaced') return { found: false, reason: 'replaced' };
  if (row.end_reason !== null || row.expire_time <= now.toISOString()) return { found: false, reason: 'expired' };
  return {
    found: true,
    caller: { userId: row.user_id, sessionId: row.id, isPlatformAdmin: row.is_platform_admin === 1 },
  };
}

export type SessionEndReason = 'logout' | 'replaced' | 'passwordChanged';

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
