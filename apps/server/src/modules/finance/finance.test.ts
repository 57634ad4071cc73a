import { FINANCE_PATHS, OrderStatus, type OrderDetail, type PayInfo, type PayStarted } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { movableClock } from '../../test/clock';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { multipart, tinyPng } from '../../test/uploads';

const path = (finance: string) => finance.replace(/^\/questline\//, '');
const ANNUAL_STANDARD = 71_808;

/** Issue 16 end to end through the API: order, bank transfer voucher, review, effect and the refusals. */
describe('finance: orders paid by bank transfer', () => {
  let server: TestServer;
  const clock = movableClock(Date.parse('2026-03-10T08:00:00.000Z'));
  let adminToken: string;

  beforeAll(async () => {
    server = await getTestServer({
      now: clock.now,
      config: {
        finance: {
          orderExpireMs: 3_600_000,
          offlineEnabled: true,
          offlinePayee: { accountName: 'Questline Ltd', accountNumber: '6222 0000', bank: 'ICBC' },
          alipay: null,
          wechatPay: null,
        },
      },
    });
    const admin = await buildUser(server.database.db, { is_platform_admin: 1 });
    adminToken = await signIn(server.database.db, admin.id, { now: clock.now(), ttlMs: 365 * 86_400_000 });
  });
  afterAll(() => server.close());

  async function buyer() {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id, { now: clock.now(), ttlMs: 365 * 86_400_000 });
    return { id: user.id, token, api: apiAs(server, token), en: apiAs(server, token, 'en-US') };
  }
  const admin = () => apiAs(server, adminToken);

  async function uploadVoucher(token: string, orderId: number, content: Buffer) {
    const body = multipart('file', 'voucher.png', 'image/png', content);
    const response = await server.app.inject({
      method: 'POST',
      url: `/prod-api${FINANCE_PATHS.saveOfflinePayFile}?orderId=${String(orderId)}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token), language: 'en-US' },
    });
    return response.json<{ code: number; msg: string }>();
  }

  async function orderAwaitingVoucher(api: Awaited<ReturnType<typeof buyer>>['api']) {
    const placed = await api<{ orderId: number; amountFen: number }>('POST', path(FINANCE_PATHS.addOrder), {
      versionCode: 1,
      period: 'annual',
      amountFen: ANNUAL_STANDARD,
    });
    expect(placed.code).toBe(200);
    const started = await api<PayStarted>('POST', path(FINANCE_PATHS.payOrder), {
      orderId: placed.data.orderId,
      method: 'offline',
    });
    expect(started.data.start).toEqual({
      kind: 'offline',
      payee: { accountName: 'Questline Ltd', accountNumber: '6222 0000', bank: 'ICBC' },
    });
    expect(started.data.order.status).toBe(OrderStatus.awaitingVoucher);
    return placed.data.orderId;
  }

  it('upgrades Free to Standard for a year: voucher, approval, then plan, end time, points and limits', async () => {
    const me = await buyer();
    for (let n = 0; n < 5; n += 1) await buildProject(server.database.db, { ownerId: me.id });
    const refused = await me.en('POST', 'projectInfo', { projectName: 'Sixth' });
    expect(refused).toMatchObject({ code: 500101, msg: expect.stringContaining('project limit (5)') as string });

    const orderId = await orderAwaitingVoucher(me.api);
    const pay = await me.en<PayInfo>('GET', `${path(FINANCE_PATHS.payInfo)}/${String(orderId)}`);
    expect(pay.data.methods).toEqual(['offline']);
    expect(pay.data.order.statusLabel).toBe('Awaiting voucher upload');

    expect(await uploadVoucher(me.token, orderId, tinyPng())).toMatchObject({ code: 200 });
    const queue = await admin()<{ orderId: number; buyerId: number }[]>('GET', path(FINANCE_PATHS.reviewList));
    expect(queue.data.map((row) => [row.orderId, row.buyerId])).toContainEqual([orderId, me.id]);
    const voucher = await server.app.inject({
      method: 'GET',
      url: `/prod-api${FINANCE_PATHS.voucher}/${String(orderId)}`,
      headers: bearer(adminToken),
    });
    expect([voucher.statusCode, voucher.headers['content-type']]).toEqual([200, 'image/png']);

    expect((await admin()('POST', path(FINANCE_PATHS.approveVoucher), { orderId })).code).toBe(200);
    expect((await admin()('POST', path(FINANCE_PATHS.approveVoucher), { orderId })).code).not.toBe(200);

    const info = await server.app.inject({
      method: 'GET',
      url: '/prod-api/getInfo',
      headers: { ...bearer(me.token), language: 'en-US' },
    });
    expect(info.json<{ data: { version: object } }>().data.version).toEqual({
      versionCode: 1,
      versionName: 'Standard',
      endTime: '2027-03-10T08:00:00.000Z',
    });
    const detail = await me.en<OrderDetail>('GET', `${path(FINANCE_PATHS.orderInfo)}/${String(orderId)}`);
    expect(detail.data.status).toBe(OrderStatus.paid);
    expect(detail.data.log.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      [null, OrderStatus.unpaid],
      [OrderStatus.unpaid, OrderStatus.awaitingVoucher],
      [OrderStatus.awaitingVoucher, OrderStatus.pendingReview],
      [OrderStatus.pendingReview, OrderStatus.paid],
    ]);
    expect(detail.data.log.at(-1)?.byUserId).not.toBe(me.id);
    const sum = await me.api<{ sumFen: number }>('GET', path(FINANCE_PATHS.userAllOrderSumMoney));
    expect(sum.data.sumFen).toBe(ANNUAL_STANDARD);
    const points = await server.database.db
      .selectFrom('points_ledger')
      .select('points')
      .where('user_id', '=', me.id)
      .execute();
    expect(points).toEqual([{ points: 143 }]);
    expect((await me.en('POST', 'projectInfo', { projectName: 'Sixth' })).code).toBe(200);
  });

  it('prices plans, upgrades and renewals on the server', async () => {
    const me = await buyer();
    const plans = await me.api<{ versionCode: number; prices: Record<string, number> }[]>(
      'GET',
      path(FINANCE_PATHS.versionInfoAllList),
    );
    expect(plans.data.map((plan) => plan.prices.annual)).toEqual([0, 71_808, 177_408, 409_728]);
    expect(plans.data.map((plan) => plan.prices.twoYear)).toEqual([0, 97_920, 241_920, 558_720]);
    await server.database.db
      .updateTable('users')
      .set({ version_code: 1, vip_end_time: '2026-06-01T08:00:00.000Z' })
      .where('id', '=', me.id)
      .execute();
    const upgrade = await me.api<{ targets: { versionCode: number; amountFen: number }[] }>(
      'GET',
      path(FINANCE_PATHS.upgradeVersionInfo),
    );
    expect(upgrade.data.targets).toEqual([
      { versionCode: 2, name: '专业版', amountFen: 10_000 * 3 },
      { versionCode: 3, name: '企业版', amountFen: 32_000 * 3 },
    ]);
    const renewal = await me.api<{ orderId: number; amountFen: number }>('POST', path(FINANCE_PATHS.renewalOrder), {
      period: 'monthly',
    });
    expect(renewal.data.amountFen).toBe(6800);
    expect((await me.api('POST', path(FINANCE_PATHS.upgradeOrder), { versionCode: 2 })).code).not.toBe(200);
    expect((await me.api('POST', path(FINANCE_PATHS.closeOrder), { orderId: renewal.data.orderId })).code).toBe(200);
    const upgraded = await me.api<{ amountFen: number }>('POST', path(FINANCE_PATHS.upgradeOrder), {
      versionCode: 2,
      amountFen: 30_000,
    });
    expect(upgraded.data.amountFen).toBe(30_000);
  });

  it('expires an unpaid order after the configured time and frees its product', async () => {
    const me = await buyer();
    const orderId = await orderAwaitingVoucher(me.api);
    clock.advance(3_600_001);
    const detail = await me.api<OrderDetail>('GET', `${path(FINANCE_PATHS.orderInfo)}/${String(orderId)}`);
    expect(detail.data.status).toBe(OrderStatus.failed);
    expect(detail.data.log.at(-1)).toMatchObject({ toStatus: OrderStatus.failed, byUserId: null });
    expect((await uploadVoucher(me.token, orderId, tinyPng())).code).not.toBe(200);
    await orderAwaitingVoucher(me.api);
  });
});
