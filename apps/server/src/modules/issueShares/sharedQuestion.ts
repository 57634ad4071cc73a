import {
  API_BASE,
  type DefectCategory,
  HistoryCode,
  type Priority,
  type QuestionStatus,
  type QuestionType,
  type Severity,
  type SharedQuestion,
  type Terminal,
  productPath,
  sharedAttachmentUrl,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { projectNames } from '../attachments/people';
import type { AttachmentRow } from '../attachments/presenter';
import type { QuestionRecord } from '../issues/questionAccess';
import { liveShare, shareGone } from '../shareLinks/shareLinks';

/**
 * The issue behind a working link (unknown, revoked and expired links answer alike); its project must not be in the
 * recycle bin.
 */
async function sharedIssue(db: Kysely<Database>, token: string, now: Date): Promise<QuestionRecord> {
  const share = await liveShare(db, 'question_shares', token, now);
  const row = await db
    .selectFrom('questions')
    .innerJoin('projects', 'projects.id', 'questions.project_id')
    .selectAll('questions')
    .where('questions.id', '=', share.question_id)
    .where('projects.delete_time', 'is', null)
    .executeTakeFirst();
  if (!row) throw shareGone('question_shares');
  return row;
}

/** The issue's own attachments; a comment's pasted images belong to the comments, which a share leaves out. */
function issueAttachments(db: Kysely<Database>, questionId: number) {
  return db
    .selectFrom('question_attachments')
    .selectAll()
    .where('question_id', '=', questionId)
    .where('comment_id', 'is', null)
    .orderBy('id')
    .execute();
}

const MEMBER_ATTACHMENT = new RegExp(
  `${API_BASE}${productPath('questionAttachment/')}(\\d+)`.replace(/\//g, '\\/'),
  'g',
);
const IMAGE_TAG = /<img\b[^>]*>/g;

/**
 * The description as a signed-out reader can load it: links and images of the issue's attachments point
 * at the share's own attachment address; an image of anything else (another issue's upload pasted in)
 * is dropped rather than left pointing at a members-only address.
 */
export function rewriteForShare(html: string, token: string, sharedIds: ReadonlySet<number>): string {
  const withoutForeign = html.replace(IMAGE_TAG, (tag) => {
    const ids = [...tag.matchAll(MEMBER_ATTACHMENT)].map((match) => Number(match[1]));
    return ids.every((id) => sharedIds.has(id)) ? tag : '';
  });
  return withoutForeign.replace(MEMBER_ATTACHMENT, (whole, id: string) =>
    sharedIds.has(Number(id)) ? sharedAttachmentUrl(token, Number(id)) : whole,
  );
}

/**
 * GET anonymous/questionShare/{token}: the issue's title, fields, description, attachments and history,
 * and nothing else: no comments (nor the history's comment rows), no e-mails or phones, no ids of people,
 * no parent, subtasks or related issues.
 */
export async function sharedQuestion(db: Kysely<Database>, token: string, now: Date): Promise<SharedQuestion> {
  const question = await sharedIssue(db, token, now);
  const [handlers, history, attachments, moduleRow, versionRow] = await Promise.all([
    db
      .selectFrom('question_handlers')
      .select('user_id')
      .where('question_id', '=', question.id)
      .orderBy('sort')
      .orderBy('user_id')
      .execute(),
    db
      .selectFrom('question_history')
      .select(['code', 'operator_id', 'from_status', 'to_status', 'note', 'create_time'])
      .where('question_id', '=', question.id)
      .where('code', '!=', HistoryCode.comment)
      .orderBy('id')
      .execute(),
    issueAttachments(db, question.id),
    question.module_id === null
      ? undefined
      : db.selectFrom('project_modules').select('name').where('id', '=', question.module_id).executeTakeFirst(),
    question.version_id === null
      ? undefined
      : db.selectFrom('project_versions').select('name').where('id', '=', question.version_id).executeTakeFirst(),
  ]);
  const names = await projectNames(db, question.project_id, [
    question.creator_id,
    ...handlers.map((row) => row.user_id),
    ...history.map((row) => row.operator_id),
  ]);
  const nameOf = (userId: number) => names.get(userId) ?? '';
  return {
    number: question.number,
    questionName: question.title,
    questionType: question.question_type as QuestionType,
    severity: question.severity as Severity,
    priority: question.priority as Priority,
    status: question.status as QuestionStatus,
    moduleName: moduleRow?.name ?? null,
    versionName: versionRow?.name ?? null,
    handlerNames: handlers.map((row) => nameOf(row.user_id)),
    creatorName: nameOf(question.creator_id),
    startDate: question.start_date,
    deadline: question.deadline,
    terminal: question.terminal as Terminal | null,
    defectCategory: question.defect_category as DefectCategory | null,
    description: rewriteForShare(question.description, token, new Set(attachments.map((row) => row.id))),
    attachments: attachments.map((row) => ({
      attachmentId: row.id,
      fileName: row.file_name,
      kind: row.kind,
      size: row.size,
      url: sharedAttachmentUrl(token, row.id),
    })),
    history: history.map((row) => ({
      code: row.code as HistoryCode,
      operatorName: nameOf(row.operator_id),
      fromStatus: row.from_status as QuestionStatus | null,
      toStatus: row.to_status as QuestionStatus | null,
      note: row.note,
      createTime: row.create_time,
    })),
    createTime: question.create_time,
    updateTime: question.update_time,
  };
}

/** GET anonymous/questionShare/{token}/attachment/{id}: only the shared issue's own attachments. */
export async function sharedAttachment(
  db: Kysely<Database>,
  options: { token: string; attachmentId: number; now: Date },
): Promise<AttachmentRow> {
  const question = await sharedIssue(db, options.token, options.now);
  const attachment = await db
    .selectFrom('question_attachments')
    .selectAll()
    .where('id', '=', options.attachmentId)
    .where('question_id', '=', question.id)
    .where('comment_id', 'is', null)
    .executeTakeFirst();
  if (!attachment) throw notFound();
  return attachment;
}
