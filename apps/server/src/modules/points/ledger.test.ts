import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { type TestDatabase, createTestDatabase } from '../../test/database';
import { buildUser } from '../../test/factories';
import { type PointsEntry, postPoints } from './ledger';

const at = '2026-03-10T08:00:00.000Z';

/** ADR 0111: the ledger and the balance move together, in one transaction, and never below zero. */
describe('the points ledger', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.dispose();
  });

  const post = (entry: Omit<PointsEntry, 'at' | 'reason'>) =>
    database.db.transaction().execute((trx) => postPoints(trx, { reason: entry.source, at, ...entry }));
  const balance = async (userId: number) =>
    (await database.db.selectFrom('users').select('points').where('id', '=', userId).executeTakeFirstOrThrow()).points;
  const entries = (userId: number) =>
    database.db
      .selectFrom('points_ledger')
      .select(['points', 'source', 'balance_after'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const ledgerSum = async (userId: number) => (await entries(userId)).reduce((sum, entry) => sum + entry.points, 0);

  it('records each entry with the balance after it, and the balance is the sum of the entries', async () => {
    const { id } = await buildUser(database.db);
    expect(await post({ userId: id, points: 6, source: 'signIn' })).toMatchObject({ balance: 6 });
    expect(await post({ userId: id, points: 10, source: 'invitation', refId: 99 })).toMatchObject({ balance: 16 });
    expect(await post({ userId: id, points: -16, source: 'redemption' })).toMatchObject({ balance: 0 });
    expect(await entries(id)).toEqual([
      { points: 6, source: 'signIn', balance_after: 6 },
      { points: 10, source: 'invitation', balance_after: 16 },
      { points: -16, source: 'redemption', balance_after: 0 },
    ]);
    expect(await balance(id)).toBe(await ledgerSum(id));
  });

  it('refuses a debit past the balance as "not enough points" and writes nothing', async () => {
    const { id } = await buildUser(database.db);
    await post({ userId: id, points: 5, source: 'adjustment' });
    const refused = await post({ userId: id, points: -6, source: 'redemption' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).key).toBe('pointsNotEnough');
    expect(await balance(id)).toBe(5);
    expect(await entries(id)).toHaveLength(1);
  });

  it('lets 10 of 25 concurrent one-point debits through a balance of 10, and no more', async () => {
    const { id } = await buildUser(database.db);
    await post({ userId: id, points: 10, source: 'adjustment' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () => post({ userId: id, points: -1, source: 'redemption' })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(await balance(id)).toBe(0);
    expect(await ledgerSum(id)).toBe(0);
    const after = (await entries(id)).map((entry) => entry.balance_after);
    expect(after).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });
});
