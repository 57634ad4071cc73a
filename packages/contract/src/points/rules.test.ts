import { describe, expect, it } from 'vitest';
import {
  calendarDayIn,
  invitationPoints,
  isTimeZone,
  nextSignIn,
  shiftCalendarDay,
  signInList,
  signInPoints,
} from './rules';

describe('daily sign-in (spec point 9 "Points")', () => {
  it('earns 1 point on day one, one more each day, and 6 from day six on', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(signInPoints)).toEqual([1, 2, 3, 4, 5, 6, 6, 6, 6]);
  });

  it('goes on from yesterday, starts again after a missed day, and refuses a second sign-in the same day', () => {
    expect(nextSignIn(null, '2026-03-01')).toEqual({ streakDay: 1, points: 1 });
    expect(nextSignIn({ day: '2026-02-28', streakDay: 3 }, '2026-03-01')).toEqual({ streakDay: 4, points: 4 });
    expect(nextSignIn({ day: '2026-02-27', streakDay: 3 }, '2026-03-01')).toEqual({ streakDay: 1, points: 1 });
    expect(nextSignIn({ day: '2026-03-01', streakDay: 2 }, '2026-03-01')).toBeNull();
    expect(nextSignIn({ day: '2026-02-28', streakDay: 9 }, '2026-03-01')).toEqual({ streakDay: 10, points: 6 });
  });

  it('counts calendar days across month, year and leap day ends', () => {
    expect(shiftCalendarDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftCalendarDay('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftCalendarDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("takes today as the person's own calendar day in their time zone", () => {
    const lateEvening = new Date('2026-03-01T23:30:00.000Z');
    expect(calendarDayIn(lateEvening, 'UTC')).toBe('2026-03-01');
    expect(calendarDayIn(lateEvening, 'Asia/Shanghai')).toBe('2026-03-02');
    expect(calendarDayIn(new Date('2026-03-02T03:00:00.000Z'), 'America/Los_Angeles')).toBe('2026-03-01');
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    // The formatter kept for a zone answers later instants alike; a refused name stays refused.
    expect(calendarDayIn(new Date('2026-03-02T17:00:00.000Z'), 'Asia/Shanghai')).toBe('2026-03-03');
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('lists the run so far and the days to come, seven in all', () => {
    // Signed in on 28 February and 1 March: today, 2 March, is the run's third day.
    const list = signInList({ day: '2026-03-01', streakDay: 2 }, '2026-03-02');
    expect(list.map((entry) => [entry.day, entry.points, entry.state])).toEqual([
      ['2026-02-28', 1, 'signed'],
      ['2026-03-01', 2, 'signed'],
      ['2026-03-02', 3, 'today'],
      ['2026-03-03', 4, 'upcoming'],
      ['2026-03-04', 5, 'upcoming'],
      ['2026-03-05', 6, 'upcoming'],
      ['2026-03-06', 6, 'upcoming'],
    ]);
  });

  it('shows a long run by its last six days and today, and a broken run from today', () => {
    const long = signInList({ day: '2026-03-10', streakDay: 10 }, '2026-03-10');
    expect(long.map((entry) => entry.state)).toEqual([
      'signed',
      'signed',
      'signed',
      'signed',
      'signed',
      'signed',
      'signed',
    ]);
    expect(long.at(-1)).toEqual({ day: '2026-03-10', points: 6, state: 'signed' });
    expect(long[0]?.day).toBe('2026-03-04');
    const broken = signInList({ day: '2026-03-07', streakDay: 5 }, '2026-03-10');
    expect(broken[0]).toEqual({ day: '2026-03-10', points: 1, state: 'today' });
    expect(signInList(null, '2026-03-10')[6]).toEqual({ day: '2026-03-16', points: 6, state: 'upcoming' });
  });
});

describe('invitation programme (spec point 9 "Points")', () => {
  it('earns 10 points an invitee and 30 for every tenth', () => {
    expect([1, 2, 9, 10, 11, 20, 30].map(invitationPoints)).toEqual([10, 10, 10, 30, 10, 30, 30]);
  });
});
