import type { OrderStatusCode } from '@questline/contract';
import type { Selectable, Transaction, Updateable } from 'kysely';
import type { OrderTable } from '../../db/financeSchema';
import type { Database } from '../../db/schema';

export type OrderRecord = Selectable<OrderTable>;

/** Who changed an order: a person, or null for the system (the expiry sweep, a gateway's notification). */
export type OrderActor = number | null;

/**
 * Moves an order from one of `from` to `to` and records who and when, in one conditional update: when the
 * order is no longer in `from` (another request got there first) nothing changes and it answers false.
 * Leaving the open statuses frees the order's open slot, so the buyer may order that product again.
 */
export async function moveOrder(
  trx: Transaction<Database>,
  order: Pick<OrderRecord, 'id' | 'status'>,
  change: {
    from: readonly OrderStatusCode[];
    to: OrderStatusCode;
    by: OrderActor;
    now: Date;
    note?: string;
    stillOpen: boolean;
    set?: Updateable<OrderTable>;
  },
): Promise<boolean> {
  const now = change.now.toISOString();
  const result = await trx
    .updateTable('orders')
    .set({
      ...change.set,
      status: change.to,
      ...(change.stillOpen ? {} : { open_slot: null }),
      update_time: now,
    })
    .where('id', '=', order.id)
    .where('status', 'in', [...change.from])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx
    .insertInto('order_status_log')
    .values({
      order_id: order.id,
      from_status: order.status,
      to_status: change.to,
      by_user_id: change.by,
      note: change.note ?? '',
      create_time: now,
    })
    .execute();
  return true;
}

/** The first status log entry of a new order. */
export async function recordOrderCreated(
  trx: Transaction<Database>,
  order: { id: number; status: OrderStatusCode },
  by: number,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('order_status_log')
    .values({
      order_id: order.id,
      from_status: null,
      to_status: order.status,
      by_user_id: by,
      create_time: now.toISOString(),
    })
    .execute();
}
