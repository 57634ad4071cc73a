import type { PointsOrderRow } from '@questline/contract';

/** A points order for the pages' tests: to ship unless told otherwise. */
export function pointsOrderFixture(orderId: number, fields: Partial<PointsOrderRow> = {}): PointsOrderRow {
  return {
    orderId,
    orderNo: `JF2026060${String(orderId)}AAAA`,
    userId: 1,
    buyerName: 'Wang',
    commodityId: 7,
    commodityName: 'Mug',
    quantity: 1,
    points: 30,
    recipient: 'Wang',
    phone: '13912345678',
    address: '100 Century Ave',
    status: 'toShip',
    carrier: null,
    trackingNo: null,
    shippedTime: null,
    receivedTime: null,
    receivedBy: null,
    createTime: '2026-06-01T02:00:00.000Z',
    ...fields,
  };
}
