import {
  EXPIRING_ORDER_STATUSES,
  type Locale,
  type OrderDetail,
  type OrderRow,
  type OrderSum,
  OrderStatus,
  type OrderStatusCode,
  pageOffset,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { expireDueOrders } from './expireOrders';
import { type OrderRecord, moveOrder } from './orderLog';
import { presentOrder, presentStatusChange } from './presenter';

type Db = Kysely<Database>;

/** The buyer's own order; anyone else's answers 404 like a missing one. */
export async function ownOrder(db: Db, userId: number, orderId: number): Promise<OrderRecord> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw notFound();
  return order;
}

/** getOrderList: the caller's orders, newest first, optionally of one status. */
export async function listOrders(
  db: Db,
  options: { userId: number; query: { pageNum: number; pageSize: number; status?: number }; locale: Locale; now: Date },
): Promise<{ rows: OrderRow[]; total: number }> {
  await expireDueOrders(db, options.now, options.userId);
  let base = db.selectFrom('orders').where('user_id', '=', options.userId);
  if (options.query.status !== undefined) base = base.where('status', '=', options.query.status as OrderStatusCode);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(options.query.pageSize).offset(pageOffset(options.query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => presentOrder(row, options.locale)), total: Number(count.total) };
}

/** getOrderInfo: one of the caller's orders with its status log (who and when). */
export async function orderDetail(
  db: Db,
  options: { userId: number; orderId: number; locale: Locale; now: Date },
): Promise<OrderDetail> {
  await expireDueOrders(db, options.now, options.userId);
  const order = await ownOrder(db, options.userId, options.orderId);
  return { ...presentOrder(order, options.locale), log: await statusLog(db, order.id) };
}

export async function statusLog(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('order_status_log')
    .leftJoin('users', 'users.id', 'order_status_log.by_user_id')
    .select([
      'order_status_log.from_status',
      'order_status_log.to_status',
      'order_status_log.by_user_id',
      'users.nick_name as by_name',
      'order_status_log.note',
      'order_status_log.create_time',
    ])
    .where('order_status_log.order_id', '=', orderId)
    .orderBy('order_status_log.id')
    .execute();
  return rows.map(presentStatusChange);
}

/** closeOrder: the buyer gives up an order still waiting for money (not one whose voucher is in review). */
export async function closeOrder(db: Db, options: { userId: number; orderId: number; now: Date }): Promise<void> {
  const order = await ownOrder(db, options.userId, options.orderId);
  const moved = await db.transaction().execute((trx) =>
    moveOrder(trx, order, {
      from: EXPIRING_ORDER_STATUSES,
      to: OrderStatus.failed,
      by: options.userId,
      now: options.now,
      stillOpen: false,
    }),
  );
  if (!moved) throw failure('orderNotOpen');
}

/** getUserAllOrderSumMoney: what the caller paid in all, in fen (the portal home page shows it). */
export async function orderSum(db: Db, userId: number): Promise<OrderSum> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.sum<number | null>('amount_fen').as('sum'), eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .where('status', '=', OrderStatus.paid)
    .executeTakeFirstOrThrow();
  return { sumFen: Number(row.sum ?? 0), paidOrders: Number(row.count) };
}
