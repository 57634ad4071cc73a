import { z } from 'zod';
import { calendarDate } from '../dates';
import { positiveId } from '../issues/issueApi';
import type { QuestionStatus } from '../issues/workflow';
import {
  STATS_GRANULARITIES,
  STATS_RANGE_MAX_DAYS,
  type StatsGranularity,
  UTC_OFFSET_MAX,
  UTC_OFFSET_MIN,
  daysInRange,
} from './rules';

/**
 * Issue 13 "statistics" and "bigScreen": GET statistics/{distribution,trend,durations} of one project,
 * GET statistics/mine across the caller's projects and GET statistics/board, the big screen's one call.
 */

const utcOffset = z.coerce.number().int().min(UTC_OFFSET_MIN).max(UTC_OFFSET_MAX).default(0);

const range = {
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  utcOffset,
};
type Range = { from?: string | undefined; to?: string | undefined };
const inOrder = (value: Range) => !value.from || !value.to || value.from <= value.to;
const notTooLong = (value: Range) =>
  !value.from || !value.to || daysInRange(value.from, value.to) <= STATS_RANGE_MAX_DAYS;
const orderIssue = { params: { messageKey: 'statsRangeOrder' }, path: ['to'] };
const lengthIssue = { params: { messageKey: 'statsRangeTooLong', max: STATS_RANGE_MAX_DAYS }, path: ['to'] };

/** The filters every project statistics call takes: creation (or event) dates, iteration and version. */
export const statsQuery = z
  .strictObject({
    projectId: positiveId,
    ...range,
    iterationId: positiveId.optional(),
    versionId: positiveId.optional(),
    granularity: z.enum(STATS_GRANULARITIES).default('day'),
  })
  .refine(inOrder, orderIssue)
  .refine(notTooLong, lengthIssue);
export type StatsQuery = z.input<typeof statsQuery>;
export type ParsedStatsQuery = z.infer<typeof statsQuery>;

export const myStatsQuery = z.strictObject(range).refine(inOrder, orderIssue).refine(notTooLong, lengthIssue);
export type MyStatsQuery = z.input<typeof myStatsQuery>;
export type ParsedMyStatsQuery = z.infer<typeof myStatsQuery>;

export const boardQuery = z.strictObject({ projectId: positiveId, utcOffset });
export type BoardQuery = z.input<typeof boardQuery>;
export type ParsedBoardQuery = z.infer<typeof boardQuery>;

/** One slice of a distribution: `key` is the field's code or id, null for "none set". */
export interface StatsSlice {
  key: number | null;
  /** People, modules and versions carry their name; coded fields are labelled by the client. */
  name?: string;
  count: number;
}

/** A handler's share: every issue of theirs in the filter, and those still open (their workload). */
export interface HandlerLoad {
  userId: number;
  name: string;
  count: number;
  open: number;
}

export interface StatsDistribution {
  total: number;
  open: number;
  /** Deadline before the viewer's today and still open. */
  overdue: number;
  /** Issues reopened (history code 9) out of those that were ever resolved, refused or closed. */
  reopen: { reopened: number; finished: number; rate: number };
  byStatus: StatsSlice[];
  byType: StatsSlice[];
  byPriority: StatsSlice[];
  bySeverity: StatsSlice[];
  byModule: StatsSlice[];
  byTerminal: StatsSlice[];
  byDefectCategory: StatsSlice[];
  byHandler: HandlerLoad[];
}

export interface TrendBucket {
  /** First day of the bucket (a Monday for weeks), in the viewer's calendar. */
  start: string;
  created: number;
  resolved: number;
}

export interface StatsTrend {
  from: string;
  to: string;
  granularity: StatsGranularity;
  buckets: TrendBucket[];
}

export interface StateDuration {
  status: QuestionStatus;
  /** How many stays in the status ended within the range. */
  count: number;
  averageHours: number;
}

export interface StatsDurations {
  from: string;
  to: string;
  /** From creation to each arrival at "resolved" within the range. */
  resolution: { count: number; averageHours: number };
  states: StateDuration[];
}

/** A project's health in one line: the cross-project view and the big screen's header. */
export interface ProjectHealth {
  projectId: number;
  projectName: string;
  total: number;
  open: number;
  overdue: number;
  createdToday: number;
  resolvedToday: number;
  /** In the range asked for (statistics/mine) or today (board). */
  created: number;
  resolved: number;
}

export interface MyStats {
  from: string;
  to: string;
  projects: ProjectHealth[];
  byStatus: StatsSlice[];
}

export interface BoardActivity {
  id: number;
  questionId: number;
  number: number;
  title: string;
  code: number;
  toStatus: QuestionStatus | null;
  operatorName: string;
  createTime: string;
}

export interface BoardStats {
  health: ProjectHealth;
  funnel: { status: QuestionStatus; count: number }[];
  handlers: HandlerLoad[];
  activity: BoardActivity[];
}
