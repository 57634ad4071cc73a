import dayjs, { type Dayjs } from 'dayjs';

/**
 * How an instant reads on the page. Digits only, the same in zh and en (the UI's language never changes a
 * time's shape), in the reader's time zone (DOMAIN.md "Identifiers and times": the server sends UTC instants).
 */
export const INSTANT_FORMATS = {
  /** 2026-05-01 10:00: lists, details, histories. */
  minute: 'YYYY-MM-DD HH:mm',
  /** 2026-05-01: an end or a grace date that falls at a moment. */
  day: 'YYYY-MM-DD',
  /** 10:00: events of today. */
  clock: 'HH:mm',
  /** 10:00:05: when a draft was last saved, which changes every few seconds. */
  clockSeconds: 'HH:mm:ss',
  /** 05-01: a conversation's last message before today. */
  monthDay: 'MM-DD',
  /** 05-01 10:00: a search hit among recent messages. */
  monthDayMinute: 'MM-DD HH:mm',
} as const;

export type InstantStyle = keyof typeof INSTANT_FORMATS;

/**
 * An instant for the reader: the server's ISO text, or milliseconds of this browser's own clock (a local draft's
 * `Date.now()`); '' for none, the text itself when it is not a time.
 */
export function formatInstant(value: string | number | null | undefined, style: InstantStyle = 'minute'): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dayjs(value);
  return time.isValid() ? time.format(INSTANT_FORMATS[style]) : String(value);
}

/** The clock alone for a moment of today, else `older` (a chat's list and its messages). */
export function formatRecent(value: string, older: InstantStyle, now: Dayjs = dayjs()): string {
  return formatInstant(value, dayjs(value).isSame(now, 'day') ? 'clock' : older);
}

/** A calendar date as the API sends and takes it (DOMAIN.md): what a date picker's day is written as. */
export const CALENDAR_DAY = 'YYYY-MM-DD';

/** A picked day, or today in the reader's zone, as a calendar date. */
export function calendarDay(value: Dayjs = dayjs()): string {
  return value.format(CALENDAR_DAY);
}

/** The moment in a saved file's name: 20260501-1000, or 20260501 with `withClock` false. */
export function fileStamp(withClock = true, now: Dayjs = dayjs()): string {
  return now.format(withClock ? 'YYYYMMDD-HHmm' : 'YYYYMMDD');
}
