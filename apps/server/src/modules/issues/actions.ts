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
  settledNotificationKinds,
  transition,
} from '@questline/contract';
import { type Kysely, type Transaction, sql } from 'kysely';
import { nextUpdateTime, requireUnchanged, updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { AppError, failure, forbidden } from '../../http/errors';
import { type ProjectAccess, writableProjectAccess } from '../projects/policy';
import { type HandlerState, actorOf, handlersOf, handlersOfMany } from './actor';
import { NO_RESOLUTION, type ResolutionColumns, resolutionOf, settleMessages } from './completion';
import type { QuestionEvent } from './events';
import { type HistoryEntry, recordHistory } from './history';
import { type QuestionRecord } from './questionAccess';
import { assertMembers } from './questionInput';
import { type QuestionServiceDeps, recipientsAmong } from './questions';
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

interface ActionDone {
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
interface BatchState {
  questions: Map<number, QuestionRecord>;
  handlers: Map<number, HandlerState[]>;
  history: HistoryEntry[];
}

/**
 * One action on one issue inside the caller's transaction: the DOMAIN.md table decides the target
 * status, "who may act" decides the caller, then the action's own effects and one history row.
 */
async function applyAction(
  trx: Trx,
  request: ActionRequest,
  item: { questionId: number; updateTime: string },
  batch?: BatchState,
): Promise<ActionDone> {
  const { action, inputs, access, locale, now } = request;
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
  const caller = { userId: access.userId, role: access.role };
  const actor = actorOf(question, handlers, caller);
  if (!mayAct(action, actor)) {
    throw forbidden('questionNotActor', {
      actor: formatMessage(locale, actorKey[ACTION_ACTORS[action]]),
      action: WORKFLOW_ACTION_LABELS[locale][action],
    });
  }

  let to: QuestionStatus = step.to;
  const changes: {
    reviewer_id?: number;
    refuse_reason?: number | null;
    deadline?: string | null;
  } & Partial<ResolutionColumns> = {};
  const detail: Record<string, unknown> = {};
  let resetCompletion = false;
  let addedHandlerIds: number[] | undefined;
  let handlerIds = handlers.map((handler) => handler.userId);

  switch (action) {
    case 'CompleteRepair': {
      const resolved = await resolutionOf(trx, question, access.userId, inputs);
      Object.assign(changes, resolved.columns);
      Object.assign(detail, resolved.detail);
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
      Object.assign(changes, NO_RESOLUTION);
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
      handlerIds = next;
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
    detail,
    now,
  };
  if (batch) batch.history.push(entry);
  else await recordHistory(trx, [entry]);
  return {
    question: { ...question, ...changes, status: to, update_time: updateTime },
    handlerIds,
    code: step.history,
    ...(addedHandlerIds ? { addedHandlerIds } : {}),
  };
}

function eventFor(done: ActionDone, ccIds: number[], operatorId: number): QuestionEvent {
  const { question, code } = done;
  const people = {
    creatorId: question.creator_id,
    reviewerId: question.reviewer_id,
    handlerIds: done.handlerIds,
    ccIds,
  };
  return {
    ...(done.addedHandlerIds ? { addedHandlerIds: done.addedHandlerIds } : {}),
    projectId: question.project_id,
    questionId: question.id,
    number: question.number,
    questionName: question.title,
    code,
    operatorId,
    toStatus: question.status as QuestionStatus,
    recipientIds: recipientsAmong(people, operatorId),
  };
}

/** The cc lists of issues, read after commit for their events (the action holds everything else). */
async function ccOf(db: Kysely<Database>, questionIds: number[]): Promise<Map<number, number[]>> {
  const cc = new Map<number, number[]>();
  if (questionIds.length === 0) return cc;
  const rows = await db
    .selectFrom('question_cc')
    .select(['question_id', 'user_id'])
    .where('question_id', 'in', questionIds)
    .execute();
  for (const row of rows) cc.set(row.question_id, [...(cc.get(row.question_id) ?? []), row.user_id]);
  return cc;
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
  const cc = await ccOf(deps.db, [done.question.id]);
  deps.questionEvents.emit([eventFor(done, cc.get(done.question.id) ?? [], call.userId)]);
  return { questionId: done.question.id, status: done.question.status, updateTime: done.question.update_time };
}

async function readBatch(trx: Trx, projectId: number, questionIds: number[]): Promise<BatchState> {
  const questions = await trx
    .selectFrom('questions')
    .selectAll()
    .where('id', 'in', questionIds)
    .where('project_id', '=', projectId)
    .execute();
  const handlers = await handlersOfMany(trx, questionIds);
  return { questions: new Map(questions.map((row) => [row.id, row])), handlers, history: [] };
}

/**
 * POST batchQuestionBy{Action}: the same rule per issue, each behind a savepoint of one transaction so
 * one failure leaves the others done (DOMAIN.md "Batch calls"); the caller gets who succeeded and why
 * others failed. One commit, two reads and one history insert serve the whole batch (issue 17, ADR 0089).
 */
export async function runBatchAction(
  deps: QuestionServiceDeps,
  call: ActionCall & { items: { questionId: number; updateTime: string }[] },
): Promise<PartialData> {
  const access = await writableProjectAccess(deps.db, { ...call, atLeast: 'member' });
  const request = { ...call, access };
  // An issue named twice is acted on once, with its first item.
  const seen = new Set<number>();
  const items = call.items.filter((item) => !seen.has(item.questionId) && seen.add(item.questionId));
  const outcomes = new Map<number, ActionDone | AppError>();
  await deps.db.transaction().execute(async (trx) => {
    const batch = await readBatch(
      trx,
      access.project.id,
      items.map((item) => item.questionId),
    );
    // Ascending ids: two batches over the same issues lock their rows in one order, so neither waits on
    // the other in a cycle (PostgreSQL deadlock).
    for (const item of items.toSorted((a, b) => a.questionId - b.questionId)) {
      await sql`savepoint batch_item`.execute(trx);
      try {
        outcomes.set(item.questionId, await applyAction(trx, request, item, batch));
        await sql`release savepoint batch_item`.execute(trx);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await sql`rollback to savepoint batch_item`.execute(trx);
        await sql`release savepoint batch_item`.execute(trx);
        outcomes.set(item.questionId, error);
      }
    }
    await recordHistory(trx, batch.history);
  });
  const result: PartialData = { succeeded: [], failed: [] };
  const done: ActionDone[] = [];
  for (const item of items) {
    const outcome = outcomes.get(item.questionId);
    if (outcome instanceof AppError) {
      result.failed.push({ id: item.questionId, msg: formatMessage(call.locale, outcome.key, outcome.params) });
    } else if (outcome) {
      result.succeeded.push(item.questionId);
      done.push(outcome);
    }
  }
  const cc = await ccOf(
    deps.db,
    done.map((one) => one.question.id),
  );
  deps.questionEvents.emit(done.map((one) => eventFor(one, cc.get(one.question.id) ?? [], call.userId)));
  return result;
}
