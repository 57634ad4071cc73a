import type {
  AttachmentKind,
  HistoryCode,
  QuestionDetail,
  QuestionLink,
  QuestionRow,
  QuestionStatus,
  QuestionType,
  RefuseReason,
} from '@questline/contract';
import { API_BASE, productPath } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { QuestionAttachmentTable, QuestionCommentTable, QuestionHistoryTable } from '../../db/issueSchema';
import type { Database } from '../../db/schema';
import { mayRemoveAttachment } from '../attachments/attachments';
import { type HandlerState, actorOf, buttonsFor, canDeleteQuestion, canEditQuestion, handlersOf } from './actor';
import { peopleNames, refOf } from './people';
import { type QuestionAccess, type QuestionRecord, questionAccess } from './questionAccess';
import { presentRows } from './questionRows';

type Db = Kysely<Database>;

/** Linked issues (parent, subtasks, related) of the project, by number. */
export async function links(db: Db, projectId: number, ids: number[]): Promise<QuestionLink[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'number', 'title', 'status', 'question_type'])
    .where('project_id', '=', projectId)
    .where('id', 'in', ids)
    .orderBy('number')
    .execute();
  return rows.map((row) => ({
    questionId: row.id,
    number: row.number,
    questionName: row.title,
    status: row.status as QuestionStatus,
    questionType: row.question_type as QuestionType,
  }));
}

function parseDetail(detail: string): Record<string, unknown> {
  const value: unknown = JSON.parse(detail);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Everything the detail shows besides the issue's own columns. */
export interface DetailParts {
  row: QuestionRow;
  handlers: readonly HandlerState[];
  ccIds: readonly number[];
  attachments: readonly Selectable<QuestionAttachmentTable>[];
  comments: readonly Selectable<QuestionCommentTable>[];
  history: readonly Selectable<QuestionHistoryTable>[];
  /** The names of everyone above and of the re-reviewer (people.ts). */
  names: Map<number, string>;
  parent: QuestionLink | null;
  subtasks: QuestionLink[];
  related: QuestionLink[];
  collected: boolean;
}

/** The people whose names the detail shows, besides the row's own (handlers, creator). */
export function detailPeople(
  question: QuestionRecord,
  parts: Pick<DetailParts, 'ccIds' | 'attachments' | 'comments' | 'history'>,
): number[] {
  return [
    ...parts.ccIds,
    ...parts.attachments.map((entry) => entry.uploader_id),
    ...parts.comments.map((entry) => entry.user_id),
    ...parts.history.map((entry) => entry.operator_id),
    ...(question.reviewer_id === null ? [] : [question.reviewer_id]),
  ];
}

/**
 * The detail's shape, with the buttons this caller may press now. Both the read of an issue and the
 * answer of a create (createdDetail.ts) go through here, so they cannot answer different shapes.
 */
export function assembleDetail(access: QuestionAccess, parts: DetailParts): QuestionDetail {
  const { question, userId, role } = access;
  const { handlers, names, attachments } = parts;
  const actor = actorOf(question, handlers, { userId, role });
  return {
    ...parts.row,
    description: question.description,
    ccUsers: parts.ccIds.map((id) => refOf(names, id)),
    reviewer: question.reviewer_id === null ? null : refOf(names, question.reviewer_id),
    refuseReason: question.refuse_reason as RefuseReason | null,
    attachments: attachments.map((entry) => ({
      attachmentId: entry.id,
      fileName: entry.file_name,
      kind: entry.kind as AttachmentKind,
      mimeType: entry.mime_type,
      size: entry.size,
      url: `${API_BASE}${productPath(`questionAttachment/${entry.id}`)}`,
      uploader: refOf(names, entry.uploader_id),
      createTime: entry.create_time,
    })),
    comments: parts.comments.map((entry) => ({
      commentId: entry.id,
      content: entry.content,
      author: refOf(names, entry.user_id),
      createTime: entry.create_time,
      mine: entry.user_id === userId,
    })),
    history: parts.history.map((entry) => ({
      historyId: entry.id,
      code: entry.code as HistoryCode,
      operator: refOf(names, entry.operator_id),
      fromStatus: entry.from_status as QuestionStatus | null,
      toStatus: entry.to_status as QuestionStatus | null,
      note: entry.note,
      detail: parseDetail(entry.detail),
      createTime: entry.create_time,
    })),
    parent: parts.parent,
    subtasks: parts.subtasks,
    related: parts.related,
    collected: parts.collected,
    allowedActions: buttonsFor(question, handlers, { userId, role }),
    canEdit: canEditQuestion(actor),
    canDelete: canDeleteQuestion(actor),
    removableAttachmentIds: attachments
      .filter((entry) => mayRemoveAttachment(entry, { userId, role }))
      .map((entry) => entry.id),
  };
}

/** The whole issue as the detail shows it, read from the database. */
export async function presentDetail(db: Db, access: QuestionAccess): Promise<QuestionDetail> {
  const { question, userId } = access;
  const projectId = question.project_id;
  const questionId = question.id;
  // Independent reads asked together: on PostgreSQL each waits for a pooled connection once, not fifteen times in
  // turn (the detail was the team simulator's slowest call at 2,000 people, ADR 0154); SQLite runs them in turn.
  const [[row], handlers, cc, attachments, comments, history, relations, subtasks, collected] = await Promise.all([
    presentRows(db, projectId, [question]),
    handlersOf(db, questionId),
    // By person: the order the primary key gives for free, named so both dialects answer the same.
    db.selectFrom('question_cc').select('user_id').where('question_id', '=', questionId).orderBy('user_id').execute(),
    db
      .selectFrom('question_attachments')
      .selectAll()
      .where('question_id', '=', questionId)
      .where('comment_id', 'is', null)
      .orderBy('id')
      .execute(),
    db.selectFrom('question_comments').selectAll().where('question_id', '=', questionId).orderBy('id').execute(),
    db.selectFrom('question_history').selectAll().where('question_id', '=', questionId).orderBy('id').execute(),
    db.selectFrom('question_relations').select('related_id').where('question_id', '=', questionId).execute(),
    db.selectFrom('questions').select('id').where('parent_id', '=', questionId).execute(),
    db
      .selectFrom('question_collects')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('question_id', '=', questionId)
      .executeTakeFirst(),
  ]);
  if (!row) throw new Error('an issue row always presents');
  const ccIds = cc.map((entry) => entry.user_id);
  const [names, parent, subtaskLinks, related] = await Promise.all([
    peopleNames(db, projectId, detailPeople(question, { ccIds, attachments, comments, history })),
    question.parent_id === null ? [] : links(db, projectId, [question.parent_id]),
    links(
      db,
      projectId,
      subtasks.map((entry) => entry.id),
    ),
    links(
      db,
      projectId,
      relations.map((entry) => entry.related_id),
    ),
  ]);
  return assembleDetail(access, {
    row,
    handlers,
    ccIds,
    attachments,
    comments,
    history,
    names,
    parent: parent[0] ?? null,
    subtasks: subtaskLinks,
    related,
    collected: collected !== undefined,
  });
}

/** GET getQuestionInfo. */
export async function getQuestionDetail(
  db: Db,
  options: { projectId: number; questionId: number; userId: number },
): Promise<QuestionDetail> {
  return presentDetail(db, await questionAccess(db, options));
}
