import { z } from 'zod';
import type { Priority, QuestionType } from '../issues/fields';
import { calendarDate } from '../dates';
import { type UserRef, positiveId, updateTimeField } from '../issues/issueApi';
import type { QuestionStatus } from '../issues/workflow';
import type { FixedStage } from '../projects/rules';
import type { BurndownDay } from './burndown';

/**
 * Issue 13: iterations (spec point 5 "Iteration: name, start and end required"), their board over the
 * project's iteration stages (spec point 4) and the calls of spec point 7 that put issues in and out of
 * them. Field names of the list rows are what other parts read (statistics' iteration filter).
 */

export const ITERATION_NAME_MAX = 50;
export const ITERATION_DESCRIPTION_MAX = 2000;
/** A year and a day: long enough for any iteration, short enough to keep the burndown's days bounded. */
export const ITERATION_MAX_DAYS = 366;
export const ITERATION_BATCH_MAX = 200;

/** Derived from the dates and the current day, never stored (ADR 0056). */
export const IterationStatusCode = { notStarted: 1, inProgress: 2, ended: 3 } as const;
export type IterationStatus = (typeof IterationStatusCode)[keyof typeof IterationStatusCode];
export const ITERATION_STATUSES: readonly IterationStatus[] = [1, 2, 3];

/** `today` is the current UTC calendar day, YYYY-MM-DD. */
export function iterationStatus(iteration: { startDate: string; endDate: string }, today: string): IterationStatus {
  if (today < iteration.startDate) return IterationStatusCode.notStarted;
  if (today > iteration.endDate) return IterationStatusCode.ended;
  return IterationStatusCode.inProgress;
}

export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
/** The days an iteration spans, both ends counted. */
const spannedDays = (startDate: string, endDate: string): number =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;

const iterationFields = {
  iterationName: z.string().trim().min(1).max(ITERATION_NAME_MAX),
  startDate: calendarDate,
  endDate: calendarDate,
  description: z.string().trim().max(ITERATION_DESCRIPTION_MAX).default(''),
};

type Dates = { startDate: string; endDate: string };
const withDateRules = <T extends z.ZodType<Dates>>(schema: T) =>
  schema
    .refine((value) => value.startDate <= value.endDate, {
      params: { messageKey: 'iterationDatesOrder' },
      path: ['endDate'],
    })
    .refine((value) => spannedDays(value.startDate, value.endDate) <= ITERATION_MAX_DAYS, {
      params: { messageKey: 'iterationTooLong', max: ITERATION_MAX_DAYS },
      path: ['endDate'],
    });

export const createIterationBody = withDateRules(z.strictObject({ projectId: positiveId, ...iterationFields }));
export type CreateIterationBody = z.input<typeof createIterationBody>;
export const editIterationBody = withDateRules(
  z.strictObject({ projectId: positiveId, iterationId: positiveId, updateTime: updateTimeField, ...iterationFields }),
);
export type EditIterationBody = z.input<typeof editIterationBody>;

export const iterationListQuery = z.strictObject({ projectId: positiveId });
export const iterationRefQuery = z.strictObject({ projectId: positiveId, iterationId: positiveId });
export type IterationRef = z.infer<typeof iterationRefQuery>;

/** PUT projectIteration/moveQuestion: the board's drag (or its "move to stage" menu). */
export const moveIterationCardBody = z.strictObject({
  projectId: positiveId,
  iterationId: positiveId,
  questionId: positiveId,
  stageId: positiveId,
});
export type MoveIterationCardBody = z.infer<typeof moveIterationCardBody>;

const questionIds = z.array(positiveId).min(1).max(ITERATION_BATCH_MAX);

/** PUT questionInfo/updateBatchProblemIteration: the issues join the iteration in its first stage. */
export const batchIterationBody = z.strictObject({ projectId: positiveId, questionIds, iterationId: positiveId });
export type BatchIterationBody = z.infer<typeof batchIterationBody>;

export const PLAN_ITERATION_LINKS = ['plan', 'iteration'] as const;
export type PlanIterationLink = (typeof PLAN_ITERATION_LINKS)[number];

/**
 * PUT questionInfo/removeQuestionProjectPlanIteration: `questionId` or `questionIds`, and which links to
 * clear (ADR 0058); without `clear` both go.
 */
export const removePlanIterationBody = z
  .strictObject({
    projectId: positiveId,
    questionId: positiveId.optional(),
    questionIds: questionIds.optional(),
    clear: z.array(z.enum(PLAN_ITERATION_LINKS)).min(1).default(['plan', 'iteration']),
  })
  .refine((value) => value.questionId !== undefined || value.questionIds !== undefined, {
    params: { messageKey: 'iterationQuestionsRequired' },
    path: ['questionIds'],
  })
  .transform(({ questionId, questionIds: many, ...rest }) => ({
    ...rest,
    questionIds: [...new Set([...(questionId === undefined ? [] : [questionId]), ...(many ?? [])])],
  }));
export type RemovePlanIterationBody = z.input<typeof removePlanIterationBody>;

/** POST questionInfo/getProjectIterationRanJinTuData. */
export const burndownBody = iterationRefQuery;

/* Reading. */

export interface IterationRow {
  iterationId: number;
  projectId: number;
  iterationName: string;
  startDate: string;
  endDate: string;
  status: IterationStatus;
  description: string;
  questionCount: number;
  openCount: number;
  creator: UserRef;
  createTime: string;
  updateTime: string;
}

/** A card of the board: enough to recognise the issue without opening it. */
export interface IterationCard {
  questionId: number;
  number: number;
  questionName: string;
  questionType: QuestionType;
  priority: Priority;
  status: QuestionStatus;
  handlers: UserRef[];
  stageId: number;
  updateTime: string;
}

export interface IterationBoardColumn {
  stageId: number;
  stageName: string;
  fixed: FixedStage | null;
  cards: IterationCard[];
}

export interface IterationBoard {
  iteration: IterationRow;
  columns: IterationBoardColumn[];
}

export interface IterationBurndown {
  iterationId: number;
  startDate: string;
  endDate: string;
  days: BurndownDay[];
}
