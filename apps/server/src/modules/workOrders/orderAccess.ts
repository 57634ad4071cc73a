import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { WorkOrderTable } from '../../db/workOrderSchema';
import { notFound } from '../../http/errors';

type Executor = Kysely<Database> | Transaction<Database>;
export type WorkOrderRecord = Selectable<WorkOrderTable>;

/** Who asks: their id and whether they work the support desk (support role or platform administrator). */
export interface DeskCaller {
  userId: number;
  desk: boolean;
}

/**
 * The order and the side the caller reads it from: its requester reads as the requester (support staff too, for their
 * own order, so their own internal notes never mix in); the desk reads every other order as support; anyone else gets
 * 404, so another person's order is not even known to exist.
 */
export async function readableOrder(
  db: Executor,
  options: { workOrderId: number; caller: DeskCaller },
): Promise<{ order: WorkOrderRecord; side: 'requester' | 'support' }> {
  const order = await db.selectFrom('work_orders').selectAll().where('id', '=', options.workOrderId).executeTakeFirst();
  if (!order) throw notFound();
  if (order.requester_id === options.caller.userId) return { order, side: 'requester' };
  if (options.caller.desk) return { order, side: 'support' };
  throw notFound();
}
