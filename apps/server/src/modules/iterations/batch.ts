import {
  type BatchIterationBody,
  type Locale,
  type PartialData,
  type PlanIterationLink,
  formatMessage,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import { nextUpdateTime } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { iterationAccess, iterationInProject } from './iterationAccess';
import { setQuestionsIteration } from './membership';

type Db = Kysely<Database>;

/** The named issues of the project, and a failed item for each id that is not one (missing or foreign). */
async function splitByProject(
  db: Db,
  projectId: number,
  questionIds: readonly number[],
  locale: Locale,
): Promise<{ found: number[]; failed: PartialData['failed'] }> {
  const wanted = [...new Set(questionIds)];
  const rows = await db
    .selectFrom('questions')
    .select('id')
    .where('project_id', '=', projectId)
    .where('id', 'in', wanted)
    .execute();
  const found = new Set(rows.map((row) => row.id));
  return {
    found: wanted.filter((id) => found.has(id)),
    failed: wanted.filter((id) => !found.has(id)).map((id) => ({ id, msg: formatMessage(locale, 'notFound') })),
  };
}

/**
 * PUT questionInfo/updateBatchProblemIteration: the issues join the iteration in its first stage (those
 * already in it stay where they are). Ids that are not the project's issues fail alone (DOMAIN.md batch).
 */
export async function addQuestionsToIteration(
  db: Db,
  options: { body: BatchIterationBody; userId: number; now: Date; locale: Locale },
): Promise<PartialData> {
  const { body, userId, now } = options;
  await iterationAccess(db, { projectId: body.projectId, userId, now });
  await iterationInProject(db, body.projectId, body.iterationId);
  const { found, failed } = await splitByProject(db, body.projectId, body.questionIds, options.locale);
  await db
    .transaction()
    .execute((trx) =>
      setQuestionsIteration(trx, { questionIds: found, iterationId: body.iterationId, operatorId: userId, now }),
    );
  return { succeeded: found, failed };
}

/**
 * PUT questionInfo/removeQuestionProjectPlanIteration: clears the issues' iteration, plan or both
 * (ADR 0058). Leaving the iteration is logged for the burndown like any other change.
 */
export async function removeQuestionsPlanIteration(
  db: Db,
  options: {
    body: { projectId: number; questionIds: number[]; clear: PlanIterationLink[] };
    userId: number;
    now: Date;
    locale: Locale;
  },
): Promise<PartialData> {
  const { body, userId, now } = options;
  await iterationAccess(db, { projectId: body.projectId, userId, now });
  const { found, failed } = await splitByProject(db, body.projectId, body.questionIds, options.locale);
  await db.transaction().execute(async (trx) => {
    if (body.clear.includes('iteration')) {
      await setQuestionsIteration(trx, { questionIds: found, iterationId: null, operatorId: userId, now });
    }
    if (!body.clear.includes('plan') || found.length === 0) return;
    const planned = await trx
      .selectFrom('questions')
      .select(['id', 'update_time'])
      .where('id', 'in', found)
      .where('plan_id', 'is not', null)
      .execute();
    for (const row of planned) {
      await trx
        .updateTable('questions')
        .set({ plan_id: null, update_time: nextUpdateTime(row.update_time, now) })
        .where('id', '=', row.id)
        .execute();
    }
  });
  return { succeeded: found, failed };
}
