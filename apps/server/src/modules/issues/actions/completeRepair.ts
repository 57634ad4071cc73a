import { failure } from '../../../http/errors';
import { resolutionOf } from '../completion';
import type { ActionContext, ActionOutcome } from './actionContext';

/**
 * CompleteRepair: how it was resolved (issue 38 point 7), and the handler's part done. In multi-person mode a handler
 * completes only their own part, and the issue stays being repaired until every handler has completed.
 */
export async function completeRepair(context: ActionContext): Promise<ActionOutcome> {
  const { trx, question, handlers, actor, callerId } = context;
  const resolved = await resolutionOf(trx, question, callerId, context.inputs);
  const detail: Record<string, unknown> = { ...resolved.detail };
  if (question.handling_mode === 'multi' && actor.isHandler) {
    const mine = handlers.find((handler) => handler.userId === callerId);
    if (mine?.completed) throw failure('questionAlreadyCompleted');
    await trx
      .updateTable('question_handlers')
      .set({ completed: 1 })
      .where('question_id', '=', question.id)
      .where('user_id', '=', callerId)
      .execute();
    const done = handlers.filter((handler) => handler.completed).length + 1;
    detail.completed = done;
    detail.of = handlers.length;
    // Everyone else still owes their part: the issue is being repaired, not yet to verify.
    return { changes: resolved.columns, detail, ...(done < handlers.length ? { to: 3 } : {}) };
  }
  await trx.updateTable('question_handlers').set({ completed: 1 }).where('question_id', '=', question.id).execute();
  return { changes: resolved.columns, detail };
}
