import { OrderStatus } from '@questline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/database';
import { buildProject, buildUser } from '../../test/factories';
import { memberLimitState } from '../projects/memberLimit';
import { createOrder } from './createOrder';
import { endLapsedPlans, expireDueOrders } from './expireOrders';
import { quoteNewPlan, quoteUpgrade } from './quote';
import { settleOrderPaid } from './settleOrder';

const now = new Date('2026-03-10T08:00:00.000Z');
const HOUR = 3_600_000;

describe('settleOrderPaid (issue 16: the one way an order becomes paid)', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function annualStandardOrder(userId: number) {
    const quote = await quoteNewPlan(database.db, { userId, locale: 'en', now }, { versionCode: 1, period: 'annual' });
    return createOrder(database.db, { userId, quote, shownAmountFen: 71_808, now, expireMs: HOUR });
  }
  const settle = (orderId: number, amountFen: number, at = now) =>
    database.db
      .transaction()
      .execute((trx) =>
        settleOrderPaid(trx, { orderId, provider: 'offline', tradeNo: 'T1', amountFen, by: null, now: at }),
      );
  const userRow = (id: number) =>
    database.db
      .selectFrom('users')
      .select(['version_code', 'vip_end_time'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const points = (id: number) =>
    database.db
      .selectFrom('points_ledger')
      .select(['points', 'reason', 'order_id'])
      .where('user_id', '=', id)
      .execute();

  it('applies a new plan once: version, end time, points and the status log', async () => {
    const buyer = await buildUser(database.db);
    const order = await annualStandardOrder(buyer.id);
    expect(await settle(order.orderId, 71_808)).toBe('settled');
    expect(await settle(order.orderId, 71_808)).toBe('alreadyPaid');

    expect(await userRow(buyer.id)).toEqual({ version_code: 1, vip_end_time: '2027-03-10T08:00:00.000Z' });
    expect(await points(buyer.id)).toEqual([{ points: 143, reason: 'order', order_id: order.orderId }]);
    const log = await database.db
      .selectFrom('order_status_log')
      .select(['from_status', 'to_status'])
      .where('order_id', '=', order.orderId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { from_status: null, to_status: OrderStatus.unpaid },
      { from_status: OrderStatus.unpaid, to_status: OrderStatus.paid },
    ]);
    const paid = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect([paid.status, paid.open_slot, paid.trade_no, paid.paid_time]).toEqual([1, null, 'T1', now.toISOString()]);
  });

  it('applies the effect once when two notifications race', async () => {
    const buyer = await buildUser(database.db);
    const order = await annualStandardOrder(buyer.id);
    const outcomes = await Promise.all([settle(order.orderId, 71_808), settle(order.orderId, 71_808)]);
    expect(outcomes.sort()).toEqual(['alreadyPaid', 'settled']);
    expect(await points(buyer.id)).toHaveLength(1);
  });

  it('refuses a wrong amount and changes nothing', async () => {
    const buyer = await buildUser(database.db);
    const order = await annualStandardOrder(buyer.id);
    await expect(settle(order.orderId, 100)).rejects.toMatchObject({ key: 'orderAmountMismatch' });
    expect(await userRow(buyer.id)).toEqual({ version_code: 0, vip_end_time: null });
    expect(await points(buyer.id)).toEqual([]);
  });

  it('does nothing for an order that expired before the payment arrived', async () => {
    const buyer = await buildUser(database.db);
    const order = await annualStandardOrder(buyer.id);
    const later = new Date(now.getTime() + 2 * HOUR);
    expect(await expireDueOrders(database.db, later)).toBe(1);
    expect(await settle(order.orderId, 71_808, later)).toBe('notOpen');
    expect(await userRow(buyer.id)).toEqual({ version_code: 0, vip_end_time: null });
  });

  it('upgrades at once, keeping the end time, and the sweep returns the account to Free at the end', async () => {
    const end = '2026-06-10T08:00:00.000Z';
    const buyer = await buildUser(database.db, { version_code: 1, vip_end_time: end });
    const quote = await quoteUpgrade(database.db, { userId: buyer.id, locale: 'zh', now }, { versionCode: 2 });
    expect([quote.amountFen, quote.months]).toEqual([(168 - 68) * 3 * 100, 3]);
    const order = await createOrder(database.db, {
      userId: buyer.id,
      quote,
      shownAmountFen: undefined,
      now,
      expireMs: HOUR,
    });
    expect(await settle(order.orderId, 30_000)).toBe('settled');
    expect(await userRow(buyer.id)).toEqual({ version_code: 2, vip_end_time: end });

    expect(await endLapsedPlans(database.db, new Date('2026-06-10T07:59:00.000Z'))).toEqual([]);
    expect(await endLapsedPlans(database.db, new Date(end))).toEqual([buyer.id]);
    expect((await userRow(buyer.id)).version_code).toBe(0);
  });

  it('puts an over-limit project of a lapsed plan on the member-limit grace date (spec point 6)', async () => {
    const end = '2026-06-10T08:00:00.000Z';
    const owner = await buildUser(database.db, { version_code: 1, vip_end_time: end });
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser(database.db)));
    const projectId = await buildProject(database.db, {
      ownerId: owner.id,
      members: others.map((member) => ({ userId: member.id })),
    });
    const project = await database.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(await memberLimitState(database.db, project, now)).toMatchObject({ limit: 10, graceUntil: null });

    const after = new Date(Date.parse(end) + 60_000);
    await endLapsedPlans(database.db, after);
    const state = await memberLimitState(database.db, project, after);
    expect(state).toMatchObject({ limit: 5, current: 6, versionCode: 0, mustRemove: false });
    expect(state.graceUntil).not.toBeNull();
  });
});
