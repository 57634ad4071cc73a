import { HistoryCode } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import { nextUpdateTime } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { recordHistory } from './history';
import { pendingCountsByPerson, pendingParts } from './pending';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The issues a leaving member must hand over (spec point 6): those waiting on them as a handler who has not
 * completed, or as the named re-reviewer (issues/pending.ts). Verification waits on the creator, whom the issue
 * keeps as its author; admins can always verify (ADR 0023).
 */
async function pendingQuestionIds(db: Db, projectId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('questions')
    .select('id')
    .where('project_id', '=', projectId)
    .where((eb) => {
      const [asHandler, , asReviewer] = pendingParts(eb, userId);
      return eb.or([asHandler, asReviewer]);
    })
    .execute();
  return rows.map((row) => row.id);
}

/** Moves the leaving member's pending issues to `toUserId`, each with a "change handler" history row. */
async function handOverQuestions(
  trx: Transaction<Database>,
  options: { projectId: number; fromUserId: number; toUserId: number; callerId: number; now: Date },
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
        operatorId: options.callerId,
        fromStatus: question.status as 2,
        toStatus: question.status as 2,
        detail: { from: [options.fromUserId], to: [options.toUserId], handOver: true },
        now: options.now,
      },
    ]);
  }
}

/** Issues as the pending work of a project's members (members/pendingWork.ts). */
export const pendingQuestionWork = {
  async countOf(db: Db, projectId: number, userId: number): Promise<number> {
    return (await pendingQuestionIds(db, projectId, userId)).length;
  },
  countByMember: (db: Db, projectId: number) => pendingCountsByPerson(db, [projectId], ['handler', 'reviewer']),
  handOver: handOverQuestions,
};
