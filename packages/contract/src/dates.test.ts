import { describe, expect, it } from 'vitest';
import { calendarDate, instant, startsWithCalendarDay } from './dates';

/** Issue 28: every date and moment field refuses a day the calendar does not have, and never throws. */
describe('dates', () => {
  it('knows the days the calendar has', () => {
    expect(startsWithCalendarDay('2028-02-29')).toBe(true);
    expect(startsWithCalendarDay('2026-12-31 23:59')).toBe(true);
    for (const day of [
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-99-99',
      '2026-00-10',
      'x2026-01-01',
    ])
      expect(startsWithCalendarDay(day), day).toBe(false);
  });

  it('refuses impossible calendar dates without throwing', () => {
    expect(calendarDate.safeParse('2026-03-01').success).toBe(true);
    for (const day of ['2026-99-99', '2026-02-30', '2026-3-1', '2026-03-01T00:00:00Z', ''])
      expect(calendarDate.safeParse(day).success, day).toBe(false);
  });

  it('takes a moment as YYYY-MM-DD HH:mm or an ISO instant on a real day', () => {
    for (const moment of ['2026-03-01 10:00', '2026-03-01T10:00:00.000Z', '2026-03-01'])
      expect(instant.safeParse(moment).success, moment).toBe(true);
    for (const moment of ['2026-02-31 10:00', '2026-99-99T00:00:00Z', 'tomorrow', '1', '2026-03-01 25:00'])
      expect(instant.safeParse(moment).success, moment).toBe(false);
  });
});
