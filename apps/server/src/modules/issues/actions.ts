import {
  ACTION_ACTORS,
  type ActionInputs,
  type ActionResult,
  type Locale,
  type PartialData,
  QUESTION_STATUS_LABELS,
  type QuestionStatus,
  ResultCode,
  WORKFLOW_ACTION_LABELS,
  type WorkflowAction,
  formatMessage,
  mayAct,
  transition,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, failure } from '../../http/errors';
import { type ProjectAccess, writableProjectAccess } from '../projects/policy';
import { actorOf, handlersOf } from './actor';
import type { QuestionEvent } from './events';
import { recordHistory } from './history';
import { type QuestionRecord, nextUpdateTime } from './questionAccess';
import { assertMembers } from './questionInput';
import { type QuestionServiceDeps, recipientsOf } from './questions';
import { replaceHandlers } from './questionStore';

type Trx = Transaction<Database>;

const actorKey = {
  handler: 'actorHandler',
  creator: 'actorCreator',
  reviewer: 'actorReviewer',
  handlerOrCreator: 'actorHandlerOrCreator',
} as const;

interface ActionRequest {
  action: WorkflowAction;
  inputs: ActionInputs;
  access: ProjectAccess;
  locale: Locale;
  now: Date;
}

/**
 * One action on one issue inside the caller's transaction: the DOMAIN.md table decides the target
 * status, "who may act" decides the caller, then the action's own effects and one history row.
 */
async function applyAction(
  trx: Trx,
  request: ActionRequest,
  item: { questionId: number; updateTime: string },
): Promise<{ question: QuestionRecord; code: QuestionEvent['code']; addedHandlerIds?: number[] }> {
  const { action, inputs, access, locale, now } = request;
  const question = await trx
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', item.questionId)
    .where('project_id', '=', access.project.id)
    .executeTakeFirst();
  if (!question) throw new AppError(ResultCode.notFound, 'notFound');
  if (question.update_time !== item.updateTime) throw failure('questionStale');
  const from = question.status as QuestionStatus;
  const step = transition(from, action);
  if (!step) {
    throw failure('questionIllegalTransition', {
      status: QUESTION_STATUS_LABELS[locale][from],
      action: WORKFLOW_ACTION_LABELS[locale][action],
    });
  }
  const handlers = await handlersOf(trx, question.id);
  const caller = { userId: access.userId, role: access.role };
  const actor = actorOf(question, handlers, caller);
  if (!mayAct(action, actor)) {
    throw new AppError(ResultCode.forbidden, 'questionNotActor', {
      actor: formatMessage(locale, actorKey[ACTION_ACTORS[action]]),
      action: WORKFLOW_ACTION_LABELS[locale][action],
    });
  }

  let to: QuestionStatus = step.to;
  const changes: { reviewer_id?: number; refuse_reason?: number | null; deadline?: string | null } = {};
  const detail: Record<string, unknown> = {};
  let resetCompletion = false;
  let addedHandlerIds: number[] | undefined;

  switch (action) {
    case 'CompleteRepair': {
      if (question.handling_mode === 'multi' && actor.isHandler) {
        const mine = handlers.find((handler) => handler.userId === access.userId);
        if (mine?.completed) throw failure('questionAlreadyCompleted');
        await trx
          .updateTable('question_handlers')
          .set({ completed: 1 })
          .where('question_id', '=', question.id)
          .where('user_id', '=', access.userId)
          .execute();
        const done = handlers.filter((handler) => handler.completed).length + 1;
        detail.completed = done;
        detail.of = handlers.length;
        // Everyone else still owes their part: the issue is being repaired, not yet to verify.
        if (done < handlers.length) to = 3;
      } else {
        await trx
          .updateTable('question_handlers')
          .set({ completed: 1 })
          .where('question_id', '=', question.id)
          .execute();
      }
      break;
    }
    case 'UnAdoptReview':
    case 'UnAdoptRetrial':
    case 'Reopen':
      resetCompletion = true;
      changes.refuse_reason = null;
      break;
    case 'AdoptReviewAndRetrial': {
      const reviewerId = inputs.reviewerUserId ?? 0;
      if (reviewerId === access.userId) throw failure('questionReviewerInvalid');
      await assertMembers(trx, question.project_id, [reviewerId], 'reviewerUserId');
      changes.reviewer_id = reviewerId;
      detail.reviewer = reviewerId;
      break;
    }
    case 'ChangeToUser': {
      const next = [...new Set(inputs.handlerUserIds ?? [])];
      await assertMembers(trx, question.project_id, next, 'handlerUserIds');
      await replaceHandlers(trx, question.id, next);
      resetCompletion = true;
      detail.from = handlers.map((handler) => handler.userId);
      detail.to = next;
      addedHandlerIds = next.filter((userId) => !handlers.some((handler) => handler.userId === userId));
      break;
    }
    case 'Refuse':
      changes.refuse_reason = inputs.refuseReason ?? null;
      detail.refuseReason = inputs.refuseReason;
      break;
    case 'Delay': {
      const deadline = inputs.deadline ?? null;
      if (deadline !== null && question.start_date !== null && deadline < question.start_date) {
        throw failure('questionDatesOrder');
      }
      changes.deadline = deadline;
      detail.deadline = { from: question.deadline, to: deadline };
      break;
    }
    default:
      break;
  }
  if (resetCompletion) {
    await trx.updateTable('question_handlers').set({ completed: 0 }).where('question_id', '=', question.id).execute();
  }
  const updateTime = nextUpdateTime(question.update_time, now);
  const written = await trx
    .updateTable('questions')
    .set({ ...changes, status: to, update_time: updateTime })
    .where('id', '=', question.id)
    .where('update_time', '=', question.update_time)
    .executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) throw failure('questionStale');
  await recordHistory(trx, [
    {
      questionId: question.id,
      code: step.history,
      operatorId: access.userId,
      fromStatus: from,
      toStatus: to,
      note: inputs.note ?? '',
      detail,
      now,
    },
  ]);
  return {
    question: { ...question, status: to, update_time: updateTime },
    code: step.history,
    ...(addedHandlerIds ? { addedHandlerIds } : {}),
  };
}

async function eventFor(
  db: Kysely<Database>,
  done: { question: QuestionRecord; code: QuestionEvent['code']; addedHandlerIds?: number[] },
  operatorId: number,
): Promise<QuestionEvent> {
  const { question, code } = done;
  return {
    ...(done.addedHandlerIds ? { addedHandlerIds: done.addedHandlerIds } : {}),
    projectId: question.project_id,
    questionId: question.id,
    number: question.number,
    questionName: question.title,
    code,
    operatorId,
    toStatus: question.status as QuestionStatus,
    recipientIds: await recipientsOf(db, question.id, operatorId),
  };
}

export interface ActionCall {
  action: WorkflowAction;
  projectId: number;
  inputs: ActionInputs;
  userId: number;
  locale: Locale;
  now: Date;
}

/** POST questionBy{Action}: one transaction; answers the new status and updateTime. */
export async function runAction(
  deps: QuestionServiceDeps,
  call: ActionCall & { questionId: number; updateTime: string },
): Promise<ActionResult> {
  const access = await writableProjectAccess(deps.db, { ...call, atLeast: 'member' });
  const request = { ...call, access };
  const done = await deps.db.transaction().execute((trx) => applyAction(trx, request, call));
  deps.questionEvents.emit([await eventFor(deps.db, done, call.userId)]);
  return { questionId: done.question.id, status: done.question.status, updateTime: done.question.update_time };
}

/**
 * POST batchQuestionBy{Action}: the same rule per issue, each in its own transaction so one failure
 * leaves the others done (DOMAIN.md "Batch calls"); the caller gets who succeeded and why others failed.
 */
export async function runBatchAction(
  deps: QuestionServiceDeps,
  call: ActionCall & { items: { questionId: number; updateTime: string }[] },
): Promise<PartialData> {
  const access = await writableProjectAccess(deps.db, { ...call, atLeast: 'member' });
  const request = { ...call, access };
  const result: PartialData = { succeeded: [], failed: [] };
  const events: QuestionEvent[] = [];
  const seen = new Set<number>();
  for (const item of call.items) {
    if (seen.has(item.questionId)) continue;
    seen.add(item.questionId);
    try {
      const done = await deps.db.transaction().execute((trx) => applyAction(trx, request, item));
      result.succeeded.push(item.questionId);
      events.push(await eventFor(deps.db, done, call.userId));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id: item.questionId, msg: formatMessage(call.locale, error.key, error.params) });
    }
  }
  deps.questionEvents.emit(events);
  return result;
}
