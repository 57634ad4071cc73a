import {
  HistoryCode,
  type QuestionDetail,
  type QuestionStatus,
  QuestionStatusCode,
  type createQuestionBody,
  type editQuestionBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { nextUpdateTime, updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure, forbidden } from '../../http/errors';
import { claimAttachments } from '../attachments/claim';
import { removeQuestionFiles } from '../attachments/fileRemoval';
import type { FileStorage } from '../../storage/fileStorage';
import { writableProjectAccess } from '../projects/policy';
import { actorOf, canDeleteQuestion, canEditQuestion, handlersOf } from './actor';
import type { QuestionEvent, QuestionEvents } from './events';
import { recordHistory } from './history';
import { presentCreated } from './createdDetail';
import { presentDetail } from './questionDetail';
import { checkQuestionFields } from './questionInput';
import { inlineAttachmentIds } from './richText';
import { questionAccess } from './questionAccess';
import {
  editableColumns,
  insertQuestionsWithHistory,
  replaceCc,
  replaceHandlers,
  replaceRelations,
} from './questionStore';
import { writeTitleGrams } from './titleGramStore';
import { setQuestionsIteration } from '../iterations/membership';

type Db = Kysely<Database>;

export interface QuestionServiceDeps {
  db: Db;
  questionEvents: QuestionEvents;
}

/** The people an issue concerns, as the service already holds them after a write. */
export interface QuestionPeople {
  creatorId: number;
  reviewerId: number | null;
  handlerIds: readonly number[];
  ccIds: readonly number[];
}

/** Everyone an issue concerns, less the person acting (DOMAIN.md "notifies the people concerned"). */
export function recipientsAmong(people: QuestionPeople, operatorId: number): number[] {
  const ids = new Set([
    people.creatorId,
    ...(people.reviewerId === null ? [] : [people.reviewerId]),
    ...people.handlerIds,
    ...people.ccIds,
  ]);
  ids.delete(operatorId);
  return [...ids];
}

/** The same, read from the database, for a caller that does not hold the people. */
export async function recipientsOf(db: Db, questionId: number, operatorId: number): Promise<number[]> {
  const question = await db
    .selectFrom('questions')
    .select(['creator_id', 'reviewer_id'])
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  const handlers = await db
    .selectFrom('question_handlers')
    .select('user_id')
    .where('question_id', '=', questionId)
    .execute();
  const cc = await db.selectFrom('question_cc').select('user_id').where('question_id', '=', questionId).execute();
  return recipientsAmong(
    {
      creatorId: question.creator_id,
      reviewerId: question.reviewer_id,
      handlerIds: handlers.map((row) => row.user_id),
      ccIds: cc.map((row) => row.user_id),
    },
    operatorId,
  );
}

/** POST questionInfo (spec point 7): a new issue, or a draft (status 1) when `draft` is set. */
export async function createQuestion(
  deps: QuestionServiceDeps,
  options: { body: z.infer<typeof createQuestionBody>; userId: number; now: Date },
): Promise<QuestionDetail> {
  const { body, userId, now } = options;
  const { db } = deps;
  const project = await writableProjectAccess(db, { projectId: body.projectId, userId, atLeast: 'member', now });
  const status = body.draft ? QuestionStatusCode.draft : QuestionStatusCode.toSolve;
  const { question, checked, history, attachmentIds } = await db.transaction().execute(async (trx) => {
    const checked = await checkQuestionFields(trx, body.projectId, body, null);
    const {
      rows: [row],
      history,
    } = await insertQuestionsWithHistory(
      trx,
      { projectId: body.projectId, creatorId: userId, status, history: HistoryCode.create, now },
      [checked],
    );
    if (!row) throw new Error('one issue inserted');
    if (checked.iterationId) {
      await setQuestionsIteration(trx, {
        questionIds: [row.id],
        iterationId: checked.iterationId,
        operatorId: userId,
        now,
        inForm: true,
      });
    }
    // Uploaded files and screenshots pasted into the description become the attachments.
    const attachmentIds = await claimAttachments(trx, {
      projectId: body.projectId,
      questionId: row.id,
      attachmentIds: body.attachmentIds,
      inlineIds: inlineAttachmentIds(checked.description),
      userId,
    });
    // The inserted row is the issue unless the iteration was written after it.
    const question = checked.iterationId
      ? await trx.selectFrom('questions').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
      : row;
    return { question, checked, history, attachmentIds };
  });
  if (!body.draft) {
    const people = { creatorId: userId, reviewerId: null, handlerIds: checked.handlerIds, ccIds: checked.ccIds };
    // The delivery is told the people the transaction wrote rather than reading them back (issue 17).
    emit(deps, question, HistoryCode.create, userId, people, {
      written: { ...people, projectName: project.project.name },
    });
  }
  // The caller's access was established before the transaction, which changed neither project nor role.
  return presentCreated(db, { ...project, question }, { checked, history, attachmentIds });
}

function emit(
  deps: QuestionServiceDeps,
  question: { id: number; project_id: number; number: number; title: string; status: number },
  code: QuestionEvent['code'],
  operatorId: number,
  people: QuestionPeople,
  extra: Pick<QuestionEvent, 'addedHandlerIds' | 'addedCcIds' | 'written'> = {},
): void {
  deps.questionEvents.emit([
    {
      ...extra,
      projectId: question.project_id,
      questionId: question.id,
      number: question.number,
      questionName: question.title,
      code,
      operatorId,
      toStatus: question.status as QuestionEvent['toStatus'],
      recipientIds: recipientsAmong(people, operatorId),
    },
  ]);
}

/**
 * PUT questionInfo: every field again, refused when the issue changed since the client loaded it
 * (DOMAIN.md optimistic concurrency). The history row names the fields that changed; `submit` turns a
 * draft into "to solve".
 */
export async function editQuestion(
  deps: QuestionServiceDeps,
  options: { body: z.infer<typeof editQuestionBody>; userId: number; now: Date },
): Promise<QuestionDetail> {
  const { body, userId, now } = options;
  const { db } = deps;
  const before = await questionAccess(db, { projectId: body.projectId, questionId: body.questionId, userId, now });
  const handlers = await handlersOf(db, body.questionId);
  if (!canEditQuestion(actorOf(before.question, handlers, before))) throw forbidden('questionNotEditable');
  const ccBefore = (
    await db.selectFrom('question_cc').select('user_id').where('question_id', '=', body.questionId).execute()
  ).map((row) => row.user_id);
  if (body.submit && before.question.status !== QuestionStatusCode.draft) throw failure('questionDraftOnly');
  await db.transaction().execute(async (trx) => {
    const checked = await checkQuestionFields(trx, body.projectId, body, body.questionId);
    const columns = editableColumns(checked);
    const changed: string[] = (Object.keys(columns) as (keyof typeof columns)[]).filter(
      (key) => String(columns[key] ?? '') !== String(before.question[key] ?? ''),
    );
    const iterationChanged = checked.iterationId !== undefined && checked.iterationId !== before.question.iteration_id;
    if (iterationChanged) changed.push('iterationId');
    const toStatus = body.submit ? QuestionStatusCode.toSolve : before.question.status;
    // The row is written only if it is still the one the client saw (PostgreSQL runs these concurrently).
    await updateUnchanged(
      trx
        .updateTable('questions')
        .set({ ...columns, status: toStatus, update_time: nextUpdateTime(body.updateTime, now) })
        .where('id', '=', body.questionId),
      body.updateTime,
      'questionStale',
    );
    await replaceHandlers(trx, body.questionId, checked.handlerIds);
    await replaceCc(trx, body.questionId, checked.ccIds);
    await replaceRelations(trx, body.questionId, checked.relatedIds);
    if (iterationChanged) {
      await setQuestionsIteration(trx, {
        questionIds: [body.questionId],
        iterationId: checked.iterationId ?? null,
        operatorId: userId,
        now,
        inForm: true,
      });
    }
    if (checked.title !== before.question.title) {
      await writeTitleGrams(trx, { projectId: body.projectId, questionId: body.questionId, title: checked.title });
    }
    await claimAttachments(trx, {
      projectId: body.projectId,
      questionId: body.questionId,
      attachmentIds: body.attachmentIds ?? [],
      inlineIds: inlineAttachmentIds(checked.description),
      userId,
    });
    await recordHistory(trx, [
      {
        questionId: body.questionId,
        code: HistoryCode.modify,
        operatorId: userId,
        fromStatus: before.question.status as QuestionStatus,
        toStatus: toStatus as QuestionStatus,
        detail: { fields: changed },
        now,
      },
    ]);
  });
  const after = await questionAccess(db, { projectId: body.projectId, questionId: body.questionId, userId });
  // A submitted draft is new to everyone on it; otherwise only the people the edit added are told.
  const fresh = (ids: number[], before: number[]) => (body.submit ? ids : ids.filter((id) => !before.includes(id)));
  const people = {
    creatorId: after.question.creator_id,
    reviewerId: after.question.reviewer_id,
    // The edit wrote exactly these lists (checked to be members) in its transaction.
    handlerIds: body.handlerUserIds,
    ccIds: body.ccUserIds,
  };
  emit(deps, after.question, HistoryCode.modify, userId, people, {
    addedHandlerIds: fresh(
      body.handlerUserIds,
      handlers.map((handler) => handler.userId),
    ),
    addedCcIds: fresh(body.ccUserIds, ccBefore),
  });
  return presentDetail(db, after);
}

/** POST delQuestionById: the creator or an admin; subtasks must be removed or moved first. */
export async function deleteQuestion(
  deps: { db: Db; files: FileStorage },
  options: { projectId: number; questionId: number; userId: number; now: Date },
): Promise<void> {
  const { db } = deps;
  const access = await questionAccess(db, options);
  const handlers = await handlersOf(db, options.questionId);
  if (!canDeleteQuestion(actorOf(access.question, handlers, access))) throw forbidden('questionNotDeletable');
  const children = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('parent_id', '=', options.questionId)
    .executeTakeFirstOrThrow();
  if (Number(children.count) > 0) throw failure('questionHasSubtasks', { count: Number(children.count) });
  const removeFiles = await db.transaction().execute(async (trx) => {
    const removal = await removeQuestionFiles(trx, deps.files, [options.questionId]);
    await trx.deleteFrom('questions').where('id', '=', options.questionId).execute();
    return removal;
  });
  await removeFiles();
}
