import { HistoryCode } from '@questline/contract';
import type { Transaction } from 'kysely';
import { nextUpdateTime } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { recordHistory } from '../issues/history';

type Trx = Transaction<Database>;

/**
 * Puts issues in an iteration (or none), in the caller's transaction: each issue whose iteration changes
 * starts again in the first stage, gets a "modify" history row, and its leaving and joining are logged
 * for the burndown (ADR 0057). Issues already there keep their stage. The issue form passes `inForm`:
 * its own history row names the field. Answers the ids that changed.
 */
export async function setQuestionsIteration(
  trx: Trx,
  change: {
    questionIds: readonly number[];
    iterationId: number | null;
    operatorId: number;
    now: Date;
    inForm?: boolean;
  },
): Promise<number[]> {
  if (change.questionIds.length === 0) return [];
  const rows = await trx
    .selectFrom('questions')
    .select(['id', 'iteration_id', 'update_time'])
    .where('id', 'in', [...change.questionIds])
    .execute();
  const moving = rows.filter((row) => row.iteration_id !== change.iterationId);
  const time = change.now.toISOString();
  for (const row of moving) {
    await trx
      .updateTable('questions')
      .set({
        iteration_id: change.iterationId,
        iteration_stage_id: null,
        update_time: nextUpdateTime(row.update_time, change.now),
      })
      .where('id', '=', row.id)
      .execute();
  }
  const log = moving.flatMap((row) => [
    ...(row.iteration_id === null
      ? []
      : [{ question_id: row.id, iteration_id: row.iteration_id, action: 'remove' as const, create_time: time }]),
    ...(change.iterationId === null
      ? []
      : [{ question_id: row.id, iteration_id: change.iterationId, action: 'add' as const, create_time: time }]),
  ]);
  if (log.length > 0) await trx.insertInto('question_iteration_log').values(log).execute();
  if (change.inForm) return moving.map((row) => row.id);
  await recordHistory(
    trx,
    moving.map((row) => ({
      questionId: row.id,
      code: HistoryCode.modify,
      operatorId: change.operatorId,
      detail: { fields: ['iterationId'], iterationId: change.iterationId },
      now: change.now,
    })),
  );
  return moving.map((row) => row.id);
}
