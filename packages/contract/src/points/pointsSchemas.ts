import { z } from 'zod';
import { recordId } from '../recordId';
import { calendarDate } from '../dates';
import { positiveId as id } from '../issues/issueApi';
import { MAX_PAGE_SIZE, MIN_PAGE_SIZE } from '../paging';
import { pageQuery } from '../pageQuery';
import { INVITATION_PAGE_SIZE } from './invitationApi';
import { DEFAULT_POINTS_TIME_ZONE, POINTS_ADJUST_MAX, POINTS_REASON_MAX } from './pointsApi';
import { POINTS_SOURCES, SIGN_IN_POINTS_CAP, isTimeZone } from './rules';

/** `?timeZone`: the browser's IANA zone, which decides the person's calendar day. */
export const timeZoneQuery = z.strictObject({
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, { params: { messageKey: 'timeZoneUnknown' } })
    .default(DEFAULT_POINTS_TIME_ZONE),
});

/** `addSignIn/{value}`: the points the page showed for today's sign-in. */
export const signInParams = z.strictObject({
  value: z.coerce.number().int().min(1).max(SIGN_IN_POINTS_CAP),
});

/** integral/list: paged, narrowed by source and by a range of days (inclusive, UTC); `userId` for administrators. */
export const pointsListQuery = pageQuery.extend({
  source: z.enum(POINTS_SOURCES).optional(),
  beginDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
  userId: recordId.optional(),
});
export type PointsListQuery = z.infer<typeof pointsListQuery>;

export const pointsIdParams = z.strictObject({ id: recordId });

const adjustment = {
  points: z
    .number()
    .int()
    .min(-POINTS_ADJUST_MAX)
    .max(POINTS_ADJUST_MAX)
    .refine((value) => value !== 0, { params: { messageKey: 'pointsAdjustZero' } }),
  reason: z.string().trim().min(1).max(POINTS_REASON_MAX),
};

/** POST integral (administrator): points given to or taken from a person, with the reason. */
export const pointsAdjustBody = z.strictObject({ userId: id, ...adjustment });
export type PointsAdjustBody = z.infer<typeof pointsAdjustBody>;

/** PUT integral (administrator): the entry is reversed and an adjustment of `points` written in its place. */
export const pointsAmendBody = z.strictObject({ id, ...adjustment });
export type PointsAmendBody = z.infer<typeof pointsAmendBody>;

/** invitationList: page 1 of 10 unless asked otherwise. */
export const invitationListQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(MIN_PAGE_SIZE).max(MAX_PAGE_SIZE).default(INVITATION_PAGE_SIZE),
});
