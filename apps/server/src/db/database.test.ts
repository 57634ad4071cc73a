import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database';
import { buildUser } from '../test/factories';
import { migrateToLatest } from './migrate';

/** Issue 2 point 4: forward-only migrations on both dialects, SQLite in WAL with foreign keys. */
describe('database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('migrating an up-to-date database changes nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('enforces foreign keys', async () => {
    const orphan = database.db
      .insertInto('sessions')
      .values({ user_id: 999_999, token_hash: 'x'.repeat(64), create_time: 'now', expire_time: 'later' })
      .execute();
    await expect(orphan).rejects.toThrow();
  });

  it('removes sessions with their user', async () => {
    const user = await buildUser(database.db);
    await database.db
      .insertInto('sessions')
      .values({ user_id: user.id, token_hash: 'y'.repeat(64), create_time: 'now', expire_time: 'later' })
      .execute();
    await database.db.deleteFrom('users').where('id', '=', user.id).execute();
    const left = await database.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([]);
  });
});
