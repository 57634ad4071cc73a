import { describe, expect, it } from 'vitest';
import { describeValidation } from '../validation';
import { boardQuery, myStatsQuery, statsQuery } from './api';
import { foldCube } from './cube';
import {
  OPEN_STATUSES,
  STATS_STATUSES,
  bucketStarts,
  daysInRange,
  effectiveRange,
  foldHours,
  hoursOf,
  localDay,
  percentage,
  rangeInstants,
  weekStart,
} from './rules';

describe('statistics rules', () => {
  it('never counts drafts and keeps finished issues out of the open ones', () => {
    expect(STATS_STATUSES).not.toContain(1);
    expect(OPEN_STATUSES).not.toContain(7);
    expect(OPEN_STATUSES).not.toContain(8);
    expect(OPEN_STATUSES).not.toContain(10);
  });

  it('turns the viewer’s local days into UTC instants', () => {
    expect(rangeInstants('2026-03-01', '2026-03-02', 480)).toEqual({
      start: '2026-02-28T16:00:00.000Z',
      end: '2026-03-02T16:00:00.000Z',
    });
    expect(rangeInstants('2026-03-01', '2026-03-01', -300).start).toBe('2026-03-01T05:00:00.000Z');
  });

  it('knows the local day and the default range of the last 30 days', () => {
    const now = new Date('2026-03-10T20:00:00.000Z');
    expect(localDay(now, 0)).toBe('2026-03-10');
    expect(localDay(now, 480)).toBe('2026-03-11');
    expect(effectiveRange({}, now, 480)).toEqual({ from: '2026-02-10', to: '2026-03-11' });
    expect(effectiveRange({ from: '2026-01-01', to: '2026-01-05' }, now, 0)).toEqual({
      from: '2026-01-01',
      to: '2026-01-05',
    });
    expect(daysInRange('2026-02-10', '2026-03-11')).toBe(30);
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(weekStart('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(bucketStarts('2026-03-01', '2026-03-10', 'week')).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    expect(bucketStarts('2026-03-01', '2026-03-03', 'day')).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('folds UTC hours into local days, every day present, outside hours left out', () => {
    const folded = foldHours(
      [
        { hour: '2026-03-01T15', count: 2 }, // 23:00 in China, still 1 March
        { hour: '2026-03-01T16', count: 3 }, // midnight in China: 2 March
        { hour: '2026-03-05T00', count: 9 }, // after the range
      ],
      { from: '2026-03-01', to: '2026-03-03', utcOffset: 480, granularity: 'day' },
    );
    expect([...folded]).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 3],
      ['2026-03-03', 0],
    ]);
    const weeks = foldHours([{ hour: '2026-03-03T10', count: 4 }], {
      from: '2026-03-01',
      to: '2026-03-03',
      utcOffset: 0,
      granularity: 'week',
    });
    expect([...weeks]).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 4],
    ]);
  });

  it('gives shares and hours without dividing by zero', () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(0, 0)).toBe(0);
    expect(hoursOf(5400)).toBe(1.5);
  });
});

describe('statistics queries', () => {
  it('refuses an end before the start, in both languages', () => {
    const parsed = statsQuery.safeParse({ projectId: '1', from: '2026-03-05', to: '2026-03-01' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(describeValidation('en', parsed.error.issues)).toContain('The end date cannot be before the start date');
    expect(describeValidation('zh', parsed.error.issues)).toContain('结束日期不能早于开始日期');
  });

  it('refuses a range longer than a year and an unknown granularity', () => {
    const long = myStatsQuery.safeParse({ from: '2025-01-01', to: '2026-03-01' });
    expect(long.success).toBe(false);
    if (!long.success) expect(describeValidation('en', long.error.issues)).toContain('at most 366 days');
    expect(statsQuery.safeParse({ projectId: 1, granularity: 'month' }).success).toBe(false);
  });

  it('takes query strings and defaults the offset and granularity', () => {
    expect(statsQuery.parse({ projectId: '3', versionId: '4', utcOffset: '480' })).toEqual({
      projectId: 3,
      versionId: 4,
      utcOffset: 480,
      granularity: 'day',
    });
    expect(boardQuery.safeParse({ projectId: '3', utcOffset: '9999' }).success).toBe(false);
  });
});

describe('distribution cube', () => {
  it('sums the combinations per field, counting overdue only among open issues', () => {
    const base = { questionType: 1, priority: 2, severity: 1, moduleId: null, terminal: null, defectCategory: null };
    const folded = foldCube([
      { ...base, status: 2, overdue: 1, count: 3 },
      { ...base, status: 7, overdue: 1, count: 2, moduleId: 5 },
      { ...base, status: 3, overdue: 0, count: 4, priority: 1 },
    ]);
    expect(folded).toMatchObject({ total: 9, open: 7, overdue: 3 });
    expect(folded.byStatus).toEqual([
      { key: 2, count: 3 },
      { key: 3, count: 4 },
      { key: 7, count: 2 },
    ]);
    expect(folded.byModule).toEqual([
      { key: null, count: 7 },
      { key: 5, count: 2 },
    ]);
    expect(folded.byPriority).toEqual([
      { key: 1, count: 4 },
      { key: 2, count: 5 },
    ]);
  });
});
