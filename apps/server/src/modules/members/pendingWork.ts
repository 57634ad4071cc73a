import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Work a member holds in a project that someone must take over before they leave (spec point 6 "Removed
 * or quitting members' pending tasks must be reassigned"). Today that is the modules whose default
 * handler they are; the issues work adds the issues waiting on them here, so removal and quitting need
 * no change.
 */
export async function pendingWorkCount(db: Db, projectId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('project_modules')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('project_id', '=', projectId)
    .where('handler_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Pending work per member of a project, for the member list. */
export async function pendingWorkByMember(db: Db, projectId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('project_modules')
    .select(['handler_user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('project_id', '=', projectId)
    .where('handler_user_id', 'is not', null)
    .groupBy('handler_user_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.handler_user_id), Number(row.count)]));
}

export async function handOverPendingWork(
  trx: Transaction<Database>,
  options: { projectId: number; fromUserId: number; toUserId: number; now: Date },
): Promise<void> {
  await trx
    .updateTable('project_modules')
    .set({ handler_user_id: options.toUserId, update_time: options.now.toISOString() })
    .where('project_id', '=', options.projectId)
    .where('handler_user_id', '=', options.fromUserId)
    .execute();
}
