import { type AddDocCommentBody, COMMENT_MAX, type KnowledgeComment, mayKnowledge } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, forbidden, notFound } from '../../http/errors';
import { isBlankRichText } from '../issues/richText';
import { kbAccess, readableDocument } from './kbAccess';
import { documentPlainText, sanitizeDocument } from './richText';

/** GET knowledge/doc/comments: oldest first, under the document, for everyone who may read it. */
export async function listComments(
  db: Kysely<Database>,
  options: { kbId: number; docId: number; userId: number },
): Promise<KnowledgeComment[]> {
  const access = await kbAccess(db, options.kbId, options.userId, 'read');
  const doc = await readableDocument(db, access, options.docId);
  const rows = await db
    .selectFrom('knowledge_comments')
    .innerJoin('users', 'users.id', 'knowledge_comments.user_id')
    .select([
      'knowledge_comments.id',
      'knowledge_comments.user_id',
      'knowledge_comments.content',
      'knowledge_comments.create_time',
      'users.nick_name',
      'users.avatar',
    ])
    .where('knowledge_comments.document_id', '=', doc.id)
    .orderBy('knowledge_comments.id')
    .execute();
  const manages = mayKnowledge(access.role, 'manage');
  return rows.map((row) => ({
    commentId: row.id,
    userId: row.user_id,
    nickName: row.nick_name,
    avatar: row.avatar,
    content: row.content,
    createTime: row.create_time,
    mayDelete: manages || row.user_id === options.userId,
  }));
}

/** POST knowledge/doc/comment/add: any member but a read-only one (DOMAIN.md, as for issues). */
export async function addComment(
  db: Kysely<Database>,
  options: AddDocCommentBody & { userId: number; now: Date },
): Promise<{ commentId: number }> {
  const access = await kbAccess(db, options.kbId, options.userId, 'comment');
  const doc = await readableDocument(db, access, options.docId);
  const content = sanitizeDocument(options.content);
  if (isBlankRichText(content)) throw failure('commentRequired');
  if ([...documentPlainText(content)].length > COMMENT_MAX) throw failure('commentTooLong', { max: COMMENT_MAX });
  const row = await db
    .insertInto('knowledge_comments')
    .values({ document_id: doc.id, user_id: options.userId, content, create_time: options.now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { commentId: row.id };
}

/** POST knowledge/doc/comment/delete: its author, or the space's owner and admins. */
export async function deleteComment(
  db: Kysely<Database>,
  options: { kbId: number; commentId: number; userId: number },
): Promise<void> {
  const access = await kbAccess(db, options.kbId, options.userId, 'read');
  const row = await db
    .selectFrom('knowledge_comments')
    .innerJoin('knowledge_documents', 'knowledge_documents.id', 'knowledge_comments.document_id')
    .select(['knowledge_comments.id', 'knowledge_comments.user_id', 'knowledge_documents.id as doc_id'])
    .where('knowledge_comments.id', '=', options.commentId)
    .where('knowledge_documents.kb_id', '=', options.kbId)
    .executeTakeFirst();
  if (!row) throw notFound();
  await readableDocument(db, access, row.doc_id);
  if (row.user_id !== options.userId && !mayKnowledge(access.role, 'manage')) throw forbidden();
  await db.deleteFrom('knowledge_comments').where('id', '=', row.id).execute();
}
