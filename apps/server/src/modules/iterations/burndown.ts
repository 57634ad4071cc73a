import {
  type IterationBurndown,
  type MembershipEvent,
  type QuestionStatus,
  type StatusEvent,
  computeBurndown,
  utcDay,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iterationAccess, iterationInProject } from './iterationAccess';

type Db = Kysely<Database>;

/**
 * POST questionInfo/getProjectIterationRanJinTuData: the iteration's membership log and the status
 * history of every issue that ever belonged to it, replayed day by day by the contract (ADR 0057).
 */
export async function iterationBurndown(
  db: Db,
  options: { projectId: number; iterationId: number; userId: number; now: Date },
): Promise<IterationBurndown> {
  await iterationAccess(db, { projectId: options.projectId, userId: options.userId });
  const iteration = await iterationInProject(db, options.projectId, options.iterationId);
  const log = await db
    .selectFrom('question_iteration_log')
    .select(['question_id', 'action', 'create_time'])
    .where('iteration_id', '=', iteration.id)
    .orderBy('create_time')
    .orderBy('id')
    .execute();
  const questionIds = [...new Set(log.map((row) => row.question_id))];
  const history = questionIds.length
    ? await db
        .selectFrom('question_history')
        .select(['question_id', 'to_status', 'create_time'])
        .where('question_id', 'in', questionIds)
        .where('to_status', 'is not', null)
        .orderBy('create_time')
        .orderBy('id')
        .execute()
    : [];
  const hours = questionIds.length
    ? await db.selectFrom('questions').select(['id', 'estimated_hours']).where('id', 'in', questionIds).execute()
    : [];
  const memberships: MembershipEvent[] = log.map((row) => ({
    questionId: row.question_id,
    action: row.action,
    time: row.create_time,
  }));
  const statuses: StatusEvent[] = history.map((row) => ({
    questionId: row.question_id,
    toStatus: row.to_status as QuestionStatus,
    time: row.create_time,
  }));
  return {
    iterationId: iteration.id,
    startDate: iteration.start_date,
    endDate: iteration.end_date,
    days: computeBurndown({
      startDate: iteration.start_date,
      endDate: iteration.end_date,
      today: utcDay(options.now),
      memberships,
      statuses,
      hours: new Map(hours.map((row) => [row.id, row.estimated_hours])),
    }),
  };
}
