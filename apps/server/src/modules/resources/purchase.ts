import type { ResourceDetail } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { failure } from '../../http/errors';
import { createOrder } from '../finance/createOrder';
import { postPoints } from '../points/ledger';
import { resourceDetail } from './catalogue';
import { entitlementOf, publishedResource } from './entitlement';

type Db = Kysely<Database>;
interface Buyer {
  userId: number;
  now: Date;
}

/** The points ledger's reason for a resource bought with points (its source is `redemption`). */
export const POINTS_REASON_RESOURCE = 'resource';

/** Buying what one may already download would take money or points for nothing. */
async function refuseOwned(db: Db, buyer: Buyer, resourceId: number) {
  const record = await publishedResource(db, resourceId);
  if ((await entitlementOf(db, buyer, record)) !== null) throw failure('resourceAlreadyOwned');
  return record;
}

/**
 * resources/order: an unpaid order for the resource at its one-off price, paid through the usual payment page (any
 * provider, the bank transfer too). The order remembers the title and price; paying it records the purchase
 * (settleOrder.ts).
 */
export async function orderResource(
  db: Db,
  buyer: Buyer & { expireMs: number },
  request: { resourceId: number; amountFen?: number },
): Promise<{ orderId: number; orderNo: string; amountFen: number }> {
  const record = await refuseOwned(db, buyer, request.resourceId);
  if (record.price_fen === 0) throw failure('resourceNotForSale');
  return createOrder(db, {
    userId: buyer.userId,
    quote: {
      kind: 'resource',
      productId: record.id,
      productName: record.title,
      type: 'new',
      period: null,
      months: null,
      credits: null,
      amountFen: record.price_fen,
    },
    shownAmountFen: request.amountFen,
    now: buyer.now,
    expireMs: buyer.expireMs,
  });
}

/**
 * A paid `resource` order's effect, inside the settling transaction. Bought twice (two orders paid, or points and
 * money): the first purchase stands and the second adds nothing. A resource removed while its order waited for the
 * money leaves nothing to record, and the payment still settles: either way the money is the administrators' to
 * refund, and a failing insert must not refuse a payment that arrived.
 */
export async function recordResourceOrderPaid(
  trx: Transaction<Database>,
  order: { id: number; user_id: number; product_id: number },
  at: string,
): Promise<void> {
  await trx
    .insertInto('resource_purchases')
    .columns(['user_id', 'resource_id', 'via', 'order_id', 'points', 'create_time'])
    .expression((eb) =>
      eb
        .selectFrom('resources')
        .select([
          eb.val(order.user_id).as('user_id'),
          'id as resource_id',
          eb.val('order').as('via'),
          eb.val(order.id).as('order_id'),
          eb.lit(null).as('points'),
          eb.val(at).as('create_time'),
        ])
        .where('id', '=', order.product_id),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'resource_id']).doNothing())
    .execute();
}

/**
 * resources/redeem: the resource for its points price, in one transaction: the purchase is written (a second one
 * of the same person and resource breaks the unique key: "already yours") and the points are debited (too few:
 * "not enough points"); any refusal rolls both back.
 */
export async function redeemResource(db: Db, buyer: Buyer, resourceId: number): Promise<ResourceDetail> {
  const record = await refuseOwned(db, buyer, resourceId);
  if (record.points_price === 0) throw failure('resourceNotForPoints');
  const at = buyer.now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const purchase = await trx
        .insertInto('resource_purchases')
        .values({
          user_id: buyer.userId,
          resource_id: record.id,
          via: 'points',
          order_id: null,
          points: record.points_price,
          create_time: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await postPoints(trx, {
        userId: buyer.userId,
        points: -record.points_price,
        source: 'redemption',
        reason: POINTS_REASON_RESOURCE,
        refId: purchase.id,
        at,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('resourceAlreadyOwned');
    throw error;
  }
  return resourceDetail(db, buyer, record.id);
}
