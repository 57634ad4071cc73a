import {
  type FiledDefect,
  HistoryCode,
  type Locale,
  QUESTION_TITLE_MAX_BYTES,
  QuestionStatusCode,
  TestResultCode,
  byteLength,
  type fileDefectBody,
  formatMessage,
  type linkQuestionsToTaskCaseBody,
  type stepResult,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { nextUpdateTime } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import type { QuestionEvents } from '../issues/events';
import { recordHistory } from '../issues/history';
import { checkQuestionFields } from '../issues/questionInput';
import { insertQuestions } from '../issues/questionStore';
import { recipientsOf } from '../issues/questions';
import { type TaskCaseRecord, type TestTaskRecord, taskCaseInProject, testingAccess } from './testAccess';
import { currentContent, versionContent } from './runs';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');

/** A title that fits the 100 bytes, cut at a character, never inside one. */
function fitTitle(title: string): string {
  let fitted = title;
  while (byteLength(fitted) > QUESTION_TITLE_MAX_BYTES) fitted = [...fitted].slice(0, -1).join('');
  return fitted;
}

/**
 * Links issues to a case of a task inside the caller's transaction: one row per pair (both ways: the
 * task case lists its defects, the defect's history names the case) and a history row on each newly
 * linked issue. Answers how many were new.
 */
async function linkDefects(
  trx: Trx,
  options: {
    task: TestTaskRecord;
    taskCase: TaskCaseRecord;
    questions: { id: number; update_time: string }[];
    runId: number | null;
    userId: number;
    now: Date;
    locale: Locale;
  },
): Promise<number> {
  const { now } = options;
  const present = await trx
    .selectFrom('question_test_cases')
    .select('question_id')
    .where('task_case_id', '=', options.taskCase.id)
    .execute();
  const have = new Set(present.map((row) => row.question_id));
  const added = options.questions.filter((question) => !have.has(question.id));
  if (added.length === 0) return 0;
  await trx
    .insertInto('question_test_cases')
    .values(
      added.map((question) => ({
        question_id: question.id,
        task_case_id: options.taskCase.id,
        run_id: options.runId,
        create_time: now.toISOString(),
      })),
    )
    .execute();
  for (const question of added) {
    await trx
      .updateTable('questions')
      .set({ update_time: nextUpdateTime(question.update_time, now) })
      .where('id', '=', question.id)
      .execute();
  }
  const note = formatMessage(options.locale, 'testDefectLinked', {
    task: options.task.title,
    case: options.taskCase.title,
  });
  await recordHistory(
    trx,
    added.map((question) => ({
      questionId: question.id,
      code: HistoryCode.modify,
      operatorId: options.userId,
      note,
      detail: { testTaskId: options.task.id, testTaskCaseId: options.taskCase.id, testRunId: options.runId },
      now,
    })),
  );
  return added.length;
}

/**
 * PUT questionInfo/updateBatchProblemTestTaskCase (spec point 7): links defects of the project to a case
 * of a task; anything not a defect of this project, or a run of another case, is refused with nothing
 * written.
 */
export async function linkQuestionsToTaskCase(
  db: Db,
  options: { body: z.infer<typeof linkQuestionsToTaskCaseBody>; userId: number; now: Date; locale: Locale },
): Promise<{ linked: number }> {
  const { body, userId, now } = options;
  await testingAccess(db, { projectId: body.projectId, userId, now });
  const linked = await db.transaction().execute(async (trx) => {
    const { task, taskCase } = await taskCaseInProject(trx, body.projectId, body.taskCaseId);
    const ids = [...new Set(body.questionIds)];
    const questions = await trx
      .selectFrom('questions')
      .select(['id', 'update_time'])
      .where('project_id', '=', body.projectId)
      .where('question_type', '=', 1)
      .where('status', '!=', QuestionStatusCode.draft)
      .where('id', 'in', ids)
      .execute();
    if (questions.length !== ids.length) throw failure('testLinkNotDefect');
    if (body.runId !== undefined) {
      const run = await trx
        .selectFrom('test_runs')
        .select('id')
        .where('id', '=', body.runId)
        .where('task_case_id', '=', taskCase.id)
        .executeTakeFirst();
      if (!run) throw failure('testTaskCaseInvalid');
    }
    return linkDefects(trx, {
      task,
      taskCase,
      questions,
      runId: body.runId ?? null,
      userId,
      now,
      locale: options.locale,
    });
  });
  return { linked };
}

/** The defect's description from the run: where it came from, the failing step, expected and actual. */
async function defectDescription(
  trx: Trx,
  options: {
    task: TestTaskRecord;
    taskCase: TaskCaseRecord;
    run: { case_version: number; note: string; step_results: string };
    stepIndex: number | undefined;
    locale: Locale;
  },
): Promise<string> {
  const say = (key: Parameters<typeof formatMessage>[1], params: Record<string, string | number>) =>
    formatMessage(options.locale, key, params);
  const content =
    (await versionContent(trx, options.taskCase.case_id, options.run.case_version)) ??
    (await currentContent(trx, options.taskCase)).content;
  const results = JSON.parse(options.run.step_results) as z.infer<typeof stepResult>[];
  const parts = [
    paragraphs(
      say('testDefectFrom', {
        task: options.task.title,
        case: options.taskCase.title,
        version: options.run.case_version,
      }),
    ),
  ];
  if (content.precondition) parts.push(paragraphs(say('testDefectPrecondition', { text: content.precondition })));
  if (content.mode === 'step') {
    const failedAt = results.findIndex((result) => result.result === TestResultCode.fail);
    const index = options.stepIndex ?? (failedAt === -1 ? 0 : failedAt);
    const step = content.steps[index];
    if (step) {
      parts.push(paragraphs(say('testDefectStep', { index: index + 1, action: step.action })));
      parts.push(paragraphs(say('testDefectExpected', { text: step.expected })));
    }
    const actual = results[index]?.actual;
    if (actual) parts.push(paragraphs(say('testDefectActual', { text: actual })));
  } else {
    if (content.textSteps) parts.push(paragraphs(content.textSteps));
    if (content.textExpected) parts.push(paragraphs(say('testDefectExpected', { text: content.textExpected })));
  }
  if (options.run.note) parts.push(paragraphs(say('testDefectNote', { text: options.run.note })));
  return parts.join('');
}

/**
 * POST testRun/fileDefect: a failed run becomes a defect (type 1, "to solve") prefilled with the case,
 * the failing step, expected and actual results and the run's screenshots, linked to the task case in
 * the same transaction; its handlers are told after commit like any new issue.
 */
export async function fileDefectFromRun(
  deps: { db: Db; questionEvents: QuestionEvents },
  options: { body: z.infer<typeof fileDefectBody>; userId: number; now: Date; locale: Locale },
): Promise<FiledDefect> {
  const { db } = deps;
  const { body, userId, now, locale } = options;
  await testingAccess(db, { projectId: body.projectId, userId, now });
  const filed = await db.transaction().execute(async (trx) => {
    const run = await trx.selectFrom('test_runs').selectAll().where('id', '=', body.runId).executeTakeFirst();
    if (!run) throw notFound();
    const { task, taskCase } = await taskCaseInProject(trx, body.projectId, run.task_case_id);
    if (run.result !== TestResultCode.fail) throw failure('testRunNotFailed');
    const description = await defectDescription(trx, { task, taskCase, run, stepIndex: body.stepIndex, locale });
    const title =
      body.questionName ??
      fitTitle(formatMessage(locale, 'testDefectTitle', { task: task.title, case: taskCase.title }));
    const checked = await checkQuestionFields(
      trx,
      body.projectId,
      {
        questionName: title,
        questionType: 1,
        severity: body.severity,
        priority: body.priority,
        moduleId: null,
        versionId: task.version_id,
        handlerUserIds: body.handlerUserIds,
        handlingMode: 'single',
        ccUserIds: [],
        startDate: null,
        deadline: null,
        estimatedHours: null,
        progress: 0,
        terminal: null,
        defectCategory: null,
        description,
        parentId: null,
        relatedIds: [],
      },
      null,
    );
    const [question] = await insertQuestions(
      trx,
      {
        projectId: body.projectId,
        creatorId: userId,
        status: QuestionStatusCode.toSolve,
        history: HistoryCode.create,
        now,
      },
      [checked],
    );
    if (!question) throw new Error('one defect inserted');
    // The run's screenshots are the defect's attachments too; the run keeps showing them.
    await trx
      .updateTable('question_attachments')
      .set({ question_id: question.id })
      .where('test_run_id', '=', run.id)
      .where('question_id', 'is', null)
      .execute();
    const row = await trx
      .selectFrom('questions')
      .select(['id', 'update_time'])
      .where('id', '=', question.id)
      .executeTakeFirstOrThrow();
    await linkDefects(trx, { task, taskCase, questions: [row], runId: run.id, userId, now, locale });
    return { ...question, title };
  });
  deps.questionEvents.emit([
    {
      projectId: body.projectId,
      questionId: filed.id,
      number: filed.number,
      questionName: filed.title,
      code: HistoryCode.create,
      operatorId: userId,
      toStatus: QuestionStatusCode.toSolve,
      recipientIds: await recipientsOf(db, filed.id, userId),
    },
  ]);
  return { questionId: filed.id, number: filed.number };
}
