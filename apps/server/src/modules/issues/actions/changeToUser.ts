import { assertMembers } from '../questionInput';
import { replaceHandlers } from '../questionStore';
import type { ActionContext, ActionOutcome } from './actionContext';

/** ChangeToUser: new handlers (members of the project), each part starting over; those added are told. */
export async function changeToUser(context: ActionContext): Promise<ActionOutcome> {
  const { trx, question, handlers } = context;
  const next = [...new Set(context.inputs.handlerUserIds ?? [])];
  await assertMembers(trx, question.project_id, next, 'handlerUserIds');
  await replaceHandlers(trx, question.id, next);
  const before = handlers.map((handler) => handler.userId);
  return {
    handlerIds: next,
    resetCompletion: true,
    detail: { from: before, to: next },
    addedHandlerIds: next.filter((userId) => !before.includes(userId)),
  };
}
