import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatDuration (the desk figures, issue 31)', () => {
  it('says hours and minutes in both languages', () => {
    expect(formatDuration(2 * HOUR + 5 * MIN, 'en')).toBe('2 h 5 min');
    expect(formatDuration(2 * HOUR + 5 * MIN, 'zh')).toBe('2小时5分钟');
  });

  it('leaves out a zero second unit', () => {
    expect(formatDuration(3 * HOUR, 'en')).toBe('3 h');
    expect(formatDuration(2 * DAY, 'zh')).toBe('2天');
  });

  it('shows minutes alone under an hour, rounded to the nearest', () => {
    expect(formatDuration(45 * MIN + 20_000, 'en')).toBe('45 min');
    expect(formatDuration(59 * MIN + 40_000, 'en')).toBe('1 h');
  });

  it('shows days and hours from a day on, without minutes', () => {
    expect(formatDuration(3 * DAY + 4 * HOUR + 10 * MIN, 'en')).toBe('3 d 4 h');
    expect(formatDuration(DAY + 23 * HOUR + 59 * MIN, 'en')).toBe('2 d');
    expect(formatDuration(DAY + 6 * HOUR, 'zh')).toBe('1天6小时');
  });

  it('says under a minute rather than zero', () => {
    expect(formatDuration(0, 'en')).toBe('< 1 min');
    expect(formatDuration(20_000, 'zh')).toBe('不到1分钟');
  });

  it('shows a dash where nothing was measured', () => {
    expect(formatDuration(null, 'en')).toBe('—');
    expect(formatDuration(null, 'zh')).toBe('—');
  });
});
