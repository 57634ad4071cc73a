import {
  ACTION_ACTORS,
  type ActionInputs,
  type Locale,
  QUESTION_STATUS_LABELS,
  type QuestionStatus,
  ResultCode,
  WORKFLOW_ACTION_LABELS,
  type WorkflowAction,
  formatMessage,
  mayAct,
  settledNotificationKinds,
  transition,
} from '@questline/contract';
import type { Transaction } from 'kysely';
import { nextUpdateTime, requireUnchanged, updateUnchanged } from '../../../db/optimisticLock';
import type { Database } from '../../../db/schema';
import { AppError, failure, forbidden } from '../../../http/errors';
import type { ProjectAccess } from '../../projects/policy';
import { type HandlerState, actorOf, handlersOf } from '../actor';
import { settleMessages } from '../completion';
import type { QuestionEvent } from '../events';
import { type HistoryEntry, recordHistory } from '../history';
import type { QuestionRecord } from '../questionAccess';
import type { ActionOutcome } from './actionContext';
import { ACTION_PROCEDURES } from './procedures';

type Trx = Transaction<Database>;

const actorKey = {
  handler: 'actorHandler',
  creator: 'actorCreator',
  reviewer: 'actorReviewer',
  handlerOrCreator: 'actorHandlerOrCreator',
} as const;

export interface ActionRequest {
  action: WorkflowAction;
  inputs: ActionInputs;
  access: ProjectAccess;
  locale: Locale;
  now: Date;
}

export interface ActionDone {
  question: QuestionRecord;
  /** The handlers once the action is done. */
  handlerIds: number[];
  code: QuestionEvent['code'];
  addedHandlerIds?: number[];
}

/**
 * What a batch reads for all its issues at once, and the history rows it writes at once, so each item's
 * action costs only its own writes (issue 17, ADR 0089).
 */
export interface BatchState {
  questions: Map<number, QuestionRecord>;
  handlers: Map<number, HandlerState[]>;
  history: HistoryEntry[];
}

/** The issue as the caller saw it, the table's step from its status, and a caller who may take it; else the refusal. */
async function checkedAction(
  trx: Trx,
  request: ActionRequest,
  item: { questionId: number; updateTime: string },
  batch: BatchState | undefined,
) {
  const { action, access, locale } = request;
  const question = batch
    ? batch.questions.get(item.questionId)
    : await trx
        .selectFrom('questions')
        .selectAll()
        .where('id', '=', item.questionId)
        .where('project_id', '=', access.project.id)
        .executeTakeFirst();
  if (!question) throw new AppError(ResultCode.notFound, 'notFound');
  requireUnchanged(question, item.updateTime, 'questionStale');
  const from = question.status as QuestionStatus;
  const step = transition(from, action);
  if (!step) {
    throw failure('questionIllegalTransition', {
      status: QUESTION_STATUS_LABELS[locale][from],
      action: WORKFLOW_ACTION_LABELS[locale][action],
    });
  }
  const handlers = batch ? (batch.handlers.get(question.id) ?? []) : await handlersOf(trx, question.id);
  const actor = actorOf(question, handlers, { userId: access.userId, role: access.role });
  if (!mayAct(action, actor)) {
    throw forbidden('questionNotActor', {
      actor: formatMessage(locale, actorKey[ACTION_ACTORS[action]]),
      action: WORKFLOW_ACTION_LABELS[locale][action],
    });
  }
  return { question, from, step, handlers, actor };
}

/**
 * One action on one issue inside the caller's transaction: the DOMAIN.md table decides the target status, "who may
 * act" decides the caller, then the action's own procedure (ACTION_PROCEDURES), the row written only while it is the
 * one the caller saw, and one history row (held for the batch's one insert when in a batch).
 */
export async function applyAction(
  trx: Trx,
  request: ActionRequest,
  item: { questionId: number; updateTime: string },
  batch?: BatchState,
): Promise<ActionDone> {
  const { action, inputs, access, now } = request;
  const { question, from, step, handlers, actor } = await checkedAction(trx, request, item, batch);
  const procedure = ACTION_PROCEDURES[action];
  const outcome: ActionOutcome = procedure
    ? await procedure({ trx, question, handlers, actor, callerId: access.userId, inputs })
    : {};
  const to = outcome.to ?? step.to;
  const changes = outcome.changes ?? {};
  if (outcome.resetCompletion) {
    await trx.updateTable('question_handlers').set({ completed: 0 }).where('question_id', '=', question.id).execute();
  }
  const updateTime = nextUpdateTime(question.update_time, now);
  await updateUnchanged(
    trx
      .updateTable('questions')
      .set({ ...changes, status: to, update_time: updateTime })
      .where('id', '=', question.id),
    question.update_time,
    'questionStale',
  );
  await settleMessages(trx, question.id, settledNotificationKinds(from, to));
  const entry = {
    questionId: question.id,
    code: step.history,
    operatorId: access.userId,
    fromStatus: from,
    toStatus: to,
    note: inputs.note ?? '',
    detail: outcome.detail ?? {},
    now,
  };
  if (batch) batch.history.push(entry);
  else await recordHistory(trx, [entry]);
  return {
    question: { ...question, ...changes, status: to, update_time: updateTime },
    handlerIds: outcome.handlerIds ?? handlers.map((handler) => handler.userId),
    code: step.history,
    ...(outcome.addedHandlerIds ? { addedHandlerIds: outcome.addedHandlerIds } : {}),
  };
}
