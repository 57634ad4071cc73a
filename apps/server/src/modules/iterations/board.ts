import {
  FIXED_STAGES,
  type FixedStage,
  HistoryCode,
  type IterationBoard,
  type IterationCard,
  type Locale,
  type MoveIterationCardBody,
  type Priority,
  type QuestionStatus,
  type QuestionType,
  formatMessage,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import { nextUpdateTime } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { projectNames } from '../attachments/people';
import { recordHistory } from '../issues/history';
import { iterationAccess, iterationInProject } from './iterationAccess';
import { presentIterations } from './iterations';

type Db = Kysely<Database>;

const fixedOf = (value: string | null): FixedStage | null => FIXED_STAGES.find((stage) => stage === value) ?? null;

async function stagesOf(db: Db, projectId: number) {
  return db
    .selectFrom('iteration_stages')
    .select(['id', 'name', 'fixed'])
    .where('project_id', '=', projectId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * GET projectIteration/board: the project's iteration stages as columns (spec point 4), the iteration's
 * issues as cards; an issue without a stage of its own sits in the first ("not started").
 */
export async function iterationBoard(
  db: Db,
  options: { projectId: number; iterationId: number; userId: number; now: Date; locale: Locale },
): Promise<IterationBoard> {
  await iterationAccess(db, { projectId: options.projectId, userId: options.userId });
  const iteration = await iterationInProject(db, options.projectId, options.iterationId);
  const stages = await stagesOf(db, options.projectId);
  const firstStageId = stages[0]?.id ?? 0;
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'number', 'title', 'question_type', 'priority', 'status', 'iteration_stage_id', 'update_time'])
    .where('project_id', '=', options.projectId)
    .where('iteration_id', '=', options.iterationId)
    .orderBy('number')
    .execute();
  const handlers = questions.length
    ? await db
        .selectFrom('question_handlers')
        .select(['question_id', 'user_id'])
        .where(
          'question_id',
          'in',
          questions.map((question) => question.id),
        )
        .orderBy('sort')
        .execute()
    : [];
  const names = await projectNames(
    db,
    options.projectId,
    handlers.map((handler) => handler.user_id),
  );
  const cards: IterationCard[] = questions.map((question) => ({
    questionId: question.id,
    number: question.number,
    questionName: question.title,
    questionType: question.question_type as QuestionType,
    priority: question.priority as Priority,
    status: question.status as QuestionStatus,
    handlers: handlers
      .filter((handler) => handler.question_id === question.id)
      .map((handler) => ({ userId: handler.user_id, name: names.get(handler.user_id) ?? '' })),
    stageId: question.iteration_stage_id ?? firstStageId,
    updateTime: question.update_time,
  }));
  const [row] = await presentIterations(db, options.projectId, [iteration], options.now);
  if (!row) throw new Error('one iteration presented');
  return {
    iteration: row,
    columns: stages.map((stage) => {
      const fixed = fixedOf(stage.fixed);
      return {
        stageId: stage.id,
        // The fixed stages are named in the reader's language, as in the settings.
        stageName: fixed
          ? formatMessage(options.locale, fixed === 'notStarted' ? 'stageNotStarted' : 'stageCompleted')
          : stage.name,
        fixed,
        cards: cards.filter((card) => card.stageId === stage.id),
      };
    }),
  };
}

/** PUT projectIteration/moveQuestion: a card to another column, with a "modify" history row (code 14). */
export async function moveIterationCard(
  db: Db,
  options: { body: MoveIterationCardBody; userId: number; now: Date },
): Promise<IterationCard['stageId']> {
  const { body, userId, now } = options;
  await iterationAccess(db, { projectId: body.projectId, userId, now });
  await iterationInProject(db, body.projectId, body.iterationId);
  const stage = await db
    .selectFrom('iteration_stages')
    .select(['id', 'name'])
    .where('id', '=', body.stageId)
    .where('project_id', '=', body.projectId)
    .executeTakeFirst();
  if (!stage) throw failure('iterationStageInvalid');
  await db.transaction().execute(async (trx) => {
    const question = await trx
      .selectFrom('questions')
      .select(['id', 'iteration_id', 'iteration_stage_id', 'update_time'])
      .where('id', '=', body.questionId)
      .where('project_id', '=', body.projectId)
      .executeTakeFirst();
    if (!question) throw notFound();
    if (question.iteration_id !== body.iterationId) throw failure('iterationQuestionNotMember');
    if (question.iteration_stage_id === stage.id) return;
    await trx
      .updateTable('questions')
      .set({ iteration_stage_id: stage.id, update_time: nextUpdateTime(question.update_time, now) })
      .where('id', '=', question.id)
      .execute();
    await recordHistory(trx, [
      {
        questionId: question.id,
        code: HistoryCode.modify,
        operatorId: userId,
        detail: { fields: ['iterationStage'], fromStageId: question.iteration_stage_id, stageId: stage.id },
        now,
      },
    ]);
  });
  return stage.id;
}
