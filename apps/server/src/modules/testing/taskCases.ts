import type { TaskCaseRow, addTaskCasesBody, removeTaskCasesBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { filteredCases } from './cases';
import { moduleNames, moduleSubtree, taskInProject, testingAccess } from './testAccess';
import { listTaskCases } from './tasks';

type Db = Kysely<Database>;

/**
 * POST testTask/addCases: cases from the library by whole modules (with sub-modules), by id, or by a
 * filter; cases already in the task are skipped. Each keeps its title, module and priority as added and
 * goes to the chosen executor (by default the task's first).
 */
export async function addTaskCases(
  db: Db,
  options: { body: z.infer<typeof addTaskCasesBody>; userId: number; now: Date; dialect: DialectName },
): Promise<TaskCaseRow[]> {
  const { body, userId, now } = options;
  await testingAccess(db, { projectId: body.projectId, userId, now });
  await db.transaction().execute(async (trx) => {
    const task = await taskInProject(trx, body.projectId, body.taskId);
    const executors = await trx
      .selectFrom('test_task_executors')
      .select('user_id')
      .where('task_id', '=', task.id)
      .orderBy('user_id')
      .execute();
    const executorId = body.executorUserId ?? executors[0]?.user_id ?? null;
    if (body.executorUserId !== undefined && !executors.some((row) => row.user_id === body.executorUserId)) {
      throw failure('testTaskPeopleInvalid');
    }
    const wanted = new Map<number, { id: number; title: string; module_id: number | null; priority: number }>();
    const take = (rows: { id: number; title: string; module_id: number | null; priority: number }[]) => {
      for (const row of rows) wanted.set(row.id, row);
    };
    const columns = ['id', 'title', 'module_id', 'priority'] as const;
    if (body.moduleIds.length > 0) {
      const modules = await moduleSubtree(trx, body.projectId, body.moduleIds);
      take(
        await trx
          .selectFrom('test_cases')
          .select(columns)
          .where('project_id', '=', body.projectId)
          .where('module_id', 'in', modules)
          .execute(),
      );
    }
    if (body.caseIds.length > 0) {
      const unique = [...new Set(body.caseIds)];
      const rows = await trx
        .selectFrom('test_cases')
        .select(columns)
        .where('project_id', '=', body.projectId)
        .where('id', 'in', unique)
        .execute();
      if (rows.length !== unique.length) throw failure('testCaseInvalid');
      take(rows);
    }
    if (body.filter) {
      take(
        await (
          await filteredCases(trx, options.dialect, { projectId: body.projectId, ...body.filter })
        )
          .select(columns)
          .execute(),
      );
    }
    const present = await trx
      .selectFrom('test_task_cases')
      .select(['case_id', 'sort'])
      .where('task_id', '=', task.id)
      .execute();
    const have = new Set(present.map((row) => row.case_id));
    const added = [...wanted.values()].filter((row) => !have.has(row.id)).sort((a, b) => a.id - b.id);
    if (added.length === 0) return;
    const names = await moduleNames(
      trx,
      added.map((row) => row.module_id),
    );
    const start = present.reduce((max, row) => Math.max(max, row.sort), 0) + 1;
    await trx
      .insertInto('test_task_cases')
      .values(
        added.map((row, index) => ({
          task_id: task.id,
          case_id: row.id,
          title: row.title,
          module_name: row.module_id === null ? null : (names.get(row.module_id) ?? null),
          priority: row.priority,
          executor_id: executorId,
          last_run_time: null,
          sort: start + index,
        })),
      )
      .execute();
    await trx.updateTable('test_tasks').set({ update_time: now.toISOString() }).where('id', '=', task.id).execute();
  });
  return listTaskCases(db, { projectId: body.projectId, taskId: body.taskId, userId });
}

/** POST testTask/removeCases: ids of other tasks are refused, nothing removed. */
export async function removeTaskCases(
  db: Db,
  options: { body: z.infer<typeof removeTaskCasesBody>; userId: number; now: Date },
): Promise<TaskCaseRow[]> {
  const { body, userId, now } = options;
  await testingAccess(db, { projectId: body.projectId, userId, now });
  await db.transaction().execute(async (trx) => {
    const task = await taskInProject(trx, body.projectId, body.taskId);
    const unique = [...new Set(body.taskCaseIds)];
    const result = await trx
      .deleteFrom('test_task_cases')
      .where('task_id', '=', task.id)
      .where('id', 'in', unique)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== unique.length) throw failure('testTaskCaseInvalid');
  });
  return listTaskCases(db, { projectId: body.projectId, taskId: body.taskId, userId });
}
