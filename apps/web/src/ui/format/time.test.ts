import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarDay, fileStamp, formatInstant, formatRecent } from './time';

/** 02:00 UTC on 1 May 2026, as the API sends an instant. */
const INSTANT = '2026-05-01T02:00:00.000Z';
const startZone = process.env.TZ;

/** Node reads TZ again whenever it is assigned, so a test can read the page as someone in `zone`. */
function inZone(zone: string) {
  process.env.TZ = zone;
}

afterEach(() => {
  if (startZone === undefined) delete process.env.TZ;
  else process.env.TZ = startZone;
  dayjs.locale('en');
});

describe('formatInstant', () => {
  it("shows the server's UTC instant in the reader's time zone", () => {
    inZone('Asia/Shanghai');
    expect(formatInstant(INSTANT)).toBe('2026-05-01 10:00');
    inZone('America/New_York');
    expect(formatInstant(INSTANT)).toBe('2026-04-30 22:00');
    inZone('UTC');
    expect(formatInstant(INSTANT)).toBe('2026-05-01 02:00');
  });

  it('reads the same in zh and en: the language the UI switches dayjs to never changes the shape', () => {
    inZone('Asia/Shanghai');
    const shown = (language: 'zh-cn' | 'en') => {
      dayjs.locale(language);
      return (['minute', 'day', 'clock', 'clockSeconds', 'monthDay', 'monthDayMinute'] as const).map((style) =>
        formatInstant(INSTANT, style),
      );
    };
    const expected = ['2026-05-01 10:00', '2026-05-01', '10:00', '10:00:00', '05-01', '05-01 10:00'];
    expect(shown('zh-cn')).toEqual(expected);
    expect(shown('en')).toEqual(expected);
  });

  it("shows this browser's own milliseconds (a local draft's save time) the same way", () => {
    inZone('Asia/Shanghai');
    expect(formatInstant(Date.parse(INSTANT))).toBe('2026-05-01 10:00');
  });

  it('shows nothing for no time and the text itself for one it cannot read', () => {
    expect(formatInstant(null)).toBe('');
    expect(formatInstant(undefined)).toBe('');
    expect(formatInstant('')).toBe('');
    expect(formatInstant('not a time')).toBe('not a time');
  });

  it('takes the calendar day of the reader for "day": late evening in New York is still the day before', () => {
    inZone('America/New_York');
    expect(formatInstant('2026-05-01T03:30:00.000Z', 'day')).toBe('2026-04-30');
  });
});

describe('formatRecent', () => {
  it('shows the clock for today and the older style before', () => {
    inZone('Asia/Shanghai');
    const now = dayjs('2026-05-01T12:00:00.000Z');
    expect(formatRecent(INSTANT, 'monthDay', now)).toBe('10:00');
    expect(formatRecent('2026-04-29T02:00:00.000Z', 'monthDay', now)).toBe('04-29');
    expect(formatRecent('2026-04-29T02:00:00.000Z', 'minute', now)).toBe('2026-04-29 10:00');
  });

  it("decides today in the reader's zone, not in UTC", () => {
    inZone('Asia/Shanghai');
    // 17:00 UTC on 30 April is 01:00 on 1 May in Shanghai: today for a reader there at noon on 1 May.
    expect(formatRecent('2026-04-30T17:00:00.000Z', 'monthDay', dayjs('2026-05-01T04:00:00.000Z'))).toBe('01:00');
  });
});

describe('calendarDay and fileStamp', () => {
  it("write the reader's day as the API takes it and the moment a saved file is named by", () => {
    inZone('Asia/Shanghai');
    const moment = dayjs(INSTANT);
    expect(calendarDay(moment)).toBe('2026-05-01');
    expect(fileStamp(true, moment)).toBe('20260501-1000');
    expect(fileStamp(false, moment)).toBe('20260501');
  });
});
