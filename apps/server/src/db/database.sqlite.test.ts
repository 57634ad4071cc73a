import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database';

/** Issue 2 point 4: the embedded default runs in WAL mode with a busy timeout (SQLite only). */
describe('embedded SQLite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('runs in WAL mode with a busy timeout', async () => {
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(database.db);
    expect(timeout.rows[0]?.timeout).toBe(5000);
  });
});
