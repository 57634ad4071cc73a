import { FINANCE_PATHS, OrderStatus, type PayStarted } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { multipart, tinyPng } from '../../test/uploads';

const path = (finance: string) => finance.replace(/^\/questline\//, '');

/** Issue 16's refusals: each answers a localised message and changes nothing. */
describe('finance refusals', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  async function person(overrides: { version_code?: number; vip_end_time?: string | null } = {}) {
    const user = await buildUser(server.database.db, overrides);
    const token = await signIn(server.database.db, user.id);
    return { id: user.id, token, zh: apiAs(server, token), en: apiAs(server, token, 'en-US') };
  }
  const ordersOf = (userId: number) =>
    server.database.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', userId).execute();
  const userPlan = (userId: number) =>
    server.database.db
      .selectFrom('users')
      .select(['version_code', 'vip_end_time'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  async function uploadVoucher(token: string, orderId: number, content: Buffer, mime = 'image/png') {
    const body = multipart('file', 'voucher.png', mime, content);
    const response = await server.app.inject({
      method: 'POST',
      url: `/prod-api${FINANCE_PATHS.saveOfflinePayFile}?orderId=${String(orderId)}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token), language: 'en-US' },
    });
    return response.json<{ code: number; msg: string }>();
  }

  async function awaitingVoucher(buyer: Awaited<ReturnType<typeof person>>) {
    const placed = await buyer.zh<{ orderId: number }>('POST', path(FINANCE_PATHS.addOrder), {
      versionCode: 2,
      period: 'monthly',
    });
    await buyer.zh<PayStarted>('POST', path(FINANCE_PATHS.payOrder), {
      orderId: placed.data.orderId,
      method: 'offline',
    });
    return placed.data.orderId;
  }

  it('refuses a tampered amount and records no order', async () => {
    const buyer = await person();
    const body = { versionCode: 1, period: 'annual', amountFen: 1 };
    expect(await buyer.zh('POST', path(FINANCE_PATHS.addOrder), body)).toMatchObject({
      code: 500,
      msg: '订单金额与当前价格不一致，请刷新后重新下单',
    });
    expect(await buyer.en('POST', path(FINANCE_PATHS.addOrder), body)).toMatchObject({
      msg: 'The order amount differs from the current price; refresh and order again',
    });
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('refuses a product that does not exist or is off sale', async () => {
    const buyer = await person();
    expect(await buyer.en('POST', path(FINANCE_PATHS.addResourcesOrder), { productId: 999 })).toMatchObject({
      code: 500,
      msg: 'The product does not exist or is no longer on sale',
    });
    expect(await buyer.zh('POST', path(FINANCE_PATHS.addOrder), { versionCode: 0, period: 'annual' })).toMatchObject({
      msg: '所选商品不存在或已下架',
    });
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it("answers 404 for someone else's order, to read, pay, close or upload a voucher for", async () => {
    const owner = await person();
    const other = await person();
    const orderId = await awaitingVoucher(owner);
    const id = String(orderId);
    expect((await other.en('GET', `${path(FINANCE_PATHS.orderInfo)}/${id}`)).code).toBe(404);
    expect((await other.en('GET', `${path(FINANCE_PATHS.payInfo)}/${id}`)).code).toBe(404);
    expect((await other.en('POST', path(FINANCE_PATHS.closeOrder), { orderId })).code).toBe(404);
    expect((await other.en('POST', path(FINANCE_PATHS.payOrder), { orderId, method: 'offline' })).code).toBe(404);
    expect(await uploadVoucher(other.token, orderId, tinyPng())).toMatchObject({ code: 404 });
    const voucher = await server.app.inject({
      method: 'GET',
      url: `/prod-api${FINANCE_PATHS.voucher}/${id}`,
      headers: bearer(other.token),
    });
    expect(voucher.json<{ code: number }>().code).toBe(404);
    expect(await ordersOf(owner.id)).toEqual([{ id: orderId, status: OrderStatus.awaitingVoucher }]);
  });

  it('refuses a voucher that is not an image, by its content', async () => {
    const buyer = await person();
    const orderId = await awaitingVoucher(buyer);
    expect(await uploadVoucher(buyer.token, orderId, Buffer.from('<html>not a picture</html>'))).toEqual({
      code: 500,
      msg: 'The voucher must be a PNG or JPEG image',
    });
    expect(await ordersOf(buyer.id)).toEqual([{ id: orderId, status: OrderStatus.awaitingVoucher }]);
  });

  it('refuses an upgrade to a lower plan, a second open order and a renewal on Free', async () => {
    const end = new Date(Date.now() + 100 * 86_400_000).toISOString();
    const buyer = await person({ version_code: 2, vip_end_time: end });
    expect(await buyer.en('POST', path(FINANCE_PATHS.upgradeOrder), { versionCode: 1 })).toMatchObject({
      code: 500,
      msg: 'You can only upgrade to a higher plan',
    });
    expect(await buyer.zh('POST', path(FINANCE_PATHS.upgradeOrder), { versionCode: 2 })).toMatchObject({
      msg: '只能升级到更高的版本',
    });
    expect(await buyer.en('POST', path(FINANCE_PATHS.addOrder), { versionCode: 3, period: 'annual' })).toMatchObject({
      msg: 'You are on a paid plan already: upgrade or renew it instead',
    });
    expect((await buyer.en('POST', path(FINANCE_PATHS.renewalOrder), { period: 'monthly' })).code).toBe(200);
    expect(await buyer.en('POST', path(FINANCE_PATHS.upgradeOrder), { versionCode: 3 })).toMatchObject({
      msg: 'There is already an open order for this product; pay or close it first',
    });
    expect(await userPlan(buyer.id)).toEqual({ version_code: 2, vip_end_time: end });
    const free = await person();
    expect(await free.en('POST', path(FINANCE_PATHS.renewalOrder), { period: 'monthly' })).toMatchObject({
      msg: 'The Free plan needs no renewal; buy a paid plan',
    });
  });

  it('keeps the review and the catalogue to platform administrators', async () => {
    const buyer = await person();
    const orderId = await awaitingVoucher(buyer);
    await uploadVoucher(buyer.token, orderId, tinyPng());
    expect((await buyer.en('POST', path(FINANCE_PATHS.approveVoucher), { orderId })).code).toBe(403);
    expect((await buyer.en('GET', path(FINANCE_PATHS.reviewList))).code).toBe(403);
    const product = { kind: 'chatgpt', nameZh: 'AI 对话', nameEn: 'AI chat', priceFen: 900, credits: 100 };
    expect((await buyer.en('POST', path(FINANCE_PATHS.products), product)).code).toBe(403);
    expect((await apiAs(server)('GET', path(FINANCE_PATHS.orderList))).code).toBe(401);
    expect(await ordersOf(buyer.id)).toEqual([{ id: orderId, status: OrderStatus.pendingReview }]);
    expect(await userPlan(buyer.id)).toEqual({ version_code: 0, vip_end_time: null });
  });

  it('lets an administrator reject a voucher with a reason; the buyer uploads again', async () => {
    const buyer = await person();
    const admin = await person();
    await server.database.db.updateTable('users').set({ is_platform_admin: 1 }).where('id', '=', admin.id).execute();
    const orderId = await awaitingVoucher(buyer);
    await uploadVoucher(buyer.token, orderId, tinyPng());
    const reject = { orderId, reason: 'Amount on the slip is wrong' };
    expect((await admin.en('POST', path(FINANCE_PATHS.rejectVoucher), reject)).code).toBe(200);
    expect(await admin.en('POST', path(FINANCE_PATHS.rejectVoucher), reject)).toMatchObject({
      msg: 'This order is not pending review',
    });
    const detail = await buyer.en<{ status: number; rejectReason: string; log: { note: string }[] }>(
      'GET',
      `${path(FINANCE_PATHS.orderInfo)}/${String(orderId)}`,
    );
    expect([detail.data.status, detail.data.rejectReason, detail.data.log.at(-1)?.note]).toEqual([
      OrderStatus.awaitingVoucher,
      'Amount on the slip is wrong',
      'Amount on the slip is wrong',
    ]);
    expect((await uploadVoucher(buyer.token, orderId, tinyPng())).code).toBe(200);
    expect(await userPlan(buyer.id)).toEqual({ version_code: 0, vip_end_time: null });
  });

  it('sells administrator-configured products and grants them when paid', async () => {
    const admin = await person();
    await server.database.db.updateTable('users').set({ is_platform_admin: 1 }).where('id', '=', admin.id).execute();
    const added = await admin.en<{ productId: number }>('POST', path(FINANCE_PATHS.products), {
      kind: 'chatgpt',
      nameZh: 'AI 对话 1000 次',
      nameEn: 'AI chat x1000',
      priceFen: 2900,
      credits: 1000,
      months: 6,
    });
    expect(added.code).toBe(200);
    const buyer = await person();
    const listed = await buyer.en<{ productId: number; name: string; months: number | null }[]>(
      'GET',
      path(FINANCE_PATHS.chatGptVersionList),
    );
    expect(listed.data).toContainEqual(
      expect.objectContaining({ productId: added.data.productId, name: 'AI chat x1000', months: null }),
    );
    expect(
      await buyer.en('POST', path(FINANCE_PATHS.addResourcesOrder), { productId: added.data.productId }),
    ).toMatchObject({
      msg: 'The product does not exist or is no longer on sale',
    });
    const placed = await buyer.en<{ orderId: number }>('POST', path(FINANCE_PATHS.addCreditsOrder), {
      productId: added.data.productId,
      amountFen: 2900,
    });
    await buyer.en('POST', path(FINANCE_PATHS.payOrder), { orderId: placed.data.orderId, method: 'offline' });
    await uploadVoucher(buyer.token, placed.data.orderId, tinyPng());
    expect((await admin.en('POST', path(FINANCE_PATHS.approveVoucher), { orderId: placed.data.orderId })).code).toBe(
      200,
    );
    const granted = await server.database.db
      .selectFrom('entitlements')
      .select(['kind', 'credits', 'end_time'])
      .where('user_id', '=', buyer.id)
      .execute();
    expect(granted).toEqual([{ kind: 'chatgpt', credits: 1000, end_time: null }]);
    const points = await server.database.db
      .selectFrom('points_ledger')
      .select('points')
      .where('user_id', '=', buyer.id)
      .execute();
    expect(points).toEqual([{ points: 5 }]);
  });
});
