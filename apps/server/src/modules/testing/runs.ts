import {
  HistoryCode,
  type Locale,
  type QuestionStatus,
  TEST_RESULT_LABELS,
  type TaskCaseDetail,
  type TestCaseContent,
  type TestResult,
  type TestRun,
  TestTaskStatusCode,
  type TestTaskStatus,
  formatMessage,
  type recordRunBody,
  type stepResult,
  taskAcceptsRuns,
} from '@questline/contract';
import { type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { nextUpdateTime } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure, forbidden } from '../../http/errors';
import { projectNames } from '../attachments/people';
import { presentAttachments } from '../attachments/presenter';
import type { ProjectAccess } from '../projects/policy';
import { recordHistory } from '../issues/history';
import { caseContent } from './caseStore';
import {
  type TaskCaseRecord,
  type TestTaskRecord,
  taskCaseInProject,
  taskInProject,
  testingAccess,
} from './testAccess';
import { presentTaskCases } from './tasks';

type Db = Kysely<Database>;
type Executor = Db | Transaction<Database>;

/** The content a task case runs now: its library case's current version, or the last one it ran. */
export async function currentContent(
  db: Executor,
  taskCase: TaskCaseRecord,
): Promise<{ version: number; content: TestCaseContent }> {
  if (taskCase.case_id !== null) {
    const row = await db.selectFrom('test_cases').selectAll().where('id', '=', taskCase.case_id).executeTakeFirst();
    if (row) return { version: row.version, content: caseContent(row) };
  }
  const last = await db
    .selectFrom('test_runs')
    .select('case_version')
    .where('task_case_id', '=', taskCase.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const empty: TestCaseContent = {
    caseName: taskCase.title,
    caseType: 1,
    priority: 2,
    moduleId: null,
    precondition: '',
    mode: 'text',
    textSteps: '',
    textExpected: '',
    steps: [],
    tags: [],
  };
  return { version: last?.case_version ?? 1, content: empty };
}

/** The snapshot of one version of a case, for a run made against it. */
export async function versionContent(
  db: Executor,
  caseId: number | null,
  version: number,
): Promise<TestCaseContent | null> {
  if (caseId === null) return null;
  const row = await db
    .selectFrom('test_case_versions')
    .select('content')
    .where('case_id', '=', caseId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? (JSON.parse(row.content) as TestCaseContent) : null;
}

/** Who may record results: the task's executors, its owner, and the project's admins. */
async function assertMayRun(db: Executor, access: ProjectAccess, task: TestTaskRecord): Promise<void> {
  if (access.role !== 'member' || task.owner_id === access.userId) return;
  const executor = await db
    .selectFrom('test_task_executors')
    .select('user_id')
    .where('task_id', '=', task.id)
    .where('user_id', '=', access.userId)
    .executeTakeFirst();
  if (!executor) throw forbidden('testNotExecutor');
}

/** The case of this task named by id; one of another task (or none) is "not in this task". */
async function caseOfTask(db: Executor, task: TestTaskRecord, taskCaseId: number): Promise<TaskCaseRecord> {
  const row = await db
    .selectFrom('test_task_cases')
    .selectAll()
    .where('id', '=', taskCaseId)
    .where('task_id', '=', task.id)
    .executeTakeFirst();
  if (!row) throw failure('testTaskCaseInvalid');
  return row;
}

/**
 * POST testRun: one result for one case of the task (and one per step in step mode), with a note and
 * screenshots uploaded first. The case's version is recorded with it; the first run of a task that has
 * not started moves it to "in progress"; every defect linked to the case gets a history row with the
 * new outcome, so a re-run after the fix shows on the defect.
 */
export async function recordRun(
  db: Db,
  options: { body: z.infer<typeof recordRunBody>; userId: number; now: Date; locale: Locale },
): Promise<TaskCaseDetail> {
  const { body, userId, now } = options;
  const access = await testingAccess(db, { projectId: body.projectId, userId, now });
  const taskCaseId = await db.transaction().execute(async (trx) => {
    const task = await taskInProject(trx, body.projectId, body.taskId);
    const taskCase = await caseOfTask(trx, task, body.taskCaseId);
    await assertMayRun(trx, access, task);
    if (!taskAcceptsRuns(task.status as TestTaskStatus)) throw failure('testTaskNotRunnable');
    const { version, content } = await currentContent(trx, taskCase);
    const stepCount = content.mode === 'step' ? content.steps.length : 0;
    if (body.stepResults.length !== stepCount && !(stepCount > 0 && body.stepResults.length === 0)) {
      throw failure('testStepResultsMismatch', { count: stepCount });
    }
    const time = now.toISOString();
    const run = await trx
      .insertInto('test_runs')
      .values({
        task_case_id: taskCase.id,
        case_version: version,
        result: body.result,
        note: body.note,
        step_results: JSON.stringify(body.stepResults),
        executor_id: userId,
        create_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await claimScreenshots(trx, { projectId: body.projectId, runId: run.id, userId, ids: body.attachmentIds });
    await trx
      .updateTable('test_task_cases')
      .set({ result: body.result, last_run_time: time })
      .where('id', '=', taskCase.id)
      .execute();
    if (task.status === TestTaskStatusCode.notStarted) {
      await trx
        .updateTable('test_tasks')
        .set({ status: TestTaskStatusCode.inProgress })
        .where('id', '=', task.id)
        .execute();
    }
    await noteRerunOnDefects(trx, {
      taskCase,
      note: formatMessage(options.locale, 'testDefectRerun', {
        task: task.title,
        case: taskCase.title,
        result: TEST_RESULT_LABELS[options.locale][body.result],
      }),
      userId,
      now,
    });
    return taskCase.id;
  });
  return getTaskCaseDetail(db, { projectId: body.projectId, taskCaseId, userId });
}

/** Screenshots must be the caller's own pending uploads in the project; they then belong to the run. */
async function claimScreenshots(
  trx: Transaction<Database>,
  options: { projectId: number; runId: number; userId: number; ids: readonly number[] },
): Promise<void> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return;
  const result = await trx
    .updateTable('question_attachments')
    .set({ test_run_id: options.runId })
    .where('id', 'in', ids)
    .where('project_id', '=', options.projectId)
    .where('uploader_id', '=', options.userId)
    .where('question_id', 'is', null)
    .where('test_run_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== ids.length) throw failure('testRunAttachmentInvalid');
}

async function noteRerunOnDefects(
  trx: Transaction<Database>,
  options: { taskCase: TaskCaseRecord; note: string; userId: number; now: Date },
): Promise<void> {
  const linked = await trx
    .selectFrom('question_test_cases')
    .innerJoin('questions', 'questions.id', 'question_test_cases.question_id')
    .select(['questions.id', 'questions.update_time'])
    .where('question_test_cases.task_case_id', '=', options.taskCase.id)
    .execute();
  for (const question of linked) {
    await trx
      .updateTable('questions')
      .set({ update_time: nextUpdateTime(question.update_time, options.now) })
      .where('id', '=', question.id)
      .execute();
  }
  await recordHistory(
    trx,
    linked.map((question) => ({
      questionId: question.id,
      code: HistoryCode.modify,
      operatorId: options.userId,
      note: options.note,
      detail: { testTaskCaseId: options.taskCase.id },
      now: options.now,
    })),
  );
}

/** GET testRun/taskCase: one case of a task with the content it runs, its runs (newest first) and defects. */
export async function getTaskCaseDetail(
  db: Db,
  options: { projectId: number; taskCaseId: number; userId: number },
): Promise<TaskCaseDetail> {
  await testingAccess(db, options);
  const { taskCase, task } = await taskCaseInProject(db, options.projectId, options.taskCaseId);
  const [row] = await presentTaskCases(db, task.project_id, [taskCase]);
  if (!row) throw new Error('task case vanished while presenting it');
  const current = await currentContent(db, taskCase);
  const runs = await db
    .selectFrom('test_runs')
    .selectAll()
    .where('task_case_id', '=', taskCase.id)
    .orderBy('id', 'desc')
    .execute();
  const attachments = runs.length
    ? await db
        .selectFrom('question_attachments')
        .selectAll()
        .where(
          'test_run_id',
          'in',
          runs.map((run) => run.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const presented = await presentAttachments(db, attachments);
  const names = await projectNames(
    db,
    task.project_id,
    runs.map((run) => run.executor_id),
  );
  const presentedRuns: TestRun[] = runs.map((run) => ({
    runId: run.id,
    taskCaseId: run.task_case_id,
    caseVersion: run.case_version,
    result: run.result as TestResult,
    note: run.note,
    stepResults: JSON.parse(run.step_results) as z.infer<typeof stepResult>[],
    executor: { userId: run.executor_id, name: names.get(run.executor_id) ?? '' },
    attachments: presented.filter((_, index) => attachments[index]?.test_run_id === run.id),
    createTime: run.create_time,
  }));
  const defects = await db
    .selectFrom('question_test_cases')
    .innerJoin('questions', 'questions.id', 'question_test_cases.question_id')
    .select(['questions.id', 'questions.number', 'questions.title', 'questions.status'])
    .where('question_test_cases.task_case_id', '=', taskCase.id)
    .orderBy('questions.number')
    .execute();
  return {
    ...row,
    taskId: task.id,
    caseVersion: current.version,
    content: current.content,
    runs: presentedRuns,
    defects: defects.map((defect) => ({
      questionId: defect.id,
      number: defect.number,
      questionName: defect.title,
      status: defect.status as QuestionStatus,
    })),
  };
}
