import { type QuestionAttachment, attachmentUrl } from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { QuestionAttachmentTable } from '../../db/issueSchema';
import type { Database } from '../../db/schema';
import { projectNames } from './people';

export type AttachmentRow = Selectable<QuestionAttachmentTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** Rows of one project as the API shows them (contract QuestionAttachment), in the order given. */
export async function presentAttachments(db: Executor, rows: readonly AttachmentRow[]): Promise<QuestionAttachment[]> {
  const first = rows[0];
  if (!first) return [];
  const names = await projectNames(
    db,
    first.project_id,
    rows.map((row) => row.uploader_id),
  );
  return rows.map((row) => ({
    attachmentId: row.id,
    fileName: row.file_name,
    kind: row.kind,
    mimeType: row.mime_type,
    size: row.size,
    url: attachmentUrl(row.id),
    uploader: { userId: row.uploader_id, name: names.get(row.uploader_id) ?? '' },
    createTime: row.create_time,
  }));
}

export async function presentAttachment(db: Executor, row: AttachmentRow): Promise<QuestionAttachment> {
  const [presented] = await presentAttachments(db, [row]);
  if (!presented) throw new Error('attachment row vanished while presenting it');
  return presented;
}

/** The issue's own attachments (not its comments'), oldest first: for the detail answer. */
export async function listQuestionAttachments(
  db: Executor,
  options: { projectId: number; questionId: number },
): Promise<QuestionAttachment[]> {
  const rows = await db
    .selectFrom('question_attachments')
    .selectAll()
    .where('project_id', '=', options.projectId)
    .where('question_id', '=', options.questionId)
    .where('comment_id', 'is', null)
    .orderBy('id')
    .execute();
  return presentAttachments(db, rows);
}
