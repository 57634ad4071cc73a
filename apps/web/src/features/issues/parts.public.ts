/**
 * The issue views other features embed, each pulling in its components and styles: import it only from code that is
 * itself loaded on demand. The issue form arrives with the click that opens it (ADR 0082); the drawer, the list's
 * cards and columns serve the to-do backlog; the related-issue select the case editor; the
 * description the work-order page; the rich-text editor work orders and announcements (ADR 0138).
 */
export { QuestionDrawer } from './detail/QuestionDrawer';
export { RelatedSelect } from './form/RelatedSelect';
export { IssueCards } from './list/IssueCards';
export { issueColumns } from './list/issueColumns';
export { LazyQuestionFormDialog } from './list/lazyParts';
export { QuestionDescription } from './share/SharedParts';
