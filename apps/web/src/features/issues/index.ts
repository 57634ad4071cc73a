/**
 * What other features may use of the issues feature: the issue form, arriving with the click that opens it
 * (ADR 0082), and the fields a page may fill in for a new issue (the interface tester's failed request, an AI
 * answer: issue 34).
 */
export { LazyQuestionFormDialog } from './list/lazyParts';
export type { QuestionPrefill } from './form/questionValues';
