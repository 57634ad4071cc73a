import { createSign, generateKeyPairSync } from 'node:crypto';
import { FINANCE_PATHS, OrderStatus, type OrderDetail, type PayStarted, type PaymentState } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api';
import { movableClock } from '../../../test/clock';
import { type FakePay, fakePayFinance, freePort, startFakePay } from '../../../test/fakePay';
import { buildUser, signIn } from '../../../test/factories';
import { type TestServer, getTestServer } from '../../../test/server';
import { alipaySignContent } from './alipaySign';

const path = (finance: string) => finance.replace(/^\/questline\//, '');
const ANNUAL_STANDARD = 71_808;

/**
 * Issue 16: the Alipay and WeChat Pay adapters against the local fake gateway over real HTTP, and every
 * refusal of a notification (forged, altered, wrong amount, wrong app, unknown order, replayed).
 */
describe('finance: online gateways', () => {
  let server: TestServer;
  let fake: FakePay;
  let publicUrl: string;
  const clock = movableClock(Date.parse('2026-03-10T08:00:00.000Z'));

  beforeAll(async () => {
    fake = await startFakePay();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${String(port)}`;
    server = await getTestServer({ now: clock.now, config: { publicUrl, finance: fakePayFinance(fake) } });
    await server.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  async function buyer() {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id, { now: clock.now(), ttlMs: 365 * 86_400_000 });
    return { id: user.id, api: apiAs(server, token, 'en-US') };
  }

  /** A buyer with an annual Standard order whose payment went to `method`. */
  async function paying(method: 'alipay' | 'wechat') {
    const me = await buyer();
    const placed = await me.api<{ orderId: number; orderNo: string }>('POST', path(FINANCE_PATHS.addOrder), {
      versionCode: 1,
      period: 'annual',
      amountFen: ANNUAL_STANDARD,
    });
    const started = await me.api<PayStarted>('POST', path(FINANCE_PATHS.payOrder), {
      orderId: placed.data.orderId,
      method,
    });
    expect(started.data.order.status).toBe(OrderStatus.paying);
    return { ...me, orderId: placed.data.orderId, orderNo: placed.data.orderNo, start: started.data.start };
  }

  async function stateOf(me: { api: ReturnType<typeof apiAs> }, orderId: number) {
    return (await me.api<PaymentState>('GET', `${path(FINANCE_PATHS.paymentState)}/${String(orderId)}`)).data;
  }

  async function footprint(userId: number, orderId: number) {
    const db = server.database.db;
    const [user, log, points] = await Promise.all([
      db
        .selectFrom('users')
        .select(['version_code', 'vip_end_time'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
      db.selectFrom('order_status_log').select('id').where('order_id', '=', orderId).execute(),
      db.selectFrom('points_ledger').select('points').where('user_id', '=', userId).execute(),
    ]);
    const order = await db
      .selectFrom('orders')
      .select(['status', 'trade_no'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { user, logEntries: log.length, points, order };
  }

  const notifyAlipay = (form: URLSearchParams) =>
    server.app.inject({
      method: 'POST',
      url: `/prod-api${FINANCE_PATHS.alipayNotify}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: form.toString(),
    });
  const notifyWechat = (notice: { headers: Record<string, string>; body: string }) =>
    server.app.inject({
      method: 'POST',
      url: `/prod-api${FINANCE_PATHS.wechatPayNotify}`,
      headers: notice.headers,
      payload: notice.body,
    });
  const paidFields = (orderNo: string, totalAmount = '718.08') => ({
    out_trade_no: orderNo,
    total_amount: totalAmount,
    trade_status: 'TRADE_SUCCESS',
  });
  const transaction = (orderNo: string, total = ANNUAL_STANDARD, extra: Record<string, unknown> = {}) => ({
    appid: fake.wechat.appId,
    mchid: fake.wechat.mchId,
    out_trade_no: orderNo,
    transaction_id: `4200${orderNo}`,
    trade_state: 'SUCCESS',
    amount: { total, payer_total: total, currency: 'CNY' },
    ...extra,
  });

  it('pays through the Alipay cashier: signed request, notification, return to PaymentSuccess', async () => {
    const me = await paying('alipay');
    expect(me.start.kind).toBe('redirect');
    const cashierUrl = me.start.kind === 'redirect' ? me.start.url : '';
    expect(cashierUrl.startsWith(`${fake.url}/gateway.do?`)).toBe(true);
    const cashier = await fetch(cashierUrl);
    expect(cashier.status).toBe(200);
    expect(fake.received.at(-1)).toEqual({
      endpoint: 'alipay.trade.page.pay',
      method: 'alipay.trade.page.pay',
      authentic: true,
    });
    expect(fake.alipayAmountFen(me.orderNo)).toBe(ANNUAL_STANDARD);
    expect((await stateOf(me, me.orderId)).paid).toBe(false);

    const paid = await fetch(`${fake.url}/fake/alipay/pay`, {
      method: 'POST',
      body: new URLSearchParams({ out_trade_no: me.orderNo }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^${publicUrl}/user/PaymentSuccess\\?orderId=${String(me.orderId)}&`),
    );
    expect(fake.notified.at(-1)).toMatchObject({ gateway: 'alipay', status: 200, text: 'success' });
    expect(await stateOf(me, me.orderId)).toEqual({
      orderId: me.orderId,
      status: OrderStatus.paid,
      statusLabel: 'Paid',
      paid: true,
      closed: false,
    });
    const after = await footprint(me.id, me.orderId);
    expect(after.user).toEqual({ version_code: 1, vip_end_time: '2027-03-10T08:00:00.000Z' });
    expect(after.points).toEqual([{ points: 143 }]);
    const detail = await me.api<OrderDetail>('GET', `${path(FINANCE_PATHS.orderInfo)}/${String(me.orderId)}`);
    expect(detail.data).toMatchObject({ provider: 'alipay', tradeNo: after.order.trade_no });
    expect(detail.data.log.at(-1)).toMatchObject({ toStatus: OrderStatus.paid, byUserId: null });

    // Alipay resends until it reads success: the replay is answered so, and applies nothing again.
    const replay = fake.alipayNotification({ ...paidFields(me.orderNo), trade_no: after.order.trade_no ?? '' });
    const again = await notifyAlipay(replay);
    expect([again.statusCode, again.body]).toEqual([200, 'success']);
    expect(await footprint(me.id, me.orderId)).toEqual(after);
  });

  it('refuses forged, altered, wrong-amount, wrong-app and unknown-order Alipay notifications', async () => {
    const me = await paying('alipay');
    const before = await footprint(me.id, me.orderId);
    const refused = async (form: URLSearchParams) => {
      const answer = await notifyAlipay(form);
      expect([answer.statusCode, answer.body]).toEqual([400, 'failure']);
    };

    await refused(fake.alipayNotification(paidFields(me.orderNo, '0.01')));
    const signedByAnother = fake.alipayNotification(paidFields(me.orderNo));
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    signedByAnother.set(
      'sign',
      createSign('RSA-SHA256')
        .update(alipaySignContent(Object.fromEntries(signedByAnother.entries()), ['sign', 'sign_type']))
        .sign(stranger, 'base64'),
    );
    await refused(signedByAnother);
    const tampered = fake.alipayNotification(paidFields(me.orderNo, '0.01'));
    tampered.set('total_amount', '718.08');
    await refused(tampered);
    await refused(fake.alipayNotification({ ...paidFields(me.orderNo), app_id: '2021999999999999' }));
    await refused(fake.alipayNotification(paidFields('QL20260310NOSUCHORDER')));
    const unsigned = fake.alipayNotification(paidFields(me.orderNo));
    unsigned.delete('sign');
    await refused(unsigned);
    expect(await footprint(me.id, me.orderId)).toEqual(before);
    expect((await stateOf(me, me.orderId)).status).toBe(OrderStatus.paying);

    // A trade still waiting for the buyer is acknowledged and changes nothing.
    const waiting = await notifyAlipay(
      fake.alipayNotification({ ...paidFields(me.orderNo), trade_status: 'WAIT_BUYER_PAY' }),
    );
    expect(waiting.body).toBe('success');
    expect(await footprint(me.id, me.orderId)).toEqual(before);
  });

  it('pays a WeChat Pay Native order: a signed order gives the code_url, the notification settles it once', async () => {
    const me = await paying('wechat');
    expect(me.start).toEqual({ kind: 'qrCode', codeUrl: fake.wechatOrder(me.orderNo)?.codeUrl });
    expect(me.start.kind === 'qrCode' && me.start.codeUrl.startsWith('weixin://wxpay/bizpayurl?pr=')).toBe(true);
    expect(fake.received.at(-1)).toEqual({ endpoint: 'v3/pay/transactions/native', authentic: true });
    expect(fake.wechatOrder(me.orderNo)).toMatchObject({
      amount: { total: ANNUAL_STANDARD, currency: 'CNY' },
      notify_url: `${publicUrl}/prod-api${FINANCE_PATHS.wechatPayNotify}`,
    });

    const notice = await fake.payWechat(me.orderNo);
    expect([notice.status, notice.text]).toEqual([204, '']);
    expect((await stateOf(me, me.orderId)).paid).toBe(true);
    const after = await footprint(me.id, me.orderId);
    expect(after.user.version_code).toBe(1);
    expect(after.order.trade_no).toMatch(/^4200/);

    const replay = await notifyWechat(
      fake.wechatNotification(transaction(me.orderNo, ANNUAL_STANDARD, { transaction_id: after.order.trade_no })),
    );
    expect(replay.statusCode).toBe(204);
    expect(await footprint(me.id, me.orderId)).toEqual(after);
  });

  it('refuses forged, altered, wrong-amount, wrong-merchant and unknown-order WeChat Pay notifications', async () => {
    const me = await paying('wechat');
    const before = await footprint(me.id, me.orderId);

    const altered = fake.wechatNotification(transaction(me.orderNo));
    const forged = await notifyWechat({ ...altered, body: altered.body.replace('"TRANSACTION.SUCCESS"', '"X"') });
    expect([forged.statusCode, forged.json()]).toEqual([
      401,
      { code: 'SIGN_ERROR', message: expect.any(String) as string },
    ]);
    const unsigned = fake.wechatNotification(transaction(me.orderNo));
    delete unsigned.headers['wechatpay-signature'];
    expect((await notifyWechat(unsigned)).statusCode).toBe(401);

    const wrongAmount = await notifyWechat(fake.wechatNotification(transaction(me.orderNo, 1)));
    expect([wrongAmount.statusCode, wrongAmount.json<{ code: string }>().code]).toEqual([400, 'FAIL']);
    expect(
      (await notifyWechat(fake.wechatNotification(transaction(me.orderNo, ANNUAL_STANDARD, { mchid: '1900000099' }))))
        .statusCode,
    ).toBe(400);
    expect((await notifyWechat(fake.wechatNotification(transaction('QL20260310NOSUCHORDER')))).statusCode).toBe(400);
    const closed = await notifyWechat(
      fake.wechatNotification(transaction(me.orderNo, ANNUAL_STANDARD, { trade_state: 'CLOSED' }), {
        eventType: 'TRANSACTION.CLOSED',
      }),
    );
    expect(closed.statusCode).toBe(204);
    expect(await footprint(me.id, me.orderId)).toEqual(before);
  });

  it('acknowledges money for an order closed before it came, and applies nothing', async () => {
    const me = await paying('alipay');
    expect((await me.api('POST', path(FINANCE_PATHS.closeOrder), { orderId: me.orderId })).code).toBe(200);
    const before = await footprint(me.id, me.orderId);
    const late = await notifyAlipay(fake.alipayNotification(paidFields(me.orderNo)));
    expect([late.statusCode, late.body]).toEqual([200, 'success']);
    expect(await footprint(me.id, me.orderId)).toEqual(before);
    expect(await stateOf(me, me.orderId)).toMatchObject({ paid: false, closed: true });
  });

  it('refuses a WeChat Pay order when the gateway cannot be reached, recording nothing', async () => {
    const closedPort = await freePort();
    const offline = await getTestServer({
      now: clock.now,
      config: {
        publicUrl,
        finance: fakePayFinance(fake, { WECHAT_PAY_BASE_URL: `http://127.0.0.1:${String(closedPort)}` }),
      },
    });
    try {
      const user = await buildUser(offline.database.db);
      const token = await signIn(offline.database.db, user.id, { now: clock.now(), ttlMs: 86_400_000 });
      const api = apiAs(offline, token, 'en-US');
      const placed = await api<{ orderId: number }>('POST', path(FINANCE_PATHS.addOrder), {
        versionCode: 1,
        period: 'monthly',
      });
      const refused = await api('POST', path(FINANCE_PATHS.payOrder), {
        orderId: placed.data.orderId,
        method: 'wechat',
      });
      expect(refused).toMatchObject({ code: 500, msg: expect.stringContaining('payment platform') as string });
      const order = await offline.database.db
        .selectFrom('orders')
        .select(['status', 'provider'])
        .where('id', '=', placed.data.orderId)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({ status: OrderStatus.unpaid, provider: null });
    } finally {
      await offline.close();
    }
  });

  it("answers paymentState to the order's buyer only", async () => {
    const me = await paying('alipay');
    const other = await buyer();
    const answer = await other.api('GET', `${path(FINANCE_PATHS.paymentState)}/${String(me.orderId)}`);
    expect(answer.code).toBe(404);
    const anonymous = await apiAs(server)('GET', `${path(FINANCE_PATHS.paymentState)}/${String(me.orderId)}`);
    expect(anonymous.code).toBe(401);
    const offered = await me.api<{ methods: string[] }>('GET', `${path(FINANCE_PATHS.payInfo)}/${String(me.orderId)}`);
    expect(offered.data.methods).toEqual(['offline', 'alipay', 'wechat']);
  });
});
