import { EXPIRING_ORDER_STATUSES, OrderStatus } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { moveOrder } from './orderLog';

/** How often each instance sweeps; both sweeps are idempotent, so instances need not agree. */
export const FINANCE_SWEEP_INTERVAL_MS = 60_000;

/**
 * Closes as failed the orders whose time to pay is over (a voucher under review waits for its reviewer and
 * does not expire). Also called before a buyer's own order calls, so an order past its time never blocks
 * a new one between sweeps. Answers how many were closed.
 */
export async function expireDueOrders(db: Kysely<Database>, now: Date, userId?: number): Promise<number> {
  let query = db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('status', 'in', [...EXPIRING_ORDER_STATUSES])
    .where('expire_time', '<=', now.toISOString());
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const due = await query.execute();
  let closed = 0;
  for (const order of due) {
    const moved = await db.transaction().execute((trx) =>
      moveOrder(trx, order, {
        from: EXPIRING_ORDER_STATUSES,
        to: OrderStatus.failed,
        by: null,
        now,
        stillOpen: false,
      }),
    );
    if (moved) closed += 1;
  }
  return closed;
}

/**
 * Returns to Free the accounts whose paid plan ended (ADR 0067). The projects' member-limit grace date then
 * follows from the owner's plan on their next read (modules/projects/memberLimit.ts). Answers the user ids.
 */
export async function endLapsedPlans(db: Kysely<Database>, now: Date): Promise<number[]> {
  const lapsed = await db
    .updateTable('users')
    .set({ version_code: 0, update_time: now.toISOString() })
    .where('version_code', '>', 0)
    .where('vip_end_time', 'is not', null)
    .where('vip_end_time', '<=', now.toISOString())
    .returning('id')
    .execute();
  return lapsed.map((row) => row.id);
}
