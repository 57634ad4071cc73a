import {
  type AuditEntry,
  MALL_PATHS,
  type PointsOrderRow,
  RESOURCE_PATHS,
  type ResourceFileRow,
  ResultCode,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { mallKit } from '../points/mall/testKit.fixture';
import { resourceKit } from '../resources/testKit.fixture';

/**
 * Issue 35: the points mall's commodities and shipping and the resource store's resources and files are changed by
 * platform administrators, so each change is in the audit log with what it replaced, written with the change.
 */
describe('the audit log of the points mall and the resource store', () => {
  const clock = movableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  /** The audit lines whose names hold a word, newest first, as the audit page reads them. */
  async function trail(token: string, word: string): Promise<AuditEntry[]> {
    const answer = await prodApi(server)('GET', `/admin/audit/list?keyword=${encodeURIComponent(word)}`, { token });
    return answer.rows as AuditEntry[];
  }

  it('records commodities added and edited and an order shipped, and a refused shipment records nothing', async () => {
    const kit = mallKit(server, clock.now);
    const admin = await kit.admin();
    const mug = await kit.commodity({ nameEn: 'Audit mug', pointsPrice: 30 });
    const edited = await kit.call('PUT', MALL_PATHS.adminCommodities, {
      token: admin.token,
      payload: {
        commodityId: mug.commodityId,
        nameZh: mug.nameZh,
        nameEn: mug.nameEn,
        descriptionZh: mug.descriptionZh,
        descriptionEn: mug.descriptionEn,
        pointsPrice: 45,
        stock: 9,
        onSale: true,
        image: '',
      },
    });
    expect(edited.code).toBe(ResultCode.ok);

    const buyer = await kit.person();
    await kit.grant(buyer.id, 100);
    const order = await kit.call<PointsOrderRow>('POST', MALL_PATHS.addCommodityOrder, {
      token: buyer.token,
      payload: kit.redemption(mug.commodityId),
    });
    const ship = { orderId: order.data.orderId, carrier: 'SF Express', trackingNo: 'SF1234567890' };
    expect((await kit.call('POST', MALL_PATHS.ship, { token: admin.token, payload: ship })).code).toBe(ResultCode.ok);
    // Shipped already: refused, and no second line.
    expect((await kit.call('POST', MALL_PATHS.ship, { token: admin.token, payload: ship })).code).toBe(ResultCode.fail);

    const lines = await trail(admin.token, 'Audit mug');
    expect(lines.map((line) => line.action)).toEqual(['commodityEdit', 'commodityCreate']);
    expect(lines[0]).toMatchObject({
      actorId: admin.id,
      targetType: 'commodity',
      targetId: String(mug.commodityId),
      before: { points_price: 30, stock: 5 },
      after: { pointsPrice: 45, stock: 9 },
    });
    const shipped = await trail(admin.token, order.data.orderNo);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toMatchObject({
      action: 'mallOrderShip',
      targetType: 'order',
      before: { status: 'toShip' },
      after: { status: 'shipped', carrier: 'SF Express', trackingNo: 'SF1234567890' },
    });
  });

  it('records resources added, edited and removed and their files added and removed', async () => {
    const kit = resourceKit(server, clock.now);
    const admin = await kit.admin();
    const guide = await kit.resource({ title: 'Audit guide', priceFen: 990 });
    const edited = await kit.call('PUT', RESOURCE_PATHS.admin, {
      token: admin.token,
      payload: {
        resourceId: guide.resourceId,
        title: 'Audit guide',
        category: guide.category,
        description: guide.description,
        cover: '',
        priceFen: 1290,
        pointsPrice: guide.pointsPrice,
        membersFree: guide.membersFree,
        published: guide.published,
      },
    });
    expect(edited.code).toBe(ResultCode.ok);
    const file = await kit.upload(guide.resourceId, 'guide.pdf', Buffer.from('%PDF-1.4 guide'));
    expect(file.code).toBe(ResultCode.ok);
    const { fileId } = file.data as ResourceFileRow;
    const removeFile = await kit.call('DELETE', `${RESOURCE_PATHS.admin}/file/${String(fileId)}`, {
      token: admin.token,
    });
    expect(removeFile.code).toBe(ResultCode.ok);
    const removed = await kit.call('DELETE', `${RESOURCE_PATHS.admin}/${String(guide.resourceId)}`, {
      token: admin.token,
    });
    expect(removed.code).toBe(ResultCode.ok);

    const lines = await trail(admin.token, 'Audit guide');
    expect(lines.map((line) => line.action)).toEqual([
      'resourceDelete',
      'resourceFileRemove',
      'resourceFileAdd',
      'resourceEdit',
      'resourceCreate',
    ]);
    expect(lines.every((line) => line.targetType === 'resource' && line.targetId === String(guide.resourceId))).toBe(
      true,
    );
    expect(lines[3]).toMatchObject({ before: { price_fen: 990 }, after: { priceFen: 1290 } });
    expect(lines[2]).toMatchObject({ before: null, after: { fileId, name: 'guide.pdf' } });
    expect(lines[1]).toMatchObject({ before: { fileId, name: 'guide.pdf' }, after: null });
    expect(lines[0]).toMatchObject({ before: { title: 'Audit guide', price_fen: 1290 }, after: null });
  });
});
