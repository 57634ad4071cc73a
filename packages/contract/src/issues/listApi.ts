import { z } from 'zod';
import { DEFECT_CATEGORIES, PRIORITIES, QUESTION_TYPES, SEVERITIES, TERMINALS } from './fields';
import { calendarDate, positiveId as id } from './issueApi';
import { QUESTION_STATUSES } from './workflow';

/**
 * Issue 10: the issue list (POST getProjectProblemList, filters in the body, paging in the query),
 * its counts and the per-user list settings (columns, type tabs, terminals).
 */

const codes = <T extends readonly number[]>(values: T) =>
  z
    .array(z.number().int())
    .max(values.length)
    .refine((list) => list.every((value) => values.includes(value)), { params: { messageKey: 'fieldValue' } })
    .optional();
const idList = z.array(id).max(300).optional();

/** Columns a person can show in the list, in the default order; the first three are always shown. */
export const QUESTION_COLUMNS = [
  'number',
  'questionName',
  'status',
  'questionType',
  'priority',
  'severity',
  'handlers',
  'creator',
  'module',
  'version',
  'deadline',
  'startDate',
  'progress',
  'estimatedHours',
  'terminal',
  'defectCategory',
  'createTime',
  'updateTime',
] as const;
export type QuestionColumn = (typeof QUESTION_COLUMNS)[number];
export const FIXED_QUESTION_COLUMNS: readonly QuestionColumn[] = ['number', 'questionName', 'status'];
export const DEFAULT_QUESTION_COLUMNS: readonly QuestionColumn[] = [
  'number',
  'questionName',
  'status',
  'questionType',
  'priority',
  'severity',
  'handlers',
  'creator',
  'deadline',
  'createTime',
];

/**
 * Sortable columns. Handlers and creator are people lists whose order would depend on names in two
 * scripts; they filter instead (ADR 0021).
 */
export const QUESTION_SORT_COLUMNS = [
  'number',
  'questionName',
  'status',
  'questionType',
  'priority',
  'severity',
  'module',
  'version',
  'deadline',
  'startDate',
  'progress',
  'estimatedHours',
  'terminal',
  'defectCategory',
  'createTime',
  'updateTime',
] as const;
export type QuestionSortColumn = (typeof QUESTION_SORT_COLUMNS)[number];

/** "Mine" quick filters: issues I handle, I created, I am copied on, I collected. */
export const QUESTION_SCOPES = ['all', 'handling', 'created', 'cc', 'collected'] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];

export const questionListFilter = z.strictObject({
  projectId: id,
  questionType: z.number().int().min(1).max(4).optional(),
  scope: z.enum(QUESTION_SCOPES).default('all'),
  status: codes(QUESTION_STATUSES),
  priority: codes(PRIORITIES),
  severity: codes(SEVERITIES),
  terminal: codes(TERMINALS),
  defectCategory: codes(DEFECT_CATEGORIES),
  handlerUserIds: idList,
  creatorUserIds: idList,
  ccUserIds: idList,
  moduleIds: idList,
  versionIds: idList,
  iterationIds: idList,
  planIds: idList,
  createFrom: calendarDate.optional(),
  createTo: calendarDate.optional(),
  deadlineFrom: calendarDate.optional(),
  deadlineTo: calendarDate.optional(),
  keyword: z.string().trim().max(100).optional(),
  orderBy: z.enum(QUESTION_SORT_COLUMNS).default('number'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type QuestionListFilter = z.input<typeof questionListFilter>;
export type ParsedQuestionListFilter = z.infer<typeof questionListFilter>;

/**
 * POST getProjectProblemListAll (issue 17, ADR 0081): the list's "all" view reads the whole filtered list in
 * one call, but never more than this many rows; `total` still counts every match, so the page can say how
 * many were left out.
 */
export const ALL_QUESTIONS_LIMIT = 10_000;

/** GET listNum: counts of the list's type tabs; 0 is every type. */
export const listNumQuery = z.strictObject({
  projectId: id,
  questionType: z.coerce.number().int().min(0).max(4).optional(),
});
export type QuestionTypeCounts = Record<0 | (typeof QUESTION_TYPES)[number], number>;

export const setQuestionColumnsBody = z.strictObject({
  columns: z
    .array(z.enum(QUESTION_COLUMNS))
    .min(1)
    .max(QUESTION_COLUMNS.length)
    .refine((list) => new Set(list).size === list.length, { params: { messageKey: 'fieldValue' } }),
});

/** Type tabs a person shows, in order (get/setBugTybeTabs). */
export const setTypeTabsBody = z.strictObject({
  tabs: z
    .array(z.number().int())
    .min(1)
    .max(QUESTION_TYPES.length)
    .refine(
      (list) => new Set(list).size === list.length && list.every((value) => QUESTION_TYPES.includes(value as 1)),
      {
        params: { messageKey: 'fieldValue' },
      },
    ),
});

/** Terminals a person works on (get/setDelbugApps): the terminal choices the form and filter offer. */
export const setTerminalsBody = z.strictObject({
  terminals: z
    .array(z.number().int())
    .max(TERMINALS.length)
    .refine((list) => new Set(list).size === list.length && list.every((value) => TERMINALS.includes(value as 1)), {
      params: { messageKey: 'fieldValue' },
    }),
});

/** GET qualified: issues whose titles are close to the one being typed. */
export const similarQuery = z.strictObject({ projectId: id, questionName: z.string().trim().min(1).max(200) });
export interface SimilarQuestion {
  questionId: number;
  number: number;
  questionName: string;
  status: number;
  /** 0..1, higher is closer. */
  score: number;
}

/** GET relatedQuestionList: candidates to link, by number or title, excluding the issue itself. */
export const relatedSearchQuery = z.strictObject({
  projectId: id,
  questionId: id.optional(),
  searchQuestionVal: z.string().trim().max(100).default(''),
  /** Only issues of this type: a test case links requirements (type 3) only. */
  questionType: z.coerce.number().int().min(1).max(4).optional(),
});
