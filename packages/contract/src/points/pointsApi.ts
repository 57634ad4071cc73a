import { productPath } from '../transport';
import type { PointsSource, SignInDay } from './rules';

/**
 * Spec point 7 "Points and trial" (issue 30, ADR 0111): the caller's points and daily sign-in. Every call takes the
 * browser's time zone as `timeZone` (IANA; Asia/Shanghai when absent): "today" is the person's own calendar day.
 * No zod here: the pages read these without the schema library (ADR 0091).
 */
export const POINTS_PATHS = {
  /** GET ?timeZone: answers PointsSummary. */
  summary: productPath('integral/integral'),
  /** GET ?timeZone: answers `data` = SignInDay[], seven days of the current run and those to come. */
  signInList: productPath('integral/getUserSignin7DayList'),
  /** GET ?timeZone: answers `data` = true once the caller signed in today. */
  checkedIn: productPath('integral/userWhetherCheckIn'),
  /**
   * GET ?timeZone, `{value}` = the points the page showed for today: answers SignInResult. A value that is not the
   * rule's (a page left open past midnight) is refused, and the client never names what it earns.
   */
  signIn: (value: number) => productPath(`integral/addSignIn/${String(value)}`),
  /**
   * GET PointsListQuery: rows of PointsEntryRow, newest first. A person reads their own ledger; the platform
   * administrator anyone's (`userId`) or everyone's.
   */
  list: productPath('integral/list'),
  /** GET: one entry (PointsEntryRow); another person's answers 404. DELETE (administrator): reverses it. */
  entry: (id: number) => productPath(`integral/${String(id)}`),
  /**
   * GET PointsListQuery without paging (administrator): the filtered ledger as .xlsx (at most POINTS_EXPORT_MAX_ROWS,
   * newest first), answered as `data` = { fileName } to fetch once from /common/download.
   */
  export: productPath('integral/export'),
  /** POST PointsAdjustBody / PUT PointsAmendBody (administrator): an adjustment, or an entry reversed and replaced. */
  adjust: productPath('integral'),
} as const;

/** The most one adjustment may add or take, so a slip of the keyboard cannot mint a fortune. */
export const POINTS_ADJUST_MAX = 100_000;
/** One export holds at most this many entries. */
export const POINTS_EXPORT_MAX_ROWS = 10_000;
/** An adjustment's reason, in characters. */
export const POINTS_REASON_MAX = 200;

/** One ledger entry as the list shows it. */
export interface PointsEntryRow {
  id: number;
  userId: number;
  userName: string;
  points: number;
  source: PointsSource;
  reason: string;
  balanceAfter: number;
  /** The entry this one reverses, or the object it came from (order, invitee, points order). */
  refId: number | null;
  createTime: string;
}

/** The time zone a call without `timeZone` is taken in: the product's home market. */
export const DEFAULT_POINTS_TIME_ZONE = 'Asia/Shanghai';

export interface PointsSummary {
  balance: number;
  signedInToday: boolean;
  /** Today's day of the run once signed in; else the day today's sign-in would be. */
  streakDay: number;
  /** What signing in today earns (0 once signed in). */
  todayPoints: number;
}

export interface SignInResult {
  points: number;
  streakDay: number;
  balance: number;
}

export type { SignInDay };
