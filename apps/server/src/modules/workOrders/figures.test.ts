import { describe, expect, it } from 'vitest';
import { median, weekStartOf } from './figures';

describe('desk figures', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('starts weeks on Monday, UTC', () => {
    expect(weekStartOf(new Date('2026-11-29T23:00:00.000Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStartOf(new Date('2026-11-30T00:00:00.000Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});
