import {
  type PageQuery,
  type ResultCounts,
  type TaskCaseRow,
  type TestPhase,
  type TestTaskDetail,
  type TestTaskRow,
  type TestTaskStatus,
  TestTaskStatusCode,
  type Priority,
  type TestResult,
  type createTestTaskBody,
  type editTestTaskBody,
  pageOffset,
  passRate,
  progressOf,
  type testTaskListFilter,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { projectNames } from '../attachments/people';
import { projectMemberIds } from '../projectSettings/objectAccess';
import { type TaskCaseRecord, type TestTaskRecord, taskInProject, testingAccess, titleContains } from './testAccess';

type Db = Kysely<Database>;
type Executor = Db | Transaction<Database>;
type TaskFields = Omit<z.infer<typeof editTestTaskBody>, 'projectId' | 'taskId'>;

export const emptyCounts = (): ResultCounts => ({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 });

/** Owner and executors must be members, the version one of the project's. */
async function checkTaskFields(trx: Transaction<Database>, projectId: number, fields: TaskFields): Promise<number[]> {
  const executors = [...new Set(fields.executorUserIds)];
  const members = await projectMemberIds(trx, projectId, [...executors, fields.ownerUserId]);
  if (!members.has(fields.ownerUserId) || executors.some((id) => !members.has(id))) {
    throw failure('testTaskPeopleInvalid');
  }
  if (fields.versionId !== null) {
    const version = await trx
      .selectFrom('project_versions')
      .select('id')
      .where('id', '=', fields.versionId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!version) throw failure('testTaskVersionInvalid');
  }
  return executors;
}

async function replaceExecutors(trx: Transaction<Database>, taskId: number, userIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('test_task_executors').where('task_id', '=', taskId).execute();
  await trx
    .insertInto('test_task_executors')
    .values(userIds.map((userId) => ({ task_id: taskId, user_id: userId })))
    .execute();
}

const taskColumns = (fields: TaskFields) => ({
  title: fields.taskName,
  phase: fields.phase,
  start_date: fields.startDate,
  end_date: fields.endDate,
  version_id: fields.versionId,
  owner_id: fields.ownerUserId,
  description: fields.description,
});

/** Result counts of tasks' cases, by task. */
async function countsByTask(db: Executor, taskIds: readonly number[]): Promise<Map<number, ResultCounts>> {
  const map = new Map<number, ResultCounts>();
  if (taskIds.length === 0) return map;
  const rows = await db
    .selectFrom('test_task_cases')
    .select(['task_id', 'result', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('task_id', 'in', [...taskIds])
    .groupBy(['task_id', 'result'])
    .execute();
  for (const row of rows) {
    const counts = map.get(row.task_id) ?? emptyCounts();
    counts[row.result as TestResult] = Number(row.count);
    map.set(row.task_id, counts);
  }
  return map;
}

async function presentTasks(db: Executor, projectId: number, tasks: readonly TestTaskRecord[]): Promise<TestTaskRow[]> {
  const ids = tasks.map((task) => task.id);
  const executors = ids.length
    ? await db.selectFrom('test_task_executors').selectAll().where('task_id', 'in', ids).orderBy('user_id').execute()
    : [];
  const names = await projectNames(db, projectId, [
    ...tasks.map((task) => task.owner_id),
    ...executors.map((row) => row.user_id),
  ]);
  const versionIds = tasks.map((task) => task.version_id).filter((id): id is number => id !== null);
  const versions = versionIds.length
    ? await db.selectFrom('project_versions').select(['id', 'name']).where('id', 'in', versionIds).execute()
    : [];
  const counts = await countsByTask(db, ids);
  const ref = (userId: number) => ({ userId, name: names.get(userId) ?? '' });
  return tasks.map((task) => {
    const taskCounts = counts.get(task.id) ?? emptyCounts();
    return {
      taskId: task.id,
      taskName: task.title,
      phase: task.phase as TestPhase,
      status: task.status as TestTaskStatus,
      startDate: task.start_date,
      endDate: task.end_date,
      versionName: versions.find((version) => version.id === task.version_id)?.name ?? null,
      owner: ref(task.owner_id),
      executors: executors.filter((row) => row.task_id === task.id).map((row) => ref(row.user_id)),
      caseCount: Object.values(taskCounts).reduce((sum, count) => sum + count, 0),
      progress: progressOf(taskCounts),
      passRate: passRate(taskCounts),
      updateTime: task.update_time,
    };
  });
}

export async function presentTask(db: Executor, task: TestTaskRecord): Promise<TestTaskDetail> {
  const [row] = await presentTasks(db, task.project_id, [task]);
  if (!row) throw new Error('task vanished while presenting it');
  const names = await projectNames(db, task.project_id, [task.creator_id]);
  return {
    ...row,
    projectId: task.project_id,
    versionId: task.version_id,
    description: task.description,
    creator: { userId: task.creator_id, name: names.get(task.creator_id) ?? '' },
  };
}

/** POST testTask: a draft, or "not started" at once with `publish` (spec point 4 "Test task"). */
export async function createTestTask(
  db: Db,
  options: { body: z.infer<typeof createTestTaskBody>; userId: number; now: Date },
): Promise<TestTaskDetail> {
  const { body, userId, now } = options;
  await testingAccess(db, { projectId: body.projectId, userId, now });
  const time = now.toISOString();
  const taskId = await db.transaction().execute(async (trx) => {
    const executors = await checkTaskFields(trx, body.projectId, body);
    const { id } = await trx
      .insertInto('test_tasks')
      .values({
        ...taskColumns(body),
        project_id: body.projectId,
        status: body.publish ? TestTaskStatusCode.notStarted : TestTaskStatusCode.draft,
        creator_id: userId,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceExecutors(trx, id, executors);
    return id;
  });
  return presentTask(db, await taskInProject(db, body.projectId, taskId));
}

export async function editTestTask(
  db: Db,
  options: { body: z.infer<typeof editTestTaskBody>; userId: number; now: Date },
): Promise<TestTaskDetail> {
  const { body, userId, now } = options;
  await testingAccess(db, { projectId: body.projectId, userId, now });
  await db.transaction().execute(async (trx) => {
    const task = await taskInProject(trx, body.projectId, body.taskId);
    const executors = await checkTaskFields(trx, body.projectId, body);
    await trx
      .updateTable('test_tasks')
      .set({ ...taskColumns(body), update_time: now.toISOString() })
      .where('id', '=', task.id)
      .execute();
    await replaceExecutors(trx, task.id, executors);
  });
  return presentTask(db, await taskInProject(db, body.projectId, body.taskId));
}

/** PUT testTask/status: any of the four statuses; runs move "not started" on by themselves. */
export async function setTestTaskStatus(
  db: Db,
  options: { projectId: number; taskId: number; status: TestTaskStatus; userId: number; now: Date },
): Promise<TestTaskDetail> {
  await testingAccess(db, options);
  const task = await taskInProject(db, options.projectId, options.taskId);
  await db
    .updateTable('test_tasks')
    .set({ status: options.status, update_time: options.now.toISOString() })
    .where('id', '=', task.id)
    .execute();
  return presentTask(db, await taskInProject(db, options.projectId, options.taskId));
}

export async function getTestTask(
  db: Db,
  options: { projectId: number; taskId: number; userId: number },
): Promise<TestTaskDetail> {
  await testingAccess(db, options);
  return presentTask(db, await taskInProject(db, options.projectId, options.taskId));
}

/** POST testTask/delete: the task with its cases, runs and defect links (the defects themselves stay). */
export async function deleteTestTask(
  db: Db,
  options: { projectId: number; taskId: number; userId: number; now: Date },
): Promise<void> {
  await testingAccess(db, options);
  const task = await taskInProject(db, options.projectId, options.taskId);
  await db.deleteFrom('test_tasks').where('id', '=', task.id).execute();
}

/** POST testTask/list: the project's tasks, newest first, by status and words. */
export async function listTestTasks(
  db: Db,
  options: { filter: z.infer<typeof testTaskListFilter>; page: PageQuery; userId: number },
): Promise<{ rows: TestTaskRow[]; total: number }> {
  const { filter } = options;
  await testingAccess(db, { projectId: filter.projectId, userId: options.userId });
  let query = db.selectFrom('test_tasks').where('project_id', '=', filter.projectId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.keyword) query = query.where(titleContains(filter.keyword));
  const total = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  const tasks = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.page.pageSize)
    .offset(pageOffset(options.page))
    .execute();
  return { rows: await presentTasks(db, filter.projectId, tasks), total: Number(total.count) };
}

/** The task's cases as the run screen and the task page list them, in the order they were added. */
export async function listTaskCases(
  db: Db,
  options: { projectId: number; taskId: number; userId: number },
): Promise<TaskCaseRow[]> {
  await testingAccess(db, options);
  const task = await taskInProject(db, options.projectId, options.taskId);
  const rows = await db
    .selectFrom('test_task_cases')
    .selectAll()
    .where('task_id', '=', task.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return presentTaskCases(db, task.project_id, rows);
}

export async function presentTaskCases(
  db: Executor,
  projectId: number,
  rows: readonly TaskCaseRecord[],
): Promise<TaskCaseRow[]> {
  const names = await projectNames(
    db,
    projectId,
    rows.map((row) => row.executor_id).filter((id): id is number => id !== null),
  );
  const ids = rows.map((row) => row.id);
  const defects = ids.length
    ? await db
        .selectFrom('question_test_cases')
        .select(['task_case_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('task_case_id', 'in', ids)
        .groupBy('task_case_id')
        .execute()
    : [];
  return rows.map((row) => ({
    taskCaseId: row.id,
    caseId: row.case_id,
    caseName: row.title,
    moduleName: row.module_name,
    priority: row.priority as Priority,
    executor: row.executor_id === null ? null : { userId: row.executor_id, name: names.get(row.executor_id) ?? '' },
    result: row.result as TestResult,
    lastRunTime: row.last_run_time,
    defectCount: Number(defects.find((item) => item.task_case_id === row.id)?.count ?? 0),
  }));
}
