import { z } from 'zod';
import { recordId } from './recordId';
import { LOCALES, type Locale } from './locale';

/**
 * Issue 12: the public portal's calls (spec point 7, marked no token) and the platform administrator's
 * update-log editing. Dates are calendar days (YYYY-MM-DD).
 */

/**
 * One release in the update log, written in one language (the portal lists the reader's language);
 * `content` is HTML the server sanitised on save.
 */
export interface UpdateLogEntry {
  id: number;
  day: string;
  locale: Locale;
  summary: string;
  content: string;
}

/** A file the deployment and client pages offer; `url` null for an entry that is read, not downloaded. */
export interface DownloadEntry {
  name: string;
  version: string;
  date: string;
  sizeBytes: number | null;
  url: string | null;
}

export interface PortalContact {
  email: string | null;
  phone: string | null;
  /** The support image of the administration area's settings (issue 35), shown in the contact dialog. */
  image: string | null;
}

/** Spec point 7: getWeChatGroupQRCode answers the configured images as configValue. */
export interface GroupQrCodes {
  configValue: string[];
}

export const UPDATE_LOG_SUMMARY_MAX = 200;
export const UPDATE_LOG_CONTENT_MAX = 20_000;

export const updateLogListQuery = z.strictObject({ year: z.coerce.number().int().min(2000).max(2999) });
export type UpdateLogListQuery = z.infer<typeof updateLogListQuery>;

/** Loose lengths: the service answers each problem with its own message (updateLogProblem). */
export const updateLogBody = z.strictObject({
  // A pattern only: the service answers an impossible day with its own message (updateLogProblem).
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  locale: z.enum(LOCALES),
  summary: z.string().max(UPDATE_LOG_SUMMARY_MAX * 4),
  content: z.string().max(UPDATE_LOG_CONTENT_MAX * 4),
});
export type UpdateLogBody = z.infer<typeof updateLogBody>;

export const updateLogEditBody = updateLogBody.extend({ id: recordId });
export type UpdateLogEditBody = z.infer<typeof updateLogEditBody>;

export const updateLogIdParams = z.strictObject({ id: recordId });
