import { autoCompleteCutoff, autoCompleteTime } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * docs/DOMAIN.md "Work orders": an order awaiting confirmation for AUTO_COMPLETE_DAYS completes itself, at the moment
 * it fell due. Run by each instance's sweep and before any list, so none shows an overdue order. Each order moves in a
 * transaction whose update is conditional on its status and the time it began awaiting, so of two instances sweeping
 * at once exactly one completes it and writes its timeline line. Answers how many moved.
 */
export async function completeDueOrders(db: Kysely<Database>, now: Date): Promise<number> {
  const due = await db
    .selectFrom('work_orders')
    .select(['id', 'awaiting_since'])
    .where('status', '=', 'awaiting')
    .where('awaiting_since', '<=', autoCompleteCutoff(now))
    .execute();
  let moved = 0;
  for (const order of due) {
    if (order.awaiting_since === null) continue;
    const since = order.awaiting_since;
    const time = autoCompleteTime(since);
    const completed = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('work_orders')
        .set({
          status: 'complete',
          close_reason: 'auto',
          complete_time: time,
          awaiting_since: null,
          // Changed now, whenever it fell due: a page holding the old update time must reload.
          update_time: now.toISOString(),
        })
        .where('id', '=', order.id)
        .where('status', '=', 'awaiting')
        .where('awaiting_since', '=', since)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('work_order_events')
        .values({
          work_order_id: order.id,
          action: 'autoComplete',
          from_status: 'awaiting',
          to_status: 'complete',
          actor_id: null,
          assignee_id: null,
          message_id: null,
          follow_up_id: null,
          create_time: time,
        })
        .execute();
      return true;
    });
    if (completed) moved += 1;
  }
  return moved;
}
