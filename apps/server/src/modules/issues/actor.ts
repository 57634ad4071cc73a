import {
  type ActorContext,
  type ProjectRole,
  type QuestionStatus,
  type WorkflowAction,
  allowedActions,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuestionRecord } from './questionAccess';

type Db = Kysely<Database> | Transaction<Database>;

export interface HandlerState {
  userId: number;
  completed: boolean;
}

export async function handlersOf(db: Db, questionId: number): Promise<HandlerState[]> {
  const rows = await db
    .selectFrom('question_handlers')
    .select(['user_id', 'completed'])
    .where('question_id', '=', questionId)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, completed: row.completed === 1 }));
}

/** The handlers of several issues in their order, by issue: one query for a list page or a batch. */
export async function handlersOfMany(db: Db, questionIds: readonly number[]): Promise<Map<number, HandlerState[]>> {
  const byQuestion = new Map<number, HandlerState[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .selectFrom('question_handlers')
    .select(['question_id', 'user_id', 'completed'])
    .where('question_id', 'in', questionIds)
    .orderBy('question_id')
    .orderBy('sort')
    .execute();
  for (const row of rows) {
    const list = byQuestion.get(row.question_id) ?? [];
    list.push({ userId: row.user_id, completed: row.completed === 1 });
    byQuestion.set(row.question_id, list);
  }
  return byQuestion;
}

export function actorOf(
  question: QuestionRecord,
  handlers: readonly HandlerState[],
  caller: { userId: number; role: ProjectRole },
): ActorContext {
  return {
    role: caller.role,
    isHandler: handlers.some((handler) => handler.userId === caller.userId),
    isCreator: question.creator_id === caller.userId,
    isReviewer: question.reviewer_id === caller.userId,
  };
}

const isManager = (role: ProjectRole) => role === 'owner' || role === 'admin';

/**
 * The buttons of the detail: the workflow table's, less "complete" for a multi-person handler who has
 * already completed their part (only the others are awaited then).
 */
export function buttonsFor(
  question: QuestionRecord,
  handlers: readonly HandlerState[],
  caller: { userId: number; role: ProjectRole },
): WorkflowAction[] {
  const actions = allowedActions(question.status as QuestionStatus, actorOf(question, handlers, caller));
  const doneAlready =
    question.handling_mode === 'multi' &&
    !isManager(caller.role) &&
    handlers.some((handler) => handler.userId === caller.userId && handler.completed);
  return doneAlready ? actions.filter((action) => action !== 'CompleteRepair') : actions;
}

/** Spec point 6 and ADR 0023: the creator, a handler or a project admin edits; the creator or an admin deletes. */
export function canEditQuestion(actor: ActorContext): boolean {
  return isManager(actor.role) || actor.isCreator || actor.isHandler;
}

export function canDeleteQuestion(actor: ActorContext): boolean {
  return isManager(actor.role) || actor.isCreator;
}
