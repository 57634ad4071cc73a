import { failure } from '../../../http/errors';
import { assertMembers } from '../questionInput';
import type { ActionContext, ActionOutcome } from './actionContext';

/** AdoptReviewAndRetrial: the verifier names a re-reviewer, a member of the project other than themselves. */
export async function adoptReviewAndRetrial(context: ActionContext): Promise<ActionOutcome> {
  const reviewerId = context.inputs.reviewerUserId ?? 0;
  if (reviewerId === context.callerId) throw failure('questionReviewerInvalid');
  await assertMembers(context.trx, context.question.project_id, [reviewerId], 'reviewerUserId');
  return { changes: { reviewer_id: reviewerId }, detail: { reviewer: reviewerId } };
}
