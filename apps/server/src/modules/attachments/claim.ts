import { QUESTION_ATTACHMENTS_MAX } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';

type Executor = Kysely<Database> | Transaction<Database>;

export interface ClaimOptions {
  projectId: number;
  questionId: number;
  /** Set when a comment claims them: they then belong to that comment of the issue. */
  commentId?: number;
  attachmentIds: readonly number[];
  /**
   * Attachments the saved rich text shows inline (richText.ts inlineAttachmentIds): the saver's own
   * pending uploads among them are linked too; any other (an image copied from another issue) is left
   * where it is rather than refusing the save.
   */
  inlineIds?: readonly number[];
  /** Who saves: only their own pending uploads can be claimed. */
  userId: number;
}

/**
 * Links uploads to an issue (create, edit) or to one of its comments, inside the caller's transaction.
 * Each id must be a pending upload of the same project by the same user, or already on this issue;
 * anything else (another project's, another person's, unknown) is refused with nothing changed.
 * Spec point 5: at most 10 attachments on the issue itself, and at most 10 on each comment, so pasted
 * screenshots in a long discussion do not use up the issue's own ten. Answers the ids newly linked.
 */
export async function claimAttachments(trx: Executor, options: ClaimOptions): Promise<number[]> {
  const ids = [...new Set(options.attachmentIds)];
  const inline = [...new Set(options.inlineIds ?? [])].filter((id) => !ids.includes(id));
  if (ids.length + inline.length === 0) return [];
  const rows = await trx
    .selectFrom('question_attachments')
    .select(['id', 'project_id', 'question_id', 'uploader_id'])
    .where('id', 'in', [...ids, ...inline])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const claimable = (row: (typeof rows)[number] | undefined) =>
    row !== undefined &&
    row.project_id === options.projectId &&
    row.question_id === null &&
    row.uploader_id === options.userId;
  const pending: number[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row?.project_id === options.projectId && row.question_id === options.questionId) continue;
    if (!claimable(row)) throw failure('attachmentInvalid');
    pending.push(id);
  }
  pending.push(...inline.filter((id) => claimable(byId.get(id))));
  if (pending.length === 0) return [];

  const commentId = options.commentId ?? null;
  const held = await trx
    .selectFrom('question_attachments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('question_id', '=', options.questionId)
    .where('comment_id', commentId === null ? 'is' : '=', commentId)
    .executeTakeFirstOrThrow();
  if (Number(held.count) + pending.length > QUESTION_ATTACHMENTS_MAX) {
    throw failure('attachmentTooMany', { max: QUESTION_ATTACHMENTS_MAX });
  }
  // Still pending at the moment of the update: a concurrent save that claimed one first wins.
  const result = await trx
    .updateTable('question_attachments')
    .set({ question_id: options.questionId, comment_id: commentId })
    .where('id', 'in', pending)
    .where('question_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== pending.length) throw failure('attachmentInvalid');
  return pending;
}
