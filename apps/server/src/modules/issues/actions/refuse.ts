import type { ActionContext, ActionOutcome } from './actionContext';

/** Refuse: the reason (1-6) is kept on the issue and in the history; the note goes with the history row. */
export function refuse(context: ActionContext): ActionOutcome {
  const reason = context.inputs.refuseReason;
  return { changes: { refuse_reason: reason ?? null }, detail: { refuseReason: reason } };
}
