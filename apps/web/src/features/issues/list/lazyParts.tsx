import { lazy } from 'react';

/**
 * Issue 17: the issue list's parts that only a click opens arrive with that click, so the list's first load
 * carries neither the detail (timeline, images, attachments) nor the form's and filters' date pickers, tree
 * selects and number inputs (ADR 0082).
 */
export const LazyQuestionDrawer = lazy(async () => ({
  default: (await import('../detail/QuestionDrawer')).QuestionDrawer,
}));
export const LazyQuestionFormDialog = lazy(async () => ({
  default: (await import('../form/QuestionFormDialog')).QuestionFormDialog,
}));
export const LazyQuestionFullPage = lazy(async () => ({
  default: (await import('../detail/QuestionFullPage')).QuestionFullPage,
}));
export const LazyFilterPanel = lazy(async () => ({ default: (await import('./FilterPanel')).FilterPanel }));
export const LazyImportDialog = lazy(async () => ({ default: (await import('./ImportDialog')).ImportDialog }));
export const LazyIssueColumnsDialog = lazy(async () => ({
  default: (await import('./IssueColumnsDialog')).IssueColumnsDialog,
}));
