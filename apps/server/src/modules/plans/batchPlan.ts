import type { batchProblemPlanBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { writableProjectAccess } from '../projects/policy';
import { assertLinkablePlan, setQuestionsPlan } from './issueLinks';

/**
 * PUT questionInfo/updateBatchProblemPlan (spec point 7): the issues of the project to one plan or plan
 * group, or to none. Linking issues is issue work, so members may do it (ADR 0052); every issue must be
 * the project's, or nothing changes.
 */
export async function updateBatchProblemPlan(
  db: Kysely<Database>,
  options: { body: z.infer<typeof batchProblemPlanBody>; userId: number; now: Date },
): Promise<{ changed: number }> {
  const { body, userId, now } = options;
  await writableProjectAccess(db, { projectId: body.projectId, userId, atLeast: 'member', now });
  const changed = await db.transaction().execute(async (trx) => {
    const plan = body.planId === null ? null : await assertLinkablePlan(trx, body.projectId, body.planId);
    return setQuestionsPlan(trx, {
      projectId: body.projectId,
      questionIds: body.questionIds,
      planId: body.planId,
      planName: plan?.name ?? null,
      userId,
      now,
    });
  });
  return { changed };
}
