import { z } from 'zod';
import { recordId } from '../recordId';
import { calendarDate } from '../dates';
import { fitsBytes } from '../projects/rules';
import {
  type AttachmentKind,
  DEFECT_CATEGORIES,
  type DefectCategory,
  HANDLING_MODES,
  type HandlingMode,
  PRIORITIES,
  type Priority,
  QUESTION_CC_MAX,
  QUESTION_DESCRIPTION_MAX,
  QUESTION_ESTIMATE_MAX_HOURS,
  QUESTION_HANDLERS_MAX,
  QUESTION_RELATED_MAX,
  QUESTION_TITLE_MAX_BYTES,
  QUESTION_TYPES,
  type QuestionType,
  type RefuseReason,
  SEVERITIES,
  type Severity,
  TERMINALS,
  type Terminal,
  QUESTION_ATTACHMENTS_MAX,
} from './fields';
import type { HistoryCode, QuestionStatus, WorkflowAction } from './workflow';

/**
 * Issue 10: the calls of spec point 7 "Issues" that create, edit, read and list issues. Workflow
 * actions are in actionApi.ts. The server validates with these schemas; the web form checks the same.
 */

/** The issues' name for a row id (recordId), used across the contract. */
export const positiveId = recordId;
const ids = (max: number) => z.array(positiveId).max(max);
const oneOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((value): value is T[number] => values.includes(value), { params: { messageKey: 'fieldValue' } })
    .transform((value) => value as T[number]);

export const questionTitle = z
  .string()
  .trim()
  .min(1)
  .refine((value) => fitsBytes(value, QUESTION_TITLE_MAX_BYTES), {
    params: { messageKey: 'nameTooLongBytes', max: QUESTION_TITLE_MAX_BYTES },
  });

/** The instant the client last saw (`updateTime` of the detail or list row): the optimistic-lock token. */
export const updateTimeField = z.string().trim().min(1).max(40);

const questionFields = {
  questionName: questionTitle,
  questionType: oneOf(QUESTION_TYPES).default(1),
  severity: oneOf(SEVERITIES).default(1),
  priority: oneOf(PRIORITIES).default(2),
  moduleId: positiveId.nullable().default(null),
  versionId: positiveId.nullable().default(null),
  /** Spec point 5 "handler required"; in multi-person mode every handler must complete. */
  handlerUserIds: ids(QUESTION_HANDLERS_MAX).min(1),
  handlingMode: z.enum(HANDLING_MODES).default('single'),
  ccUserIds: ids(QUESTION_CC_MAX).default([]),
  startDate: calendarDate.nullable().default(null),
  deadline: calendarDate.nullable().default(null),
  estimatedHours: z.number().min(0).max(QUESTION_ESTIMATE_MAX_HOURS).nullable().default(null),
  progress: z.number().int().min(0).max(100).default(0),
  terminal: oneOf(TERMINALS).nullable().default(null),
  defectCategory: oneOf(DEFECT_CATEGORIES).nullable().default(null),
  /** Rich text; the server keeps only safe HTML (no scripts, handlers or foreign frames). */
  description: z.string().max(QUESTION_DESCRIPTION_MAX).default(''),
  parentId: positiveId.nullable().default(null),
  /** An iteration of the same project (issue 13); left out, an edit keeps the issue's iteration. */
  iterationId: positiveId.nullable().optional(),
  /** A plan or plan group of the project (issue 13); left out, an edit keeps the issue's plan. */
  planId: positiveId.nullable().optional(),
  relatedIds: ids(QUESTION_RELATED_MAX).default([]),
  /** Attachments uploaded first through questionAttachment/upload, not yet on an issue. */
  attachmentIds: ids(QUESTION_ATTACHMENTS_MAX).default([]),
};

function datesInOrder(value: { startDate: string | null; deadline: string | null }): boolean {
  return value.startDate === null || value.deadline === null || value.startDate <= value.deadline;
}
const datesOrderIssue = { params: { messageKey: 'questionDatesOrder' }, path: ['deadline'] };

/** POST questionInfo: `draft` keeps it as status 1 until an edit submits it. */
export const createQuestionBody = z
  .strictObject({ projectId: positiveId, ...questionFields, draft: z.boolean().default(false) })
  .refine(datesInOrder, datesOrderIssue);
export type CreateQuestionBody = z.input<typeof createQuestionBody>;

/** PUT questionInfo: every field again plus the `updateTime` last seen; `submit` turns a draft into "to solve". */
export const editQuestionBody = z
  .strictObject({
    projectId: positiveId,
    questionId: positiveId,
    updateTime: updateTimeField,
    ...questionFields,
    attachmentIds: ids(QUESTION_ATTACHMENTS_MAX).optional(),
    submit: z.boolean().default(false),
  })
  .refine(datesInOrder, datesOrderIssue);
export type EditQuestionBody = z.input<typeof editQuestionBody>;

export const questionRefQuery = z.strictObject({ projectId: positiveId, questionId: positiveId });
export type QuestionRef = z.infer<typeof questionRefQuery>;
/** GET getQuestionInfo: `updateTime` is accepted (spec point 7) and answered fresh, never required. */
export const questionInfoQuery = questionRefQuery.extend({ updateTime: z.string().max(40).optional() });
/** GET getInitQuestionInfo / initQuestionInfo: the create form's defaults; a questionId pre-fills a copy. */
export const initQuestionQuery = z.strictObject({
  projectId: positiveId,
  questionId: positiveId.optional(),
  moduleId: positiveId.optional(),
});

export const editPlanTimeBody = z
  .strictObject({
    projectId: positiveId,
    questionId: positiveId,
    updateTime: updateTimeField,
    startDate: calendarDate.nullable(),
    deadline: calendarDate.nullable(),
  })
  .refine(datesInOrder, datesOrderIssue);
export const editProgressBody = z.strictObject({
  projectId: positiveId,
  questionId: positiveId,
  updateTime: updateTimeField,
  progress: z.number().int().min(0).max(100),
});

/* Reading. */

export interface UserRef {
  userId: number;
  name: string;
}

export interface QuestionHandler extends UserRef {
  /** Multi-person mode: this handler has completed their part. */
  completed: boolean;
}

/** One row of the issue list (getProjectProblemList) and of the to-do lists. */
export interface QuestionRow {
  questionId: number;
  projectId: number;
  number: number;
  questionName: string;
  questionType: QuestionType;
  severity: Severity;
  priority: Priority;
  status: QuestionStatus;
  moduleId: number | null;
  moduleName: string | null;
  versionId: number | null;
  versionName: string | null;
  handlers: QuestionHandler[];
  handlingMode: HandlingMode;
  creator: UserRef;
  /**
   * Who the issue waits on while in review (workflowSteps.ts reviewerInCharge): the creator while to
   * verify, the re-reviewer while to re-verify, else null. The handler column shows this person then.
   */
  inReviewBy: UserRef | null;
  startDate: string | null;
  deadline: string | null;
  estimatedHours: number | null;
  progress: number;
  planId: number | null;
  iterationId: number | null;
  terminal: Terminal | null;
  defectCategory: DefectCategory | null;
  parentId: number | null;
  createTime: string;
  updateTime: string;
}

export interface QuestionAttachment {
  attachmentId: number;
  fileName: string;
  kind: AttachmentKind;
  mimeType: string;
  size: number;
  /** Fetched with the session (members only): /prod-api/{product}/questionAttachment/{id}. */
  url: string;
  uploader: UserRef;
  createTime: string;
}

export interface QuestionComment {
  commentId: number;
  content: string;
  author: UserRef;
  createTime: string;
  /** The caller wrote it, so the caller may remove it. */
  mine: boolean;
}

export interface QuestionHistoryRow {
  historyId: number;
  code: HistoryCode;
  operator: UserRef;
  fromStatus: QuestionStatus | null;
  toStatus: QuestionStatus | null;
  note: string;
  /** What changed besides the status, for the timeline (e.g. handlers, deadline, edited fields). */
  detail: Record<string, unknown>;
  createTime: string;
}

export interface QuestionLink {
  questionId: number;
  number: number;
  questionName: string;
  status: QuestionStatus;
  questionType: QuestionType;
}

export interface QuestionDetail extends QuestionRow {
  description: string;
  ccUsers: UserRef[];
  reviewer: UserRef | null;
  refuseReason: RefuseReason | null;
  attachments: QuestionAttachment[];
  comments: QuestionComment[];
  history: QuestionHistoryRow[];
  parent: QuestionLink | null;
  subtasks: QuestionLink[];
  related: QuestionLink[];
  collected: boolean;
  /** The workflow buttons the caller may press now (DOMAIN.md table and "who may act"). */
  allowedActions: WorkflowAction[];
  canEdit: boolean;
  canDelete: boolean;
  /** Attachments the caller may remove: their own uploads, or all of them for a project admin. */
  removableAttachmentIds: number[];
}

/** The create form's choices (getInitQuestionInfo). */
export interface QuestionFormInit {
  members: UserRef[];
  modules: { moduleId: number; moduleName: string; parentId: number | null; handlerUserId: number | null }[];
  versions: { versionId: number; versionName: string }[];
  /** The chosen module's default handler, else none. */
  defaultHandlerUserIds: number[];
  /** A copy's fields when questionId was given. */
  copyOf: QuestionDetail | null;
}
