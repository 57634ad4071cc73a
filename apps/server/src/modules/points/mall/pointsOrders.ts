import {
  type PointsOrderListQuery,
  type PointsOrderRow,
  autoReceiveCutoff,
  autoReceiveTime,
  type shipBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { failure, notFound } from '../../../http/errors';
import { type AuditActor, recordAudit } from '../../admin/auditLog';

type Db = Kysely<Database>;

function orders(db: Db) {
  return db
    .selectFrom('points_orders')
    .innerJoin('users', 'users.id', 'points_orders.user_id')
    .selectAll('points_orders')
    .select('users.nick_name as buyer_name');
}

type OrderRecord = Awaited<ReturnType<ReturnType<typeof orders>['executeTakeFirstOrThrow']>>;

function toRow(record: OrderRecord): PointsOrderRow {
  return {
    orderId: record.id,
    orderNo: record.order_no,
    userId: record.user_id,
    buyerName: record.buyer_name,
    commodityId: record.commodity_id,
    commodityName: record.commodity_name,
    quantity: record.quantity,
    points: record.points,
    recipient: record.recipient,
    phone: record.phone,
    address: record.address,
    status: record.status,
    carrier: record.carrier,
    trackingNo: record.tracking_no,
    shippedTime: record.shipped_time,
    receivedTime: record.received_time,
    receivedBy: record.received_by,
    createTime: record.create_time,
  };
}

export async function pointsOrderOf(db: Db, orderId: number): Promise<PointsOrderRow> {
  return toRow(await orders(db).where('points_orders.id', '=', orderId).executeTakeFirstOrThrow());
}

/**
 * Shipped orders whose buyer said nothing for AUTO_RECEIVE_DAYS count as received, at the moment they fell due.
 * Run by each instance's sweep and before any list of them, so a list never shows one overdue; the conditional
 * update makes two instances' sweeps harmless. Answers how many moved.
 */
export async function receiveDueOrders(db: Db, now: Date, userId?: number): Promise<number> {
  let query = db
    .selectFrom('points_orders')
    .select(['id', 'shipped_time'])
    .where('status', '=', 'shipped')
    .where('shipped_time', '<=', autoReceiveCutoff(now));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  let moved = 0;
  for (const due of await query.execute()) {
    const receivedTime = autoReceiveTime(due.shipped_time ?? now.toISOString());
    const result = await db
      .updateTable('points_orders')
      .set({ status: 'received', received_by: 'auto', received_time: receivedTime, update_time: receivedTime })
      .where('id', '=', due.id)
      .where('status', '=', 'shipped')
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}

async function pageOf(
  db: Db,
  options: { query: PointsOrderListQuery; userId?: number },
): Promise<{ rows: PointsOrderRow[]; total: number }> {
  const { query } = options;
  let filtered = orders(db);
  if (options.userId !== undefined) filtered = filtered.where('points_orders.user_id', '=', options.userId);
  if (query.status) filtered = filtered.where('points_orders.status', '=', query.status);
  // Orders waiting to be shipped are worked through oldest first; every other list reads newest first.
  const direction = query.status === 'toShip' ? 'asc' : 'desc';
  const [records, counted] = await Promise.all([
    filtered
      .orderBy('points_orders.id', direction)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: records.map(toRow), total: Number(counted.total) };
}

/** getCommodityOrderList: the caller's own points orders. */
export async function listMyOrders(
  db: Db,
  options: { userId: number; query: PointsOrderListQuery; now: Date },
): Promise<{ rows: PointsOrderRow[]; total: number }> {
  await receiveDueOrders(db, options.now, options.userId);
  return pageOf(db, options);
}

/** admin/commodityOrderList: everyone's points orders. */
export async function listAllOrders(
  db: Db,
  options: { query: PointsOrderListQuery; now: Date },
): Promise<{ rows: PointsOrderRow[]; total: number }> {
  await receiveDueOrders(db, options.now);
  return pageOf(db, { query: options.query });
}

/** admin/shipCommodityOrder: a to-ship order leaves with its carrier and tracking number, once. */
export async function shipOrder(
  db: Db,
  options: { actor: AuditActor; body: z.infer<typeof shipBody>; now: Date },
): Promise<PointsOrderRow> {
  const at = options.now.toISOString();
  const { orderId, carrier, trackingNo } = options.body;
  await db.transaction().execute(async (trx) => {
    const shipped = await trx
      .updateTable('points_orders')
      .set({
        status: 'shipped',
        carrier,
        tracking_no: trackingNo,
        shipped_by: options.actor.actorId,
        shipped_time: at,
        update_time: at,
      })
      .where('id', '=', orderId)
      .where('status', '=', 'toShip')
      .returning(['order_no'])
      .executeTakeFirst();
    if (!shipped) {
      const exists = await trx.selectFrom('points_orders').select('id').where('id', '=', orderId).executeTakeFirst();
      throw exists ? failure('pointsOrderNotToShip') : notFound();
    }
    // Issue 35: the administration area's audit log, in the same transaction.
    await recordAudit(trx, {
      actor: options.actor,
      action: 'mallOrderShip',
      targetType: 'order',
      targetId: orderId,
      targetLabel: shipped.order_no,
      before: { status: 'toShip' },
      after: { status: 'shipped', carrier, trackingNo },
      now: options.now,
    });
  });
  return pointsOrderOf(db, orderId);
}

/** receiveCommodityOrder: the buyer confirms a shipped order arrived; someone else's order answers 404. */
export async function receiveOrder(
  db: Db,
  options: { userId: number; orderId: number; now: Date },
): Promise<PointsOrderRow> {
  const at = options.now.toISOString();
  const received = await db
    .updateTable('points_orders')
    .set({ status: 'received', received_by: 'buyer', received_time: at, update_time: at })
    .where('id', '=', options.orderId)
    .where('user_id', '=', options.userId)
    .where('status', '=', 'shipped')
    .executeTakeFirst();
  if (Number(received.numUpdatedRows) === 0) {
    const own = await db
      .selectFrom('points_orders')
      .select('id')
      .where('id', '=', options.orderId)
      .where('user_id', '=', options.userId)
      .executeTakeFirst();
    throw own ? failure('pointsOrderNotShipped') : notFound();
  }
  return pointsOrderOf(db, options.orderId);
}
