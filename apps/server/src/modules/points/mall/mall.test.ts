import {
  type CommodityImage,
  type CommodityOffer,
  type CommodityPayInfo,
  type CommodityRow,
  MALL_PATHS,
  type PointsOrderRow,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/clock';
import { type TestServer, bearer, getTestServer } from '../../../test/server';
import { multipart, tinyPng } from '../../../test/uploads';
import { mallKit } from './testKit.fixture';

const DAY = 86_400_000;

/**
 * Spec points 2 "integralPage" and "forpoint", 3 "Points order status", 5 "Points mall order" and 7 (issue 30,
 * ADR 0112): commodities, redemption and its refusals, points orders from to-ship to received.
 */
describe('points mall', () => {
  let server: TestServer;
  const clock = movableClock(Date.parse('2026-06-01T02:00:00.000Z'));
  let kit: ReturnType<typeof mallKit>;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    kit = mallKit(server, clock.now);
  });
  afterAll(() => server.close());

  it('keeps commodities to the administrator and lists only those on sale, in the caller’s language', async () => {
    const buyer = await kit.person();
    const refused = await kit.call('POST', MALL_PATHS.adminCommodities, {
      token: buyer.token,
      payload: { nameZh: '伞', nameEn: 'Umbrella', pointsPrice: 10, stock: 1, onSale: true },
    });
    expect(refused.code).toBe(403);
    const admin = await kit.admin();
    const unnamed = await kit.call('POST', MALL_PATHS.adminCommodities, {
      token: admin.token,
      payload: { nameZh: ' ', nameEn: 'Umbrella', pointsPrice: 10, stock: 1, onSale: true },
      language: 'zh-CN',
    });
    expect(unnamed.msg).toContain('请填写商品名称（中文和英文）');
    const badImage = await kit.call('POST', MALL_PATHS.adminCommodities, {
      token: admin.token,
      payload: { nameZh: '伞', nameEn: 'Umbrella', pointsPrice: 10, stock: 1, onSale: true, image: '../etc/passwd' },
    });
    expect(badImage.msg).toContain('The commodity image must be a PNG or JPEG file');
    const shown = await kit.commodity({ nameZh: '帆布袋', nameEn: 'Tote bag', pointsPrice: 12 });
    const hidden = await kit.commodity({ nameEn: 'Hidden', onSale: false });
    const list = await kit.call<CommodityOffer[]>('GET', MALL_PATHS.saleInfoList, { token: buyer.token });
    const names = list.data.map((offer) => offer.name);
    expect(names).toContain('Tote bag');
    expect(names).not.toContain('Hidden');
    const zh = await kit.call<CommodityOffer[]>('GET', MALL_PATHS.saleInfoList, {
      token: buyer.token,
      language: 'zh-CN',
    });
    expect(zh.data.find((offer) => offer.commodityId === shown.commodityId)?.name).toBe('帆布袋');
    const info = await kit.call<CommodityPayInfo>('GET', MALL_PATHS.commodityPayInfo(shown.commodityId), {
      token: buyer.token,
    });
    expect(info.data).toMatchObject({ balance: 0, commodity: { name: 'Tote bag', pointsPrice: 12, stock: 5 } });
    expect((await kit.call('GET', MALL_PATHS.commodityPayInfo(hidden.commodityId), { token: buyer.token })).code).toBe(
      404,
    );
    const all = await kit.call<CommodityRow[]>('GET', MALL_PATHS.adminCommodities, { token: admin.token });
    expect(all.data.map((row) => row.commodityId)).toEqual(
      expect.arrayContaining([shown.commodityId, hidden.commodityId]),
    );
    expect((await kit.call('GET', MALL_PATHS.adminCommodities, { token: buyer.token })).code).toBe(403);
  });

  it('stores a picture checked by its bytes, serves it to anyone, and replaces it on edit', async () => {
    const admin = await kit.admin();
    const upload = (content: Buffer, token = admin.token) => {
      const form = multipart('file', 'mug.png', 'image/png', content);
      return server.app.inject({
        method: 'POST',
        url: `/prod-api${MALL_PATHS.adminCommodityImage}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token), language: 'en-US' },
      });
    };
    expect((await upload(Buffer.from('not a picture'))).json()).toMatchObject({
      msg: 'The commodity image must be a PNG or JPEG file',
    });
    const buyer = await kit.person();
    expect((await upload(tinyPng(), buyer.token)).json()).toMatchObject({ code: 403 });
    const stored = (await upload(tinyPng())).json<{ data: CommodityImage }>().data;
    const commodity = await kit.commodity({ image: stored.image });
    expect(commodity.imageUrl).toBe(stored.imageUrl);
    const served = await server.app.inject({ method: 'GET', url: stored.imageUrl });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    const edited = await kit.call<CommodityRow>('PUT', MALL_PATHS.adminCommodities, {
      token: admin.token,
      payload: {
        commodityId: commodity.commodityId,
        nameZh: commodity.nameZh,
        nameEn: commodity.nameEn,
        descriptionZh: commodity.descriptionZh,
        descriptionEn: commodity.descriptionEn,
        pointsPrice: 45,
        stock: 9,
        onSale: commodity.onSale,
        image: '',
      },
    });
    expect(edited.data).toMatchObject({ pointsPrice: 45, stock: 9, imageUrl: null });
    expect((await server.app.inject({ method: 'GET', url: stored.imageUrl })).statusCode).toBe(404);
  });

  it('redeems for points in one step: stock, balance, ledger and order move together', async () => {
    const buyer = await kit.person();
    await kit.grant(buyer.id, 100);
    const mug = await kit.commodity({ pointsPrice: 30, stock: 5 });
    const order = await kit.call<PointsOrderRow>('POST', MALL_PATHS.addCommodityOrder, {
      token: buyer.token,
      payload: kit.redemption(mug.commodityId, { quantity: 2 }),
    });
    expect(order.code).toBe(200);
    expect(order.data).toMatchObject({ status: 'toShip', points: 60, quantity: 2, commodityName: 'Mug' });
    expect(order.data.orderNo).toMatch(/^JF20260601[0-9A-F]{12}$/);
    expect(await kit.state(buyer.id, mug.commodityId)).toEqual({ balance: 40, stock: 3, sold: 2, orders: 1 });
    const ledger = await server.database.db
      .selectFrom('points_ledger')
      .select(['points', 'source', 'ref_id', 'balance_after'])
      .where('user_id', '=', buyer.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ledger).toEqual({ points: -60, source: 'redemption', ref_id: order.data.orderId, balance_after: 40 });
  });

  it('refuses bad input, short stock and too few points with the spec’s messages, and takes nothing', async () => {
    const buyer = await kit.person();
    await kit.grant(buyer.id, 50);
    const mug = await kit.commodity({ pointsPrice: 30, stock: 1 });
    const redeem = (extra: object, language: 'zh-CN' | 'en-US' = 'en-US') =>
      kit.call('POST', MALL_PATHS.addCommodityOrder, {
        token: buyer.token,
        payload: kit.redemption(mug.commodityId, extra),
        language,
      });
    expect((await redeem({ recipient: '  ' })).msg).toContain('Enter the recipient');
    expect((await redeem({ phone: '1234' }, 'zh-CN')).msg).toContain('手机号码不正确');
    expect((await redeem({ address: '' })).msg).toContain('Enter the delivery address');
    expect((await redeem({ quantity: 11 })).code).toBe(500);
    expect(await redeem({ quantity: 2 })).toMatchObject({ code: 500, msg: 'Insufficient stock' });
    expect(await redeem({ quantity: 2 }, 'zh-CN')).toMatchObject({ msg: '库存不足' });
    const dear = await kit.commodity({ pointsPrice: 80, stock: 3 });
    const tooDear = await kit.call('POST', MALL_PATHS.addCommodityOrder, {
      token: buyer.token,
      payload: kit.redemption(dear.commodityId),
    });
    expect(tooDear).toMatchObject({ code: 500, msg: 'Not enough points for the redemption' });
    const off = await kit.commodity({ onSale: false });
    const offSale = await kit.call('POST', MALL_PATHS.addCommodityOrder, {
      token: buyer.token,
      payload: kit.redemption(off.commodityId),
    });
    expect(offSale.msg).toBe('The product does not exist or is no longer on sale');
    expect(await kit.state(buyer.id, mug.commodityId)).toEqual({ balance: 50, stock: 1, sold: 0, orders: 0 });
    expect(await kit.state(buyer.id, dear.commodityId)).toMatchObject({ stock: 3, sold: 0 });
  });

  it('ships once, lets only the buyer confirm receipt, and receives by itself 14 days after shipping', async () => {
    const buyer = await kit.person();
    const stranger = await kit.person();
    const admin = await kit.admin();
    await kit.grant(buyer.id, 200);
    const mug = await kit.commodity({ pointsPrice: 20, stock: 5 });
    const place = async () =>
      (
        await kit.call<PointsOrderRow>('POST', MALL_PATHS.addCommodityOrder, {
          token: buyer.token,
          payload: kit.redemption(mug.commodityId),
        })
      ).data.orderId;
    const first = await place();
    const second = await place();
    const receive = (orderId: number, token = buyer.token) =>
      kit.call<PointsOrderRow>('POST', MALL_PATHS.receive, { token, payload: { orderId } });
    const ship = (orderId: number, token = admin.token, extra: object = {}) =>
      kit.call<PointsOrderRow>('POST', MALL_PATHS.ship, {
        token,
        payload: { orderId, carrier: 'SF Express', trackingNo: 'SF1234567890', ...extra },
      });

    expect((await receive(first)).msg).toBe(
      'This points order has not been shipped yet or its receipt is already confirmed',
    );
    expect((await ship(first, buyer.token)).code).toBe(403);
    expect((await ship(first, admin.token, { trackingNo: ' ' })).msg).toContain('Enter the tracking number');
    const toShip = await kit.call<PointsOrderRow[]>('GET', `${MALL_PATHS.adminOrders}?status=toShip&pageSize=100`, {
      token: admin.token,
    });
    expect(toShip.rows.map((row) => row.orderId)).toEqual(expect.arrayContaining([first, second]));
    expect((await ship(first)).data).toMatchObject({ status: 'shipped', carrier: 'SF Express' });
    expect((await ship(first)).msg).toBe('This points order has already been shipped');
    expect((await ship(999_999)).code).toBe(404);
    expect((await receive(first, stranger.token)).code).toBe(404);
    const received = await receive(first);
    expect(received.data).toMatchObject({ status: 'received', receivedBy: 'buyer' });

    const shippedAt = clock.now().toISOString();
    await ship(second);
    clock.advance(14 * DAY - 60_000);
    const mine = () =>
      kit.call<PointsOrderRow[]>('GET', `${MALL_PATHS.myOrders}?pageNum=1&pageSize=10`, { token: buyer.token });
    expect((await mine()).rows.find((row) => row.orderId === second)?.status).toBe('shipped');
    clock.advance(2 * 60_000);
    const later = (await mine()).rows.find((row) => row.orderId === second);
    expect(later).toMatchObject({ status: 'received', receivedBy: 'auto' });
    expect(Date.parse(later?.receivedTime ?? '') - Date.parse(shippedAt)).toBe(14 * DAY);
    expect((await mine()).total).toBe(2);
    const strangers = await kit.call('GET', `${MALL_PATHS.myOrders}?pageNum=1&pageSize=10`, { token: stranger.token });
    expect(strangers).toMatchObject({ code: 200, total: 0 });
  });
});

describe('points mall, self-hosted', () => {
  it('is not offered: every call answers the commerce refusal', async () => {
    const server = await getTestServer({ config: { edition: 'self-hosted' } });
    try {
      const kit = mallKit(server, () => new Date());
      const buyer = await kit.person();
      const answer = await kit.call('GET', MALL_PATHS.saleInfoList, { token: buyer.token });
      expect(answer).toMatchObject({
        code: 500,
        msg: 'This installation is self-hosted: it offers no purchases, payments or invoices',
      });
    } finally {
      await server.close();
    }
  });
});
