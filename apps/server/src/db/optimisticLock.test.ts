import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { type TestDatabase, createTestDatabase } from '../test/database';
import { buildTeam, buildUser } from '../test/factories';
import { nextUpdateTime, requireUnchanged, updateUnchanged } from './optimisticLock';

/** Issue 29: the one `updateTime` optimistic lock (DOMAIN.md "Identifiers and times"). */
describe('the optimistic lock', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const stale = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof AppError ? [error.code, error.key] : error;
    }
    return 'no refusal';
  };

  it('moves the update time on, by a millisecond when the clock has not', () => {
    const seen = '2026-05-04T08:00:00.000Z';
    expect(nextUpdateTime(seen, new Date('2026-05-04T09:00:00.000Z'))).toBe('2026-05-04T09:00:00.000Z');
    expect(nextUpdateTime(seen, new Date(seen))).toBe('2026-05-04T08:00:00.001Z');
    expect(nextUpdateTime(seen, new Date('2026-05-04T07:00:00.000Z'))).toBe('2026-05-04T08:00:00.001Z');
    expect(nextUpdateTime('not a time', new Date(seen))).toBe(seen);
  });

  it('refuses a row read since it changed, with the kind message', () => {
    const row = { update_time: '2026-05-04T08:00:00.000Z' };
    expect(stale(() => requireUnchanged(row, row.update_time, 'planStale'))).toBe('no refusal');
    expect(stale(() => requireUnchanged(row, '2026-05-04T07:59:59.999Z', 'planStale'))).toEqual([
      ResultCode.fail,
      'planStale',
    ]);
  });

  it('writes only the row still as seen, and refuses the second of two writers from the same copy', async () => {
    const owner = await buildUser(database.db);
    const team = await buildTeam(database.db, { ownerId: owner.id });
    const read = () =>
      database.db
        .selectFrom('teams')
        .select(['name', 'update_time'])
        .where('id', '=', team.id)
        .executeTakeFirstOrThrow();
    const seen = (await read()).update_time;
    const rename = (name: string) =>
      updateUnchanged(
        database.db
          .updateTable('teams')
          .set({ name, update_time: nextUpdateTime(seen, new Date(seen)) })
          .where('id', '=', team.id),
        seen,
        'projectStale',
      );
    await rename('First');
    await expect(rename('Second')).rejects.toMatchObject({ code: ResultCode.fail, key: 'projectStale' });
    expect(await read()).toEqual({ name: 'First', update_time: nextUpdateTime(seen, new Date(seen)) });
  });
});
