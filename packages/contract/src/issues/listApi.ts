import { z } from 'zod';
import { DEFECT_CATEGORIES, PRIORITIES, QUESTION_TYPES, SEVERITIES, TERMINALS } from './fields';
import { calendarDate } from '../dates';
import { positiveId as id } from './issueApi';
import { QUESTION_COLUMNS, QUESTION_SCOPES, QUESTION_SORT_COLUMNS } from './listColumns';
import { QUESTION_STATUSES } from './workflow';

/**
 * Issue 10: the issue list (POST getProjectProblemList, filters in the body, paging in the query),
 * its counts and the per-user list settings (columns, type tabs, terminals).
 */

/** A list of codes, each one of `values` (the list filters' status, priority, severity...). */
export const codeList = <T extends readonly number[]>(values: T) =>
  z
    .array(z.number().int())
    .max(values.length)
    .refine((list) => list.every((value) => values.includes(value)), { params: { messageKey: 'fieldValue' } })
    .optional();
const idList = z.array(id).max(300).optional();

export const questionListFilter = z.strictObject({
  projectId: id,
  questionType: z.number().int().min(1).max(4).optional(),
  scope: z.enum(QUESTION_SCOPES).default('all'),
  status: codeList(QUESTION_STATUSES),
  priority: codeList(PRIORITIES),
  severity: codeList(SEVERITIES),
  terminal: codeList(TERMINALS),
  defectCategory: codeList(DEFECT_CATEGORIES),
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
