import { z } from 'zod';
import type { AttachmentKind, DefectCategory, Priority, QuestionType, Severity, Terminal } from './fields';
import { API_BASE, productPath } from '../transport';
import { positiveId as id } from './issueApi';
import type { HistoryCode, QuestionStatus } from './workflow';

/**
 * Issue 10: attachments, public shares (/shared/{token}), spreadsheet import/export and the single-use
 * download of spec point 7 "File download".
 */

/**
 * POST questionAttachment/upload is multipart: `projectId` and, for a part of a screen recording, `source=recording`
 * (both before the file), and one `file`; answers a QuestionAttachment.
 */
export const attachmentUploadFields = z.strictObject({ projectId: id, source: z.literal('recording').optional() });
export const attachmentIdParams = z.strictObject({ id });
/** POST questionAttachment/fromDisk (issue 32): a file of the caller's network disk, copied; answers a QuestionAttachment. */
export const attachFromDiskBody = z.strictObject({ projectId: id, entryId: id });
export type AttachFromDiskBody = z.infer<typeof attachFromDiskBody>;

/** Where a member's browser fetches an attachment (with the session cookie, so <img> and <video> work). */
export function attachmentUrl(attachmentId: number): string {
  return `${API_BASE}${productPath(`questionAttachment/${attachmentId}`)}`;
}

/** Where a signed-out reader of a share fetches one of the shared issue's attachments. */
export function sharedAttachmentUrl(token: string, attachmentId: number): string {
  return `${API_BASE}/anonymous/questionShare/${token}/attachment/${attachmentId}`;
}

export const SHARE_EXPIRY_DAYS = [1, 7, 30, 90] as const;
export const createShareBody = z.strictObject({
  projectId: id,
  questionId: id,
  /** Null = until revoked. */
  expireDays: z
    .number()
    .int()
    .refine((value) => SHARE_EXPIRY_DAYS.includes(value as 1), { params: { messageKey: 'fieldValue' } })
    .nullable()
    .default(null),
});
export type CreateShareBody = z.input<typeof createShareBody>;
export const shareListQuery = z.strictObject({ projectId: id, questionId: id });
export const revokeShareBody = z.strictObject({ projectId: id, shareId: id });
const shareToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);
export const shareTokenParams = z.strictObject({ token: shareToken });
export const sharedAttachmentParams = z.strictObject({ token: shareToken, attachmentId: id });

export interface QuestionShare {
  shareId: number;
  token: string;
  /** The public page: /shared/{token}. */
  path: string;
  expireTime: string | null;
  createTime: string;
  createdBy: string;
}

/**
 * One step of a shared issue's history: who (by name only), what and when. No ids of people and no
 * comment rows, so a public page reveals nothing beyond the issue itself.
 */
export interface SharedHistoryRow {
  code: HistoryCode;
  operatorName: string;
  fromStatus: QuestionStatus | null;
  toStatus: QuestionStatus | null;
  note: string;
  createTime: string;
}

/** What the public page shows: the issue's title, fields, description, attachments and history only. */
export interface SharedQuestion {
  number: number;
  questionName: string;
  questionType: QuestionType;
  severity: Severity;
  priority: Priority;
  status: QuestionStatus;
  moduleName: string | null;
  versionName: string | null;
  handlerNames: string[];
  creatorName: string;
  startDate: string | null;
  deadline: string | null;
  terminal: Terminal | null;
  defectCategory: DefectCategory | null;
  description: string;
  attachments: { attachmentId: number; fileName: string; kind: AttachmentKind; size: number; url: string }[];
  history: SharedHistoryRow[];
  createTime: string;
  updateTime: string;
}

/** POST questionInfo/importData is multipart: `projectId` and one xls/xlsx `file`. */
export interface QuestionImportData {
  imported: number;
}

/** POST questionInfo/exportQuestion answers the opaque name to fetch once from GET /common/download. */
export interface ExportTicket {
  fileName: string;
}
export const downloadQuery = z.strictObject({
  fileName: z.string().regex(/^[A-Za-z0-9_-]{20,80}(\.xlsx)?$/),
  delete: z.enum(['true', 'false']).default('true'),
});
