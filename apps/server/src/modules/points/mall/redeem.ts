import { type Locale, type PointsOrderRow, redemptionPoints, type redeemBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { failure } from '../../../http/errors';
import { newOrderNo } from '../../finance/createOrder';
import { postPoints } from '../ledger';
import { pointsOrderOf } from './pointsOrders';

/**
 * addCommodityOrder (spec point 5 "Points mall order"): in one transaction the stock is taken by a conditional
 * update (none left: "insufficient stock"), the order is written and its points are debited from the ledger (too
 * few: "not enough points for the redemption"). Any refusal rolls the whole back, so nothing is taken; concurrent
 * redemptions queue on the commodity's row, so the last items are never sold twice (ADR 0112).
 */
export async function redeem(
  db: Kysely<Database>,
  options: { userId: number; body: z.infer<typeof redeemBody>; locale: Locale; now: Date },
): Promise<PointsOrderRow> {
  const { body } = options;
  const at = options.now.toISOString();
  const orderId = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('commodities')
      .set((eb) => ({ stock: eb('stock', '-', body.quantity), sold: eb('sold', '+', body.quantity) }))
      .where('id', '=', body.commodityId)
      .where('on_sale', '=', 1)
      .where('stock', '>=', body.quantity)
      .returning(['name_zh', 'name_en', 'points_price'])
      .executeTakeFirst();
    if (!taken) {
      const onSale = await trx
        .selectFrom('commodities')
        .select('id')
        .where('id', '=', body.commodityId)
        .where('on_sale', '=', 1)
        .executeTakeFirst();
      throw failure(onSale ? 'commodityStockShort' : 'orderProductMissing');
    }
    const points = redemptionPoints(taken.points_price, body.quantity);
    const order = await trx
      .insertInto('points_orders')
      .values({
        order_no: newOrderNo(options.now, 'JF'),
        user_id: options.userId,
        commodity_id: body.commodityId,
        commodity_name: options.locale === 'en' ? taken.name_en : taken.name_zh,
        quantity: body.quantity,
        points,
        recipient: body.recipient,
        phone: body.phone,
        address: body.address,
        status: 'toShip',
        create_time: at,
        update_time: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postPoints(trx, {
      userId: options.userId,
      points: -points,
      source: 'redemption',
      reason: 'redemption',
      refId: order.id,
      at,
    });
    return order.id;
  });
  return pointsOrderOf(db, orderId);
}
