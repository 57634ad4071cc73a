import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database';
import { openDatabase } from './database';

/** PostgreSQL only (the server-postgres project): what a pooled connection does when the server ends it. */
describe('database on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const terminateOthers = () =>
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db);

  it('survives a pooled PostgreSQL connection ended while idle, and reconnects', async () => {
    const errors: Error[] = [];
    const second = openDatabase(database.target, { onConnectionError: (error) => errors.push(error) });
    try {
      await sql`select 1`.execute(second.db);
      await terminateOthers();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(second.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await second.close();
    }
  });

  // ADR 0154: DATABASE_POOL_SIZE bounds the connections one instance opens; calls beyond it wait their turn.
  it('opens at most the configured number of connections and queues the calls beyond them', async () => {
    const { target } = database;
    if (!('postgresUrl' in target)) throw new Error('the server-postgres project gives a PostgreSQL database');
    const second = openDatabase({ ...target, poolSize: 2 });
    try {
      const sleeps = Array.from({ length: 5 }, () => sql`select pg_sleep(0.2)`.execute(second.db));
      let mostWaiting = 0;
      await expect
        .poll(() => {
          mostWaiting = Math.max(mostWaiting, second.pool?.().waitingCount ?? 0);
          return mostWaiting;
        })
        .toBe(3);
      await Promise.all(sleeps);
      expect(second.pool?.()).toMatchObject({ totalCount: 2, waitingCount: 0 });
    } finally {
      await second.close();
    }
  });

  // Issue 28 point 1: a connection held by a transaction between two queries emitted an 'error' nobody heard,
  // which ended the process. Ten times over, the transaction fails, the error is heard and the pool recovers.
  it('survives a connection ended while a transaction holds it, ten times over', async () => {
    const errors: Error[] = [];
    const second = openDatabase(database.target, { onConnectionError: (error) => errors.push(error) });
    try {
      for (let round = 1; round <= 10; round += 1) {
        const transaction = second.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await terminateOthers();
          await expect.poll(() => errors.length).toBe(round);
          await sql`select 1`.execute(trx);
        });
        await expect(transaction).rejects.toThrow();
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(second.db);
        expect(rows).toEqual([{ one: 1 }]);
      }
    } finally {
      await second.close();
    }
  });
});
