import { HistoryCode, type PlanItemType, takesIssues } from '@questline/contract';
import type { Transaction } from 'kysely';
import { nextUpdateTime } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { recordHistory } from '../issues/history';

type Trx = Transaction<Database>;

/** An issue's plan must be a plan or plan group of the issue's own project (spec point 3 "Issue"). */
export async function assertLinkablePlan(trx: Trx, projectId: number, planId: number): Promise<{ name: string }> {
  const plan = await trx
    .selectFrom('plan_items')
    .select(['item_type', 'name'])
    .where('id', '=', planId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!plan || !takesIssues(plan.item_type as PlanItemType)) throw failure('planNotLinkable');
  return { name: plan.name };
}

/**
 * Sets the plan of issues of one project, each with a history row "modify" saying the plan changed
 * (issue 13) and a fresh `updateTime`, so a form opened before cannot write the old plan back unseen.
 * Issues already on that plan are left alone.
 */
export async function setQuestionsPlan(
  trx: Trx,
  options: {
    projectId: number;
    questionIds: readonly number[];
    planId: number | null;
    planName: string | null;
    userId: number;
    now: Date;
  },
): Promise<number> {
  const ids = [...new Set(options.questionIds)];
  if (ids.length === 0) return 0;
  const rows = await trx
    .selectFrom('questions')
    .select(['id', 'plan_id', 'update_time'])
    .where('project_id', '=', options.projectId)
    .where('id', 'in', ids)
    .execute();
  if (rows.length !== ids.length) throw failure('planQuestionsInvalid');
  const changing = rows.filter((row) => row.plan_id !== options.planId);
  for (const row of changing) {
    await trx
      .updateTable('questions')
      .set({ plan_id: options.planId, update_time: nextUpdateTime(row.update_time, options.now) })
      .where('id', '=', row.id)
      .execute();
  }
  await recordHistory(
    trx,
    changing.map((row) => ({
      questionId: row.id,
      code: HistoryCode.modify,
      operatorId: options.userId,
      detail: { fields: ['plan_id'], planFrom: row.plan_id, planId: options.planId, planName: options.planName },
      now: options.now,
    })),
  );
  return changing.length;
}
