import {
  type ActionInputs,
  type ActionResult,
  type Locale,
  type PartialData,
  type QuestionStatus,
  type WorkflowAction,
  formatMessage,
} from '@questline/contract';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { writableProjectAccess } from '../../projects/policy';
import { handlersOfMany } from '../actor';
import type { QuestionEvent } from '../events';
import { recordHistory } from '../history';
import { type QuestionServiceDeps, recipientsAmong } from '../questions';
import { type ActionDone, type BatchState, applyAction } from './applyAction';

type Trx = Transaction<Database>;

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
