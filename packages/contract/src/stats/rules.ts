import { QUESTION_STATUSES, type QuestionStatus, QuestionStatusCode } from '../issues/workflow';

/**
 * Issue 13 "statistics": which statuses count as what, and the calendar math that turns the database's
 * UTC hours into the viewer's days and weeks. Pure functions, shared by the server and the web.
 */

/** Work still to do: everything after submission that has not been resolved, refused or closed. */
export const OPEN_STATUSES = [2, 3, 4, 5, 6, 9] as const satisfies readonly QuestionStatus[];
/** The status whose arrival counts as a resolution (created vs resolved, time to resolution). */
export const RESOLVED_STATUS = QuestionStatusCode.resolved;
/** Drafts are their author's alone, never anyone's statistics. */
export const STATS_STATUSES = QUESTION_STATUSES.filter((status) => status !== QuestionStatusCode.draft);
/** The workflow funnel of the big screen, in the order an issue travels. */
export const FUNNEL_STATUSES = [2, 3, 4, 5, 7] as const satisfies readonly QuestionStatus[];

/** A longer range would draw more daily bars than a chart can show; weeks cover a year at most too. */
export const STATS_RANGE_MAX_DAYS = 366;
/** Without a range the trend shows the last 30 days up to today. */
export const STATS_DEFAULT_DAYS = 30;
export const STATS_GRANULARITIES = ['day', 'week'] as const;
export type StatsGranularity = (typeof STATS_GRANULARITIES)[number];
/** The viewer's offset from UTC in minutes (east positive, China +480), as the browser knows it. */
export const UTC_OFFSET_MIN = -720;
export const UTC_OFFSET_MAX = 840;

const DAY_MS = 86_400_000;

function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

/** The UTC instants [start, end) of the viewer's local days `from` to `to` (ISO strings, comparable as text). */
export function rangeInstants(from: string, to: string, utcOffset: number): { start: string; end: string } {
  const shift = utcOffset * 60_000;
  return {
    start: new Date(dayMs(from) - shift).toISOString(),
    end: new Date(dayMs(to) + DAY_MS - shift).toISOString(),
  };
}

/** The viewer's local calendar day at an instant. */
export function localDay(instant: Date, utcOffset: number): string {
  return dayOf(instant.getTime() + utcOffset * 60_000);
}

/** The range a statistics call uses: the one asked for, else the last STATS_DEFAULT_DAYS days up to today. */
export function effectiveRange(
  asked: { from?: string | undefined; to?: string | undefined },
  now: Date,
  utcOffset: number,
): { from: string; to: string } {
  const to = asked.to ?? localDay(now, utcOffset);
  const from = asked.from ?? dayOf(dayMs(to) - (STATS_DEFAULT_DAYS - 1) * DAY_MS);
  return { from, to };
}

/** Monday of the ISO week a day falls in. */
export function weekStart(day: string): string {
  const ms = dayMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return dayOf(ms - weekday * DAY_MS);
}

/** A count per UTC hour, as the database groups it: `hour` is the first 13 characters of an ISO instant. */
export interface HourCount {
  hour: string;
  count: number;
}

/** The first day of each bucket from `from` to `to` (a week bucket starts on its Monday, possibly before `from`). */
export function bucketStarts(from: string, to: string, granularity: StatsGranularity): string[] {
  const starts: string[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) {
    const start = granularity === 'day' ? dayOf(ms) : weekStart(dayOf(ms));
    if (starts[starts.length - 1] !== start) starts.push(start);
  }
  return starts;
}

/**
 * Folds UTC hour counts into the viewer's days or weeks from `from` to `to`: every bucket is present
 * (zero when nothing happened), and hours outside the range are left out.
 */
export function foldHours(
  hours: readonly HourCount[],
  options: { from: string; to: string; utcOffset: number; granularity: StatsGranularity },
): Map<string, number> {
  const buckets = new Map(bucketStarts(options.from, options.to, options.granularity).map((start) => [start, 0]));
  for (const { hour, count } of hours) {
    const day = localDay(new Date(`${hour}:00:00.000Z`), options.utcOffset);
    if (day < options.from || day > options.to) continue;
    const key = options.granularity === 'day' ? day : weekStart(day);
    buckets.set(key, (buckets.get(key) ?? 0) + count);
  }
  return buckets;
}

/** A share as a whole percentage with one decimal; nothing to divide by is 0, not a division by zero. */
export function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** Seconds as hours with one decimal, for averages of durations. */
export function hoursOf(seconds: number): number {
  return Math.round(seconds / 360) / 10;
}
