/**
 * What other features may use of the issues feature without its views: the fields a page may fill in for a new
 * issue (the interface tester's failed request, an AI answer: issue 34), an issue's path, query keys and tag colours,
 * and the list's page sizes and form data (the date, time and size formats are in ui/format). Light enough for the first load (the live
 * connection reads it); the views other features embed are in parts.public.ts (ADR 0138).
 */
export type { QuestionPrefill } from './form/questionValues';
export { questionPath } from './detail/LinkedIssues';
export { ISSUE_DEFAULT_PAGE_SIZE, ISSUE_PAGE_SIZES } from './list/listState';
export { useFormInit } from './list/useIssueQueries';
export { issueKeys } from './queries';
export { PRIORITY_COLOURS, STATUS_COLOURS, TYPE_COLOURS } from './tagColours';
