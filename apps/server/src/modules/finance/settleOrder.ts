import {
  OPEN_ORDER_STATUSES,
  OrderStatus,
  type PaymentMethod,
  addMonths,
  aiCreditKindOf,
  planAfterPayment,
  pointsForPaidFen,
} from '@questline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { grantCredits } from '../ai/credits';
import { postPoints } from '../points/ledger';
import { recordResourceOrderPaid } from '../resources/purchase';
import { currentMembershipEnd } from './membership';
import { type OrderActor, type OrderRecord, moveOrder } from './orderLog';

/** points_ledger.reason of the points a paid order earns (DOMAIN.md: 1 per full 5 yuan). */
export const POINTS_REASON_ORDER = 'order';

export interface SettlePayment {
  orderId: number;
  provider: PaymentMethod;
  /** The gateway's trade number; for a bank transfer, the reviewed order's own number. */
  tradeNo: string;
  /** What was actually paid, in fen: it must equal the order's amount. */
  amountFen: number;
  /** The reviewing administrator; null when a gateway's notification settles it. */
  by: OrderActor;
  now: Date;
}

/**
 * `settled`: this call made the order paid and applied its effect. `alreadyPaid`: an earlier call did (a
 * repeated notification); nothing changed. `notOpen`: the order was closed or expired before the payment
 * arrived (an out-of-order call); nothing changed, the caller decides about the money.
 */
export type SettleOutcome = 'settled' | 'alreadyPaid' | 'notOpen';

/**
 * The one way an order becomes paid, for every provider (issue 16). Idempotent: the open -> paid move is a
 * conditional update, so of two concurrent or repeated calls exactly one applies the effect. A wrong
 * amount throws and changes nothing. Call it inside the transaction that also records what the caller
 * learnt (the review, the notification), so all of it commits or none.
 */
export async function settleOrderPaid(trx: Transaction<Database>, payment: SettlePayment): Promise<SettleOutcome> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', payment.orderId).executeTakeFirst();
  if (!order) throw failure('notFound');
  if (order.status === OrderStatus.paid) return 'alreadyPaid';
  if (!OPEN_ORDER_STATUSES.includes(order.status)) return 'notOpen';
  if (payment.amountFen !== order.amount_fen) throw failure('orderAmountMismatch');

  const moved = await moveOrder(trx, order, {
    from: OPEN_ORDER_STATUSES,
    to: OrderStatus.paid,
    by: payment.by,
    now: payment.now,
    stillOpen: false,
    set: { provider: payment.provider, trade_no: payment.tradeNo, paid_time: payment.now.toISOString() },
  });
  if (!moved) {
    const current = await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirst();
    return current?.status === OrderStatus.paid ? 'alreadyPaid' : 'notOpen';
  }
  await applyPaidOrder(trx, order, payment.now);
  return 'settled';
}

/** What a paid order gives its buyer: the plan, a membership, credits or a resource, and the points of the amount. */
async function applyPaidOrder(trx: Transaction<Database>, order: OrderRecord, now: Date): Promise<void> {
  const at = now.toISOString();
  if (order.product_kind === 'plan') {
    const user = await trx
      .selectFrom('users')
      .select(['version_code', 'vip_end_time'])
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow();
    const next = planAfterPayment(
      { versionCode: user.version_code, endTime: user.vip_end_time },
      { type: order.order_type, versionCode: order.product_id, months: order.months ?? 0 },
      now,
    );
    await trx
      .updateTable('users')
      .set({ version_code: next.versionCode, vip_end_time: next.endTime, update_time: at })
      .where('id', '=', order.user_id)
      .execute();
  } else if (order.product_kind === 'resource') {
    await recordResourceOrderPaid(trx, order, at);
  } else {
    await trx
      .insertInto('entitlements')
      .values({
        user_id: order.user_id,
        kind: order.product_kind,
        order_id: order.id,
        credits: order.credits,
        end_time: order.months === null ? null : await membershipEnd(trx, order, now),
        create_time: at,
      })
      .execute();
    // AI credits are spent from a balance (ADR 0124); the entitlement row keeps what the order granted.
    if ((order.product_kind === 'chatgpt' || order.product_kind === 'midjourney') && order.credits !== null) {
      const kind = aiCreditKindOf(order.product_kind);
      await grantCredits(trx, { userId: order.user_id, kind, credits: order.credits, at });
    }
  }
  const points = pointsForPaidFen(order.amount_fen);
  if (points > 0) {
    await postPoints(trx, {
      userId: order.user_id,
      points,
      source: 'order',
      reason: POINTS_REASON_ORDER,
      orderId: order.id,
      at,
    });
  }
}

/** A membership runs on from the end of the one still running, else from now. */
async function membershipEnd(trx: Transaction<Database>, order: OrderRecord, now: Date): Promise<string> {
  const latest = await currentMembershipEnd(trx, order.user_id, order.product_kind, now);
  return addMonths(latest ?? now.toISOString(), order.months ?? 0);
}
