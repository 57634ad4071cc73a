/**
 * The issue list's columns, sort keys, scopes and the "all" view's cap (issue 10): plain values the browser
 * reads, kept apart from listApi's zod schemas so the list page does not download zod (issue 17, ADR 0091).
 */

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

/**
 * POST getProjectProblemListAll (issue 17, ADR 0081): the list's "all" view reads the whole filtered list in
 * one call, but never more than this many rows; `total` still counts every match, so the page can say how
 * many were left out.
 */
export const ALL_QUESTIONS_LIMIT = 10_000;
