import { OrderStatus, ResultCode } from '@questline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { buildProject, buildUser } from '../../test/factories';
import { buildQuestion } from '../../test/questions';
import { adminSuite } from './adminKit.fixture';

/** Issue 35: the dashboard's figures, each counted by the database over its window. */
describe('the dashboard', () => {
  const now = new Date('2026-05-20T12:00:00.000Z');
  const suite = adminSuite({ now: () => now });
  beforeAll(async () => {
    const { db } = suite.server.database;
    const buyer = await buildUser(db);
    const projectId = await buildProject(db, { ownerId: buyer.id });
    for (const day of ['2026-05-19', '2026-05-18', '2026-05-05']) {
      const at = new Date(`${day}T10:00:00.000Z`);
      await buildQuestion(db, { projectId, creatorId: buyer.id, handlerIds: [buyer.id], now: at });
    }
    const order = (no: string, paid: string | null, fen: number) => ({
      order_no: no,
      user_id: buyer.id,
      product_kind: 'plan' as const,
      product_id: 1,
      product_name: 'Standard',
      order_type: 'upgrade' as const,
      period: 'monthly' as const,
      months: 1,
      credits: null,
      amount_fen: fen,
      status: paid ? OrderStatus.paid : OrderStatus.unpaid,
      open_slot: null,
      provider: null,
      trade_no: null,
      voucher_key: null,
      reject_reason: null,
      expire_time: '2026-06-01T00:00:00.000Z',
      paid_time: paid,
      create_time: '2026-04-01T00:00:00.000Z',
      update_time: '2026-04-01T00:00:00.000Z',
    });
    await db
      .insertInto('orders')
      .values([
        order('A1', '2026-05-02T00:00:00.000Z', 1000),
        order('A2', '2026-04-10T00:00:00.000Z', 2500),
        order('A3', null, 9999),
      ])
      .execute();
  });

  it('counts people, activity, projects, issues by week, storage, paid orders by month and open work orders', async () => {
    const answer = await prodApi(suite.server)('GET', '/admin/dashboard', { token: suite.root });
    expect(answer.code).toBe(ResultCode.ok);
    const data = answer.data;
    expect(data.users).toBe(2);
    expect(data.activeUsers7d).toBe(1);
    expect(data.projects).toBe(1);
    expect(data.issuesPerWeek).toHaveLength(8);
    expect(data.issuesPerWeek.at(-1)).toEqual({ start: '2026-05-14', count: 2 });
    expect(data.issuesPerWeek.at(-3)).toEqual({ start: '2026-04-30', count: 1 });
    expect(data.ordersPerMonth).toHaveLength(6);
    expect(data.ordersPerMonth.at(-1)).toEqual({ month: '2026-05', orders: 1, revenueFen: 1000 });
    expect(data.ordersPerMonth.at(-2)).toEqual({ month: '2026-04', orders: 1, revenueFen: 2500 });
    expect(data.ordersPerMonth[0]).toEqual({ month: '2025-12', orders: 0, revenueFen: 0 });
    expect(data.storageBytes).toBe(0);
    expect(data.openWorkOrders).toBe(0);
  });
});
