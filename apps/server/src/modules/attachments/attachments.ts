import { HistoryCode, type ProjectRole, hasProjectRole } from '@questline/contract';
import type { Kysely } from 'kysely';
import { nextUpdateTime } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { FileToSend } from '../../http/sendFile';
import type { FileStorage } from '../../storage/fileStorage';
import { type ProjectAccess, projectAccess, writableProjectAccess } from '../projects/policy';
import { recordHistory } from '../issues/history';
import type { AttachmentRow } from './presenter';

interface AttachmentRequest {
  attachmentId: number;
  userId: number;
  /** Set for changes: the project must then be writable. */
  now?: Date;
}

/**
 * DESIGN.md "Object-level authorization" for an attachment named by its own id: the caller's access on
 * the project it belongs to. Unknown ids, other projects' attachments and someone else's pending upload
 * (not on an issue yet, so not shared with anyone) all answer 404.
 */
export async function attachmentAccess(
  db: Kysely<Database>,
  request: AttachmentRequest,
): Promise<ProjectAccess & { attachment: AttachmentRow }> {
  const attachment = await db
    .selectFrom('question_attachments')
    .selectAll()
    .where('id', '=', request.attachmentId)
    .executeTakeFirst();
  if (!attachment) throw notFound();
  const access = { projectId: attachment.project_id, userId: request.userId, atLeast: 'member' as const };
  const project = request.now
    ? await writableProjectAccess(db, { ...access, now: request.now })
    : await projectAccess(db, access);
  // A run's screenshot (issue 14) is shared with the project like an issue's attachment.
  const pending = attachment.question_id === null && attachment.test_run_id === null;
  if (pending && attachment.uploader_id !== request.userId) throw notFound();
  return { ...project, attachment };
}

/** Who may remove an attachment: its uploader or a project admin (the detail offers the same ones). */
export function mayRemoveAttachment(
  attachment: Pick<AttachmentRow, 'uploader_id'>,
  caller: { userId: number; role: ProjectRole },
): boolean {
  return attachment.uploader_id === caller.userId || hasProjectRole(caller.role, 'admin');
}

/**
 * DELETE questionAttachment/{id}: its uploader or a project admin; the file goes once the row is gone.
 * Removing one from an issue is an edit of that issue: a history row names the file and the issue's
 * updateTime moves on, so a form opened before the removal cannot save the old attachment list back.
 */
export async function removeAttachment(
  deps: { db: Kysely<Database>; files: FileStorage },
  request: Required<AttachmentRequest>,
): Promise<void> {
  const { attachment, role } = await attachmentAccess(deps.db, request);
  if (!mayRemoveAttachment(attachment, { userId: request.userId, role })) throw forbidden();
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('question_attachments').where('id', '=', attachment.id).execute();
    const questionId = attachment.question_id;
    if (questionId === null) return;
    const question = await trx
      .selectFrom('questions')
      .select('update_time')
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('questions')
      .set({ update_time: nextUpdateTime(question.update_time, request.now) })
      .where('id', '=', questionId)
      .execute();
    await recordHistory(trx, [
      {
        questionId,
        code: HistoryCode.modify,
        operatorId: request.userId,
        note: attachment.file_name,
        detail: { removedAttachment: attachment.file_name },
        now: request.now,
      },
    ]);
  });
  await deps.files.remove(attachment.storage_key);
}

/**
 * How an attachment is served: images and videos inline with their detected type, so <img> and <video>
 * show them; every other file as octet-stream to save, so an HTML or SVG upload never runs in our origin.
 */
export function servedAs(attachment: AttachmentRow, cacheControl: string): FileToSend {
  const media = attachment.kind === 'image' || attachment.kind === 'video';
  return {
    key: attachment.storage_key,
    fileName: attachment.file_name,
    contentType: media ? attachment.mime_type : 'application/octet-stream',
    disposition: media ? 'inline' : 'attachment',
    cacheControl,
  };
}
