import { randomBytes } from 'node:crypto';
import { OrderStatus, openOrderSlot } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { expireDueOrders } from './expireOrders';
import { recordOrderCreated } from './orderLog';
import type { OrderQuote } from './quote';

/**
 * Order numbers: a prefix (QL for money, JF for points orders), the day and a random part, unique by the column,
 * never guessable from another's.
 */
export function newOrderNo(now: Date, prefix: 'QL' | 'JF' = 'QL'): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Records an unpaid order for what the server priced. `shownAmountFen` is the amount the buyer's page
 * showed: when it differs from the server's price (a tampered or stale page) the order is refused, so the
 * buyer never pays something other than what they saw.
 */
export async function createOrder(
  db: Kysely<Database>,
  options: { userId: number; quote: OrderQuote; shownAmountFen: number | undefined; now: Date; expireMs: number },
): Promise<{ orderId: number; orderNo: string; amountFen: number }> {
  const { quote, now } = options;
  if (options.shownAmountFen !== undefined && options.shownAmountFen !== quote.amountFen) {
    throw failure('orderAmountMismatch');
  }
  await expireDueOrders(db, now, options.userId);
  return db.transaction().execute(async (trx) => {
    const slot = openOrderSlot(quote.kind, quote.productId);
    const open = await trx
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', options.userId)
      .where('open_slot', '=', slot)
      .executeTakeFirst();
    if (open) throw failure('orderOpenExists');
    const at = now.toISOString();
    const orderNo = newOrderNo(now);
    const row = await trx
      .insertInto('orders')
      .values({
        order_no: orderNo,
        user_id: options.userId,
        product_kind: quote.kind,
        product_id: quote.productId,
        product_name: quote.productName,
        order_type: quote.type,
        period: quote.period,
        months: quote.months,
        credits: quote.credits,
        amount_fen: quote.amountFen,
        status: OrderStatus.unpaid,
        open_slot: slot,
        expire_time: new Date(now.getTime() + options.expireMs).toISOString(),
        create_time: at,
        update_time: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordOrderCreated(trx, { id: row.id, status: OrderStatus.unpaid }, options.userId, now);
    return { orderId: row.id, orderNo, amountFen: quote.amountFen };
  });
}
