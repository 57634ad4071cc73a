import { type ActionResult, HistoryCode, type editPlanTimeBody, type editProgressBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { nextUpdateTime, updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { actorOf, canEditQuestion, handlersOf } from './actor';
import { recordHistory } from './history';
import { questionAccess } from './questionAccess';

type Db = Kysely<Database>;

/**
 * PUT editQuestionPlanTime and editQuestionProgress: the quick edits of the list and the detail. Same
 * rules as an edit (who may edit, optimistic lock) and one history row "modify" naming the fields.
 */
async function quickEdit(
  db: Db,
  options: {
    projectId: number;
    questionId: number;
    updateTime: string;
    userId: number;
    now: Date;
    changes: { start_date?: string | null; deadline?: string | null; progress?: number };
  },
): Promise<ActionResult> {
  const access = await questionAccess(db, options);
  const handlers = await handlersOf(db, options.questionId);
  if (!canEditQuestion(actorOf(access.question, handlers, access))) throw forbidden('questionNotEditable');
  const updateTime = nextUpdateTime(access.question.update_time, options.now);
  await db.transaction().execute(async (trx) => {
    await updateUnchanged(
      trx
        .updateTable('questions')
        .set({ ...options.changes, update_time: updateTime })
        .where('id', '=', options.questionId),
      options.updateTime,
      'questionStale',
    );
    await recordHistory(trx, [
      {
        questionId: options.questionId,
        code: HistoryCode.modify,
        operatorId: options.userId,
        detail: { fields: Object.keys(options.changes), ...options.changes },
        now: options.now,
      },
    ]);
  });
  return { questionId: options.questionId, status: access.question.status, updateTime };
}

export function editPlanTime(
  db: Db,
  options: { body: z.infer<typeof editPlanTimeBody>; userId: number; now: Date },
): Promise<ActionResult> {
  const { body } = options;
  return quickEdit(db, {
    ...body,
    userId: options.userId,
    now: options.now,
    changes: { start_date: body.startDate, deadline: body.deadline },
  });
}

export function editProgress(
  db: Db,
  options: { body: z.infer<typeof editProgressBody>; userId: number; now: Date },
): Promise<ActionResult> {
  const { body } = options;
  return quickEdit(db, { ...body, userId: options.userId, now: options.now, changes: { progress: body.progress } });
}
