import type { NotificationKind } from '../notifications/noticeApi';
import { QuestionStatusCode, type QuestionStatus, type WorkflowAction } from './workflow';

/**
 * Issue 38 point 7: what the workflow expects next, for the people looking at an issue. The table
 * (workflow.ts) says what may happen; these say what should, so a resolved issue offers "Close" first
 * rather than "Reopen", which is the table's first cell for it.
 */

/** The step that moves each status on along the happy path. */
export const NEXT_EXPECTED_ACTION: Record<QuestionStatus, WorkflowAction> = {
  1: 'Close',
  2: 'StartRepair',
  3: 'CompleteRepair',
  4: 'AdoptReview',
  5: 'AdoptRetrial',
  6: 'StartRepair',
  7: 'Close',
  8: 'Close',
  9: 'StartRepair',
  10: 'Reopen',
};

/**
 * The button to show as primary among the caller's allowed actions: the expected step when the caller may
 * take it, else none, so a side step (change handler, reopen) never looks like the way forward.
 */
export function primaryAction(status: QuestionStatus, allowed: readonly WorkflowAction[]): WorkflowAction | null {
  const expected = NEXT_EXPECTED_ACTION[status];
  return allowed.includes(expected) ? expected : null;
}

/**
 * Who the issue waits on while it is in review: its creator verifies (4), the named re-reviewer
 * re-verifies (5). The list's handler column shows this person then, since the handlers are done.
 */
export function reviewerInCharge(
  status: QuestionStatus,
  people: { creatorId: number; reviewerId: number | null },
): number | null {
  if (status === QuestionStatusCode.toVerify) return people.creatorId;
  if (status === QuestionStatusCode.toReverify) return people.reviewerId;
  return null;
}

/**
 * The notifications an action answers, so they stop asking: leaving "to verify" settles "waiting for your
 * verification", leaving "to re-verify" settles "waiting for your re-verification". Changing the handler
 * keeps the status and settles nothing.
 */
export function settledNotificationKinds(from: QuestionStatus, to: QuestionStatus): NotificationKind[] {
  if (from === to) return [];
  if (from === QuestionStatusCode.toVerify) return ['verify'];
  if (from === QuestionStatusCode.toReverify) return ['reverify'];
  return [];
}
