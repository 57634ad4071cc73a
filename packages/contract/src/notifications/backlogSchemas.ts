import { z } from 'zod';
import { DEFECT_CATEGORIES, PRIORITIES, SEVERITIES, TERMINALS } from '../issues/fields';
import { calendarDate } from '../dates';
import { positiveId as id } from '../issues/issueApi';
import { codeList } from '../issues/listApi';
import { QUESTION_SORT_COLUMNS } from '../issues/listColumns';
import { QUESTION_STATUSES } from '../issues/workflow';
import { BACKLOG_COLUMNS } from './backlogApi';

/**
 * The bodies and queries of the to-do calls (issue 11), apart from backlogApi's paths and columns, which the
 * browser reads: it then does not download zod (issue 17, ADR 0091).
 */

export const setBacklogColumnsBody = z.strictObject({
  columns: z
    .array(z.enum(BACKLOG_COLUMNS))
    .min(1)
    .max(BACKLOG_COLUMNS.length)
    .refine((list) => new Set(list).size === list.length, { params: { messageKey: 'fieldValue' } }),
});
export type SetBacklogColumnsBody = z.input<typeof setBacklogColumnsBody>;

const backlogFilterFields = {
  /** One project's to-dos; absent = every project. */
  projectId: id.optional(),
  questionType: z.number().int().min(1).max(4).optional(),
  /** Narrows within the pending statuses; a status that is never pending simply finds nothing. */
  status: codeList(QUESTION_STATUSES),
  priority: codeList(PRIORITIES),
  severity: codeList(SEVERITIES),
  terminal: codeList(TERMINALS),
  defectCategory: codeList(DEFECT_CATEGORIES),
  createFrom: calendarDate.optional(),
  createTo: calendarDate.optional(),
  deadlineFrom: calendarDate.optional(),
  deadlineTo: calendarDate.optional(),
  /** Title text, or an issue number (with or without #). */
  keyword: z.string().trim().max(100).optional(),
  orderBy: z.enum(QUESTION_SORT_COLUMNS).default('updateTime'),
  order: z.enum(['asc', 'desc']).default('desc'),
};

/** Body of getBacklogQuestionList (paging in the query, spec point 7). */
export const backlogFilter = z.strictObject(backlogFilterFields);
export type BacklogFilter = z.input<typeof backlogFilter>;
export type ParsedBacklogFilter = z.infer<typeof backlogFilter>;

/** Body of getBacklogQuestionListByUser: the same filters and the member whose to-dos are read. */
export const memberBacklogFilter = z.strictObject({ ...backlogFilterFields, userId: id });
export type MemberBacklogFilter = z.input<typeof memberBacklogFilter>;
export type ParsedMemberBacklogFilter = z.infer<typeof memberBacklogFilter>;

/** Query of getBacklogProjectListByUserId. */
export const backlogUserQuery = z.strictObject({ userId: id });
