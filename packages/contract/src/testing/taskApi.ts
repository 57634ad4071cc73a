import { z } from 'zod';
import { PRIORITIES, type Priority, QUESTION_HANDLERS_MAX } from '../issues/fields';
import { calendarDate } from '../dates';
import { type QuestionAttachment, type UserRef, positiveId, questionTitle } from '../issues/issueApi';
import type { QuestionStatus } from '../issues/workflow';
import { fitsBytes } from '../projects/rules';
import { defectSeverity, oneOfCodes, testCaseListFilter } from './caseApi';
import type { TestCaseContent } from './caseApi';
import {
  RECORDED_RESULTS,
  TEST_BATCH_MAX,
  TEST_EXECUTORS_MAX,
  TEST_PHASES,
  TEST_RUN_ATTACHMENTS_MAX,
  TEST_RUN_NOTE_MAX,
  TEST_STEPS_MAX,
  TEST_TASK_STATUSES,
  TEST_TASK_TITLE_MAX_BYTES,
  type TestPhase,
  type TestResult,
  type TestTaskStatus,
} from './fields';

/**
 * Issue 14: test tasks (spec point 2 "test", points 3-4 "Test task"), the runs of their cases and the
 * defects filed from failures (spec point 7 `updateBatchProblemTestTaskCase`).
 */

export const testTaskTitle = z
  .string()
  .trim()
  .min(1)
  .refine((value) => fitsBytes(value, TEST_TASK_TITLE_MAX_BYTES), {
    params: { messageKey: 'nameTooLongBytes', max: TEST_TASK_TITLE_MAX_BYTES },
  });

const taskFields = {
  taskName: testTaskTitle,
  phase: oneOfCodes(TEST_PHASES),
  startDate: calendarDate,
  endDate: calendarDate,
  versionId: positiveId.nullable().default(null),
  ownerUserId: positiveId,
  executorUserIds: z.array(positiveId).min(1).max(TEST_EXECUTORS_MAX),
  description: z.string().max(2000).default(''),
};
const datesInOrder = (value: { startDate: string; endDate: string }) => value.startDate <= value.endDate;
const datesIssue = { params: { messageKey: 'testTaskDatesOrder' }, path: ['endDate'] };

/** POST testTask: a new task is a draft unless `publish` makes it "not started" at once. */
export const createTestTaskBody = z
  .strictObject({ projectId: positiveId, ...taskFields, publish: z.boolean().default(false) })
  .refine(datesInOrder, datesIssue);
export type CreateTestTaskBody = z.input<typeof createTestTaskBody>;
export const editTestTaskBody = z
  .strictObject({ projectId: positiveId, taskId: positiveId, ...taskFields })
  .refine(datesInOrder, datesIssue);
export type EditTestTaskBody = z.input<typeof editTestTaskBody>;
export const testTaskRefQuery = z.strictObject({ projectId: positiveId, taskId: positiveId });
export const testTaskStatusBody = z.strictObject({
  projectId: positiveId,
  taskId: positiveId,
  status: oneOfCodes(TEST_TASK_STATUSES),
});
export const testTaskListFilter = z.strictObject({
  projectId: positiveId,
  status: oneOfCodes(TEST_TASK_STATUSES).optional(),
  keyword: z.string().trim().max(100).default(''),
});

/** POST testTask/addCases: whole modules (with their sub-modules), chosen cases, or a library filter. */
export const addTaskCasesBody = z
  .strictObject({
    projectId: positiveId,
    taskId: positiveId,
    moduleIds: z.array(positiveId).max(TEST_BATCH_MAX).default([]),
    caseIds: z.array(positiveId).max(TEST_BATCH_MAX).default([]),
    /** The library filter (module with sub-modules, title words, type, priority, tag), as the case list takes it. */
    filter: testCaseListFilter.omit({ projectId: true }).optional(),
    /** Who runs the added cases; by default the task's first executor. */
    executorUserId: positiveId.optional(),
  })
  .refine((value) => value.moduleIds.length + value.caseIds.length > 0 || value.filter !== undefined, {
    params: { messageKey: 'testTaskNothingToAdd' },
  });
export const removeTaskCasesBody = z.strictObject({
  projectId: positiveId,
  taskId: positiveId,
  taskCaseIds: z.array(positiveId).min(1).max(TEST_BATCH_MAX),
});
export const taskCaseRefQuery = z.strictObject({ projectId: positiveId, taskCaseId: positiveId });

export interface TestTaskRow {
  taskId: number;
  taskName: string;
  phase: TestPhase;
  status: TestTaskStatus;
  startDate: string;
  endDate: string;
  versionName: string | null;
  owner: UserRef;
  executors: UserRef[];
  caseCount: number;
  progress: number;
  passRate: number | null;
  updateTime: string;
}

export interface TestTaskDetail extends TestTaskRow {
  projectId: number;
  versionId: number | null;
  description: string;
  creator: UserRef;
}

export interface TaskCaseRow {
  taskCaseId: number;
  caseId: number | null;
  caseName: string;
  moduleName: string | null;
  priority: Priority;
  executor: UserRef | null;
  result: TestResult;
  lastRunTime: string | null;
  defectCount: number;
}

/* Runs. */

export const stepResult = z.strictObject({
  result: oneOfCodes(RECORDED_RESULTS),
  actual: z.string().max(TEST_RUN_NOTE_MAX).default(''),
});

/** POST testRun: one result of one case of the task (and per step in step mode), with notes and screenshots. */
export const recordRunBody = z.strictObject({
  projectId: positiveId,
  taskId: positiveId,
  taskCaseId: positiveId,
  result: oneOfCodes(RECORDED_RESULTS),
  note: z.string().max(TEST_RUN_NOTE_MAX).default(''),
  stepResults: z.array(stepResult).max(TEST_STEPS_MAX).default([]),
  /** Screenshots uploaded first through questionAttachment/upload. */
  attachmentIds: z.array(positiveId).max(TEST_RUN_ATTACHMENTS_MAX).default([]),
});
export type RecordRunBody = z.input<typeof recordRunBody>;

export interface TestRun {
  runId: number;
  taskCaseId: number;
  caseVersion: number;
  result: TestResult;
  note: string;
  stepResults: z.infer<typeof stepResult>[];
  executor: UserRef;
  attachments: QuestionAttachment[];
  createTime: string;
}

/** One case of a task as the run screen shows it: the case's version at its last run (or now) and its runs. */
export interface TaskCaseDetail extends TaskCaseRow {
  taskId: number;
  caseVersion: number;
  content: TestCaseContent;
  runs: TestRun[];
  defects: { questionId: number; number: number; questionName: string; status: QuestionStatus }[];
}

/** POST testRun/fileDefect: a defect (type 1) from a failed run, prefilled by the server from the run. */
export const fileDefectBody = z.strictObject({
  projectId: positiveId,
  runId: positiveId,
  questionName: questionTitle.optional(),
  handlerUserIds: z.array(positiveId).min(1).max(QUESTION_HANDLERS_MAX),
  severity: defectSeverity.default(2),
  priority: oneOfCodes(PRIORITIES).default(3),
  /** The failing step in step mode (0-based); by default the first step that failed. */
  stepIndex: z.number().int().min(0).max(TEST_STEPS_MAX).optional(),
});
export type FileDefectBody = z.input<typeof fileDefectBody>;

/** PUT questionInfo/updateBatchProblemTestTaskCase: links existing issues to a case of a task (both ways). */
export const linkQuestionsToTaskCaseBody = z.strictObject({
  projectId: positiveId,
  taskCaseId: positiveId,
  questionIds: z.array(positiveId).min(1).max(TEST_BATCH_MAX),
  runId: positiveId.optional(),
});

export interface FiledDefect {
  questionId: number;
  number: number;
}

/* The report. */

export type ResultCounts = Record<TestResult, number>;
export interface ReportGroup {
  key: string;
  name: string;
  counts: ResultCounts;
  progress: number;
  passRate: number | null;
}
export interface TestTaskReport {
  taskId: number;
  taskName: string;
  status: TestTaskStatus;
  total: number;
  counts: ResultCounts;
  progress: number;
  passRate: number | null;
  byModule: ReportGroup[];
  byExecutor: ReportGroup[];
  defects: { questionId: number; number: number; questionName: string; status: QuestionStatus; caseName: string }[];
}
