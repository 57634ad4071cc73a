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

  it('survives a pooled PostgreSQL connection ended while idle, and reconnects', async () => {
    const errors: Error[] = [];
    const second = openDatabase(database.target, { onIdleError: (error) => errors.push(error) });
    try {
      await sql`select 1`.execute(second.db);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db);
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(second.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await second.close();
    }
  });
});
