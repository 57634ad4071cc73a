import type { ActionInputs, ActorContext, QuestionStatus } from '@questline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { HandlerState } from '../actor';
import type { ResolutionColumns } from '../completion';
import type { QuestionRecord } from '../questionAccess';

/** What an action's procedure is given: the issue as read, its handlers and the caller, in the action's transaction. */
export interface ActionContext {
  trx: Transaction<Database>;
  question: QuestionRecord;
  handlers: readonly HandlerState[];
  actor: ActorContext;
  callerId: number;
  inputs: ActionInputs;
}

/** The columns an action sets besides its status and update time. */
export type ActionColumns = {
  reviewer_id?: number;
  refuse_reason?: number | null;
  deadline?: string | null;
} & Partial<ResolutionColumns>;

/** What an action's procedure did and asks the write to do; nothing: the table's move and a plain history row. */
export interface ActionOutcome {
  /** The status when the procedure decides it instead of the workflow table (a multi-person completion). */
  to?: QuestionStatus;
  changes?: ActionColumns;
  /** What the history row records beyond the move. */
  detail?: Record<string, unknown>;
  /** Every handler's part starts over. */
  resetCompletion?: boolean;
  /** The handlers after the action, when it changed them. */
  handlerIds?: number[];
  addedHandlerIds?: number[];
}

export type ActionProcedure = (context: ActionContext) => Promise<ActionOutcome> | ActionOutcome;
