import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { handOverQuestions, pendingQuestionIds, pendingQuestionsByMember } from '../issues/handOver';
import { handOverTestTasks, pendingTestTaskIds, pendingTestTasksByMember } from '../testing/handOver';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Work a member holds in a project that someone must take over before they leave (spec point 6 "Removed
 * or quitting members' pending tasks must be reassigned"): the modules whose default handler they are
 * the issues waiting on them (issues/handOver.ts) and the unfinished test tasks they own or execute
 * (testing/handOver.ts).
 */
export async function pendingWorkCount(db: Db, projectId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('project_modules')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('project_id', '=', projectId)
    .where('handler_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const questions = await pendingQuestionIds(db, projectId, userId);
  const testTasks = await pendingTestTaskIds(db, projectId, userId);
  return Number(row.count) + questions.length + testTasks.length;
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
  const counts = await pendingQuestionsByMember(db, projectId);
  for (const row of rows) {
    const userId = Number(row.handler_user_id);
    counts.set(userId, (counts.get(userId) ?? 0) + Number(row.count));
  }
  for (const [userId, count] of await pendingTestTasksByMember(db, projectId)) {
    counts.set(userId, (counts.get(userId) ?? 0) + count);
  }
  return counts;
}

export async function handOverPendingWork(
  trx: Transaction<Database>,
  options: { projectId: number; fromUserId: number; toUserId: number; callerId: number; now: Date },
): Promise<void> {
  await handOverQuestions(trx, { ...options, operatorId: options.callerId });
  await handOverTestTasks(trx, options);
  await trx
    .updateTable('project_modules')
    .set({ handler_user_id: options.toUserId, update_time: options.now.toISOString() })
    .where('project_id', '=', options.projectId)
    .where('handler_user_id', '=', options.fromUserId)
    .execute();
}
