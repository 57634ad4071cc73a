import { z } from 'zod';

const LEADING_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * True when the text starts with a YYYY-MM-DD day the calendar has. 2026-02-30 rolls over to March in
 * `Date.parse` and 2026-99-99 makes `toISOString` throw, so the day is read back and compared (issue 28).
 */
export function startsWithCalendarDay(value: string): boolean {
  const day = LEADING_DAY.exec(value)?.[0];
  if (day === undefined) return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** A calendar date (DOMAIN.md "Identifiers and times"): YYYY-MM-DD that exists in the calendar. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(startsWithCalendarDay, { params: { messageKey: 'dateInvalid' } });

/** A moment: YYYY-MM-DD HH:mm or an ISO instant, on a day the calendar has; stored as an ISO instant in UTC. */
export const instant = z
  .string()
  .trim()
  .min(1)
  .refine((value) => startsWithCalendarDay(value) && !Number.isNaN(Date.parse(value)), {
    params: { messageKey: 'dateInvalid' },
  });
