import { HistoryCode, type addCommentBody, mentionedUserIds } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { failure, forbidden, notFound } from '../../http/errors';
import type { FileStorage } from '../../storage/fileStorage';
import { claimAttachments } from '../attachments/claim';
import { removeCommentFiles } from '../attachments/fileRemoval';
import { writableProjectAccess } from '../projects/policy';
import type { QuestionEvents } from './events';
import { recordHistory } from './history';
import { questionAccess } from './questionAccess';
import { recipientsOf } from './questions';
import { inlineAttachmentIds, isBlankRichText, sanitizeRichText } from './richText';

type Db = Kysely<Database>;

/**
 * POST questionComment/addQuestionComment (spec point 5 "comment required"): any member comments on an
 * issue of the project. The rich text is sanitised first, so a comment that was only a script is empty
 * and refused. Pasted images and uploaded files become the comment's attachments; a history row
 * (code 12) is written in the same transaction and the people concerned, and those it @mentions
 * (ADR 0031), are told after it commits.
 */
export async function addComment(
  deps: { db: Db; questionEvents: QuestionEvents },
  options: { body: z.infer<typeof addCommentBody>; userId: number; now: Date },
): Promise<{ commentId: number }> {
  const { body, userId, now } = options;
  const { db } = deps;
  const { question } = await questionAccess(db, { ...body, userId, now });
  const content = sanitizeRichText(body.content);
  if (isBlankRichText(content)) throw failure('questionCommentEmpty');
  const commentId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('question_comments')
      .values({ question_id: question.id, user_id: userId, content, create_time: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await claimAttachments(trx, {
      projectId: question.project_id,
      questionId: question.id,
      commentId: id,
      attachmentIds: body.attachmentIds,
      inlineIds: inlineAttachmentIds(content),
      userId,
    });
    await recordHistory(trx, [{ questionId: question.id, code: HistoryCode.comment, operatorId: userId, now }]);
    return id;
  });
  deps.questionEvents.emit([
    {
      projectId: question.project_id,
      questionId: question.id,
      number: question.number,
      questionName: question.title,
      code: HistoryCode.comment,
      operatorId: userId,
      toStatus: null,
      recipientIds: await recipientsOf(db, question.id, userId),
      mentionedIds: mentionedUserIds(content),
    },
  ]);
  return { commentId };
}

/**
 * DELETE questionComment/removeQuestionComment/{id}: only its author removes a comment. The id carries
 * no project, so the project is the comment's own: a non-member of it, or an unknown id, answers 404.
 * The comment's files are removed once the delete has committed.
 */
export async function removeComment(
  deps: { db: Db; files: FileStorage },
  options: { commentId: number; userId: number; now: Date },
): Promise<void> {
  const { db } = deps;
  const comment = await db
    .selectFrom('question_comments')
    .innerJoin('questions', 'questions.id', 'question_comments.question_id')
    .select(['question_comments.id', 'question_comments.user_id', 'questions.project_id'])
    .where('question_comments.id', '=', options.commentId)
    .executeTakeFirst();
  if (!comment) throw notFound();
  await writableProjectAccess(db, {
    projectId: comment.project_id,
    userId: options.userId,
    atLeast: 'member',
    now: options.now,
  });
  if (comment.user_id !== options.userId) throw forbidden('questionCommentNotMine');
  const removeFiles = await db.transaction().execute(async (trx) => {
    const removal = await removeCommentFiles(trx, deps.files, [comment.id]);
    await trx.deleteFrom('question_comments').where('id', '=', comment.id).execute();
    return removal;
  });
  await removeFiles();
}
