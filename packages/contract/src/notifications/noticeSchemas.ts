import { z } from 'zod';
import { positiveId as id } from '../issues/issueApi';
import { fitsBytes } from '../projects/rules';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX_BYTES } from './noticeApi';

/**
 * The bodies and queries of the notice calls (issue 11), apart from noticeApi's paths and labels, which the
 * browser reads on every page: it then does not download zod (issue 17, ADR 0091).
 */

export const noticeListQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(5).max(300).default(10),
  /** Absent: both kinds, newest first. */
  noticeType: z.coerce
    .number()
    .int()
    .refine((value) => value === 1 || value === 2, { params: { messageKey: 'fieldValue' } })
    .optional(),
});
export type NoticeListQuery = z.input<typeof noticeListQuery>;

/** Body of updateMessageRead: 1 = every announcement, 2 = every message, 0 = both. */
export const markReadBody = z.strictObject({
  type: z
    .number()
    .int()
    .refine((value) => value === 0 || value === 1 || value === 2, { params: { messageKey: 'fieldValue' } }),
});
export type MarkReadBody = z.input<typeof markReadBody>;
export const noticeIdParams = z.strictObject({ id });

export const announcementBody = z.strictObject({
  noticeTitle: z
    .string()
    .trim()
    .min(1)
    .refine((value) => fitsBytes(value, ANNOUNCEMENT_TITLE_MAX_BYTES), {
      params: { messageKey: 'nameTooLongBytes', max: ANNOUNCEMENT_TITLE_MAX_BYTES },
    }),
  /** Rich text; the server keeps only safe HTML. Empty once tags are stripped = refused. */
  noticeContent: z.string().max(ANNOUNCEMENT_BODY_MAX),
});
export type AnnouncementBody = z.input<typeof announcementBody>;
export const editAnnouncementBody = announcementBody.extend({ announcementId: id });
export type EditAnnouncementBody = z.input<typeof editAnnouncementBody>;
export const announcementIdBody = z.strictObject({ announcementId: id });
