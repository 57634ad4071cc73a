import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../storage/fileStorage';

type Executor = Kysely<Database> | Transaction<Database>;
type Scope = 'question_id' | 'comment_id' | 'project_id';

/** Runs after the commit: removes the files whose rows the delete took with it. */
export type FileRemoval = () => Promise<void>;

async function prepareRemoval(
  db: Executor,
  files: FileStorage,
  scope: Scope,
  ids: readonly number[],
): Promise<FileRemoval> {
  if (ids.length === 0) return async () => undefined;
  const rows = await db
    .selectFrom('question_attachments')
    .select('storage_key')
    .where(scope, 'in', [...ids])
    .execute();
  const keys = rows.map((row) => row.storage_key);
  return async () => {
    // A file that cannot be removed now is only disk space; the delete itself has already succeeded.
    await Promise.allSettled(keys.map((key) => files.remove(key)));
  };
}

/**
 * Deleting issues deletes their attachment rows by cascade, which would lose the storage keys. So: call
 * this with the delete's transaction BEFORE deleting, then run the answer once the transaction has
 * committed; a delete that rolls back keeps its files.
 *
 *   const removeFiles = await removeQuestionFiles(trx, deps.files, [questionId]);
 *   ...delete the issue, commit...
 *   await removeFiles();
 */
export function removeQuestionFiles(
  db: Executor,
  files: FileStorage,
  questionIds: readonly number[],
): Promise<FileRemoval> {
  return prepareRemoval(db, files, 'question_id', questionIds);
}

/** The same for removed comments (their pasted images go with them). */
export function removeCommentFiles(
  db: Executor,
  files: FileStorage,
  commentIds: readonly number[],
): Promise<FileRemoval> {
  return prepareRemoval(db, files, 'comment_id', commentIds);
}

/**
 * The same for projects deleted for good (from the recycle bin, by hand or by the purge): their issue
 * attachments, their plans' deliverable files (issue 13), which share the attachment storage, and the files sent
 * in the project's conversation (issue 33).
 */
export async function removeProjectFiles(
  db: Executor,
  files: FileStorage,
  projectIds: readonly number[],
): Promise<FileRemoval> {
  const attachments = await prepareRemoval(db, files, 'project_id', projectIds);
  const deliverables =
    projectIds.length === 0
      ? []
      : await db
          .selectFrom('plan_deliverables')
          .select('storage_key')
          .where('project_id', 'in', [...projectIds])
          .where('storage_key', 'is not', null)
          .execute();
  const chatFiles =
    projectIds.length === 0
      ? []
      : await db
          .selectFrom('im_files')
          .innerJoin('im_conversations', 'im_conversations.id', 'im_files.conversation_id')
          .select('im_files.storage_key')
          .where('im_conversations.project_id', 'in', [...projectIds])
          .execute();
  return async () => {
    await attachments();
    await Promise.allSettled(deliverables.map((row) => (row.storage_key ? files.remove(row.storage_key) : undefined)));
    await Promise.allSettled(chatFiles.map((row) => files.remove(row.storage_key)));
  };
}
