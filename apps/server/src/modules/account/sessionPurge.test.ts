import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { type TestDatabase, createTestDatabase } from '../../test/database';
import { SESSION_RETENTION_MS, purgeStaleSessions } from './sessionPurge';
import { createSession, endSession, hashToken } from './sessions';

/** Issue 3 "Sessions": ended and expired sessions do not pile up forever. */
describe('stale session purge', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const exists = async (token: string) =>
    (await database.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()) !== undefined;

  it('removes sessions ended or expired longer ago than the retention, and keeps the rest', async () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const longAgo = new Date(now.getTime() - SESSION_RETENTION_MS - 60_000);
    const user = await buildUser(database.db);

    const live = await createSession(database.db, { userId: user.id, ttlMs: 3_600_000, now });
    const expiredLongAgo = await createSession(database.db, { userId: user.id, ttlMs: 1000, now: longAgo });
    const expiredRecently = await createSession(database.db, {
      userId: user.id,
      ttlMs: 1000,
      now: new Date(now.getTime() - 86_400_000),
    });
    const endedLongAgo = await createSession(database.db, {
      userId: user.id,
      ttlMs: SESSION_RETENTION_MS * 2,
      now: longAgo,
    });
    const endedRow = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashToken(endedLongAgo))
      .executeTakeFirstOrThrow();
    await endSession(database.db, { sessionId: endedRow.id, reason: 'logout', now: longAgo });

    expect(await purgeStaleSessions(database.db, now)).toBe(2);
    expect(await exists(live)).toBe(true);
    expect(await exists(expiredRecently)).toBe(true);
    expect(await exists(expiredLongAgo)).toBe(false);
    expect(await exists(endedLongAgo)).toBe(false);
    expect(await purgeStaleSessions(database.db, now)).toBe(0);
  });
});
