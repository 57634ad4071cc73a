import { HANDLER_PENDING_STATUSES, HistoryCode, REVIEWER_PENDING_STATUSES } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import { nextUpdateTime } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { recordHistory } from './history';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The issues a leaving member must hand over (spec point 6): those waiting on them as a handler who has
 * not completed, or as the named re-reviewer. Verification waits on the creator, whom the issue keeps
 * as its author; admins can always verify (ADR 0023).
 */
export async function pendingQuestionIds(db: Db, projectId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('questions')
    .select('id')
    .where('project_id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', [...HANDLER_PENDING_STATUSES]),
          eb.exists(
            eb
              .selectFrom('question_handlers as qh')
              .select('qh.user_id')
              .whereRef('qh.question_id', '=', 'questions.id')
              .where('qh.user_id', '=', userId)
              .where('qh.completed', '=', 0),
          ),
        ]),
        eb.and([eb('status', 'in', [...REVIEWER_PENDING_STATUSES]), eb('reviewer_id', '=', userId)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Pending issues per member of a project, for the member list. */
export async function pendingQuestionsByMember(db: Db, projectId: number): Promise<Map<number, number>> {
  const handling = await db
    .selectFrom('question_handlers as qh')
    .innerJoin('questions as q', 'q.id', 'qh.question_id')
    .select(['qh.user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('q.project_id', '=', projectId)
    .where('q.status', 'in', [...HANDLER_PENDING_STATUSES])
    .where('qh.completed', '=', 0)
    .groupBy('qh.user_id')
    .execute();
  const reviewing = await db
    .selectFrom('questions')
    .select(['reviewer_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('project_id', '=', projectId)
    .where('status', 'in', [...REVIEWER_PENDING_STATUSES])
    .where('reviewer_id', 'is not', null)
    .groupBy('reviewer_id')
    .execute();
  const counts = new Map<number, number>();
  for (const row of handling) counts.set(row.user_id, Number(row.count));
  for (const row of reviewing) {
    const userId = Number(row.reviewer_id);
    counts.set(userId, (counts.get(userId) ?? 0) + Number(row.count));
  }
  return counts;
}

/** Moves the leaving member's pending issues to `toUserId`, each with a "change handler" history row. */
export async function handOverQuestions(
  trx: Transaction<Database>,
  options: { projectId: number; fromUserId: number; toUserId: number; operatorId: number; now: Date },
): Promise<void> {
  const ids = await pendingQuestionIds(trx, options.projectId, options.fromUserId);
  for (const questionId of ids) {
    const question = await trx
      .selectFrom('questions')
      .select(['status', 'reviewer_id', 'update_time'])
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    const taken = await trx
      .selectFrom('question_handlers')
      .select('user_id')
      .where('question_id', '=', questionId)
      .where('user_id', '=', options.toUserId)
      .executeTakeFirst();
    if (taken) {
      await trx
        .deleteFrom('question_handlers')
        .where('question_id', '=', questionId)
        .where('user_id', '=', options.fromUserId)
        .execute();
    } else {
      await trx
        .updateTable('question_handlers')
        .set({ user_id: options.toUserId, completed: 0 })
        .where('question_id', '=', questionId)
        .where('user_id', '=', options.fromUserId)
        .execute();
    }
    await trx
      .updateTable('questions')
      .set({
        reviewer_id: question.reviewer_id === options.fromUserId ? options.toUserId : question.reviewer_id,
        update_time: nextUpdateTime(question.update_time, options.now),
      })
      .where('id', '=', questionId)
      .execute();
    await recordHistory(trx, [
      {
        questionId,
        code: HistoryCode.changeToUser,
        operatorId: options.operatorId,
        fromStatus: question.status as 2,
        toStatus: question.status as 2,
        detail: { from: [options.fromUserId], to: [options.toUserId], handOver: true },
        now: options.now,
      },
    ]);
  }
}
