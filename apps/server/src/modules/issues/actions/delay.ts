import { failure } from '../../../http/errors';
import type { ActionContext, ActionOutcome } from './actionContext';

/** Delay: a new deadline, never before the start date; the history keeps the old one beside it. */
export function delay(context: ActionContext): ActionOutcome {
  const { question } = context;
  const deadline = context.inputs.deadline ?? null;
  if (deadline !== null && question.start_date !== null && deadline < question.start_date) {
    throw failure('questionDatesOrder');
  }
  return { changes: { deadline }, detail: { deadline: { from: question.deadline, to: deadline } } };
}
