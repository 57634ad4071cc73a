import { TestTaskStatusCode } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The test tasks a leaving member must hand over (spec point 6): every task not yet complete that they
 * own or are an executor of. A complete task is history and keeps its people as they were.
 */
async function pendingTestTaskIds(db: Db, projectId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('test_tasks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('status', '!=', TestTaskStatusCode.complete)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('test_task_executors as e')
            .select('e.user_id')
            .whereRef('e.task_id', '=', 'test_tasks.id')
            .where('e.user_id', '=', userId),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Pending test tasks per member of a project, for the member list; a task counts once per person. */
async function pendingTestTasksByMember(db: Db, projectId: number): Promise<Map<number, number>> {
  const owned = await db
    .selectFrom('test_tasks')
    .select(['id', 'owner_id as user_id'])
    .where('project_id', '=', projectId)
    .where('status', '!=', TestTaskStatusCode.complete)
    .execute();
  const executing = await db
    .selectFrom('test_task_executors as e')
    .innerJoin('test_tasks as t', 't.id', 'e.task_id')
    .select(['t.id', 'e.user_id'])
    .where('t.project_id', '=', projectId)
    .where('t.status', '!=', TestTaskStatusCode.complete)
    .execute();
  const tasksOf = new Map<number, Set<number>>();
  for (const row of [...owned, ...executing]) {
    const tasks = tasksOf.get(row.user_id) ?? new Set<number>();
    tasks.add(row.id);
    tasksOf.set(row.user_id, tasks);
  }
  return new Map([...tasksOf].map(([userId, tasks]) => [userId, tasks.size]));
}

/**
 * Moves the leaving member's unfinished test tasks to `toUserId`: ownership, the executor place (merged
 * when the heir already executes the task) and the cases assigned to them in those tasks, so nothing
 * in the task points at someone who can no longer run it.
 */
async function handOverTestTasks(
  trx: Transaction<Database>,
  options: { projectId: number; fromUserId: number; toUserId: number; now: Date },
): Promise<void> {
  const ids = await pendingTestTaskIds(trx, options.projectId, options.fromUserId);
  if (ids.length === 0) return;
  const updateTime = options.now.toISOString();
  await trx
    .updateTable('test_tasks')
    .set({ owner_id: options.toUserId, update_time: updateTime })
    .where('id', 'in', ids)
    .where('owner_id', '=', options.fromUserId)
    .execute();
  const heirExecutes = await trx
    .selectFrom('test_task_executors')
    .select('task_id')
    .where('task_id', 'in', ids)
    .where('user_id', '=', options.toUserId)
    .execute();
  const merged = new Set(heirExecutes.map((row) => row.task_id));
  const moved = ids.filter((id) => !merged.has(id));
  if (merged.size > 0) {
    await trx
      .deleteFrom('test_task_executors')
      .where('task_id', 'in', [...merged])
      .where('user_id', '=', options.fromUserId)
      .execute();
  }
  if (moved.length > 0) {
    await trx
      .updateTable('test_task_executors')
      .set({ user_id: options.toUserId })
      .where('task_id', 'in', moved)
      .where('user_id', '=', options.fromUserId)
      .execute();
  }
  await trx
    .updateTable('test_task_cases')
    .set({ executor_id: options.toUserId })
    .where('task_id', 'in', ids)
    .where('executor_id', '=', options.fromUserId)
    .execute();
}

/** Unfinished test tasks as the pending work of a project's members (members/pendingWork.ts). */
export const pendingTestTaskWork = {
  async countOf(db: Db, projectId: number, userId: number): Promise<number> {
    return (await pendingTestTaskIds(db, projectId, userId)).length;
  },
  countByMember: pendingTestTasksByMember,
  handOver: handOverTestTasks,
};
