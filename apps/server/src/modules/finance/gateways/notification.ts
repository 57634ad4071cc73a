import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/schema';
import { type SettleOutcome, settleOrderPaid } from '../settleOrder';

/** What an authentic gateway notification reports, in the order engine's words. */
export interface GatewayPayment {
  provider: 'alipay' | 'wechat';
  /** The app (Alipay app_id; WeChat Pay `appid/mchid`) the payment was made to. */
  appId: string;
  /** Our order number (out_trade_no). */
  orderNo: string;
  /** The gateway's own trade number. */
  tradeNo: string;
  /** What was paid, in fen; null when the gateway's amount could not be read. */
  amountFen: number | null;
  /** The notification reports money received (not, say, a trade still waiting for the buyer). */
  paid: boolean;
}

/** Refused: the gateway is told to fail, and nothing changes. */
export type PaymentRefusal = 'wrongMerchant' | 'unknownOrder' | 'wrongAmount';
/** Accepted: the gateway is told success (it stops resending); only `settled` changed anything. */
export type PaymentAcceptance = SettleOutcome | 'notPaid';

/**
 * A verified notification meets its order (issue 16): it must be for our app, for an order we issued, for
 * that order's amount to the fen; then settleOrderPaid applies it exactly once. A repeat of a paid
 * order's notification is accepted and changes nothing.
 */
export async function acceptGatewayPayment(
  db: Kysely<Database>,
  payment: GatewayPayment,
  context: { expectedAppId: string; now: Date; log: FastifyBaseLogger },
): Promise<{ accepted: PaymentAcceptance } | { refused: PaymentRefusal }> {
  if (payment.appId !== context.expectedAppId) return { refused: 'wrongMerchant' };
  const order = await db
    .selectFrom('orders')
    .select(['id', 'amount_fen', 'trade_no'])
    .where('order_no', '=', payment.orderNo)
    .executeTakeFirst();
  if (!order) return { refused: 'unknownOrder' };
  if (payment.amountFen !== order.amount_fen) return { refused: 'wrongAmount' };
  if (!payment.paid) return { accepted: 'notPaid' };
  const outcome = await db.transaction().execute((trx) =>
    settleOrderPaid(trx, {
      orderId: order.id,
      provider: payment.provider,
      tradeNo: payment.tradeNo,
      amountFen: payment.amountFen ?? -1,
      by: null,
      now: context.now,
    }),
  );
  const facts = { orderId: order.id, provider: payment.provider, tradeNo: payment.tradeNo };
  // Money for an order that is closed, or paid twice through two gateways, is returned by a person.
  if (outcome === 'notOpen') context.log.error(facts, 'payment received for a closed order: refund it');
  if (outcome === 'alreadyPaid' && order.trade_no !== payment.tradeNo) {
    context.log.error({ ...facts, paidWith: order.trade_no }, 'order paid a second time: refund the second payment');
  }
  return { accepted: outcome };
}
