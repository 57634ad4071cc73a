import { z } from 'zod';
import { DEFAULT_POINTS_TIME_ZONE } from './pointsApi';
import { SIGN_IN_POINTS_CAP, isTimeZone } from './rules';

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
