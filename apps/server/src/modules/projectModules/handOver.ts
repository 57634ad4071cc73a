import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The modules whose default handler a leaving member is, as pending work of the project's members
 * (members/pendingWork.ts): they go to whoever takes the member's work, so new issues in them still find a handler.
 */
export const moduleHandlerWork = {
  async countOf(db: Db, projectId: number, userId: number): Promise<number> {
    const row = await db
      .selectFrom('project_modules')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('project_id', '=', projectId)
      .where('handler_user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async countByMember(db: Db, projectId: number): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('project_modules')
      .select(['handler_user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('project_id', '=', projectId)
      .where('handler_user_id', 'is not', null)
      .groupBy('handler_user_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.handler_user_id), Number(row.count)]));
  },

  async handOver(
    trx: Transaction<Database>,
    options: { projectId: number; fromUserId: number; toUserId: number; now: Date },
  ): Promise<void> {
    await trx
      .updateTable('project_modules')
      .set({ handler_user_id: options.toUserId, update_time: options.now.toISOString() })
      .where('project_id', '=', options.projectId)
      .where('handler_user_id', '=', options.fromUserId)
      .execute();
  },
};
