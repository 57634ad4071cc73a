/**
 * Spec point 9 "Points": the daily sign-in and the invitation programme as pure rules (issue 30). The server applies
 * them; no client names an amount it earns.
 */

/** Day n of an unbroken run of daily sign-ins earns n points, at most this many (1, 2, 3, 4, 5, 6, 6 ...). */
export const SIGN_IN_POINTS_CAP = 6;
/** The sign-in list covers this many days. */
export const SIGN_IN_LIST_DAYS = 7;
/** An invitee registered through a person's invitation link earns them this many points ... */
export const INVITATION_POINTS = 10;
/** ... and every tenth invitee this many instead. */
export const TENTH_INVITATION_POINTS = 30;

/** Where a points ledger entry came from (ADR 0111). */
export const POINTS_SOURCES = ['signIn', 'invitation', 'order', 'redemption', 'adjustment', 'reversal'] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** Each source's name, as the ledger page and its export show it. */
export const POINTS_SOURCE_LABELS: Record<'zh' | 'en', Record<PointsSource, string>> = {
  zh: {
    signIn: '每日签到',
    invitation: '邀请奖励',
    order: '购买套餐',
    redemption: '积分兑换',
    adjustment: '管理员调整',
    reversal: '冲正',
  },
  en: {
    signIn: 'Daily sign-in',
    invitation: 'Invitation reward',
    order: 'Plan purchase',
    redemption: 'Redemption',
    adjustment: 'Adjustment',
    reversal: 'Reversal',
  },
};

const DAY_MS = 86_400_000;

/** A calendar day ('YYYY-MM-DD') moved by `days`; calendar arithmetic, so no time zone or daylight saving enters. */
export function shiftCalendarDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs tens of microseconds, and every sign-in check
 * asked for one (issue 37). Only valid names are kept, and no more than a bounded number of spellings.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const DAY_FORMATS_KEPT = 1_000;

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  const kept = dayFormats.get(timeZone);
  if (kept) return kept;
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  if (dayFormats.size < DAY_FORMATS_KEPT) dayFormats.set(timeZone, format);
  return format;
}

/** Whether an IANA time zone name ("Asia/Shanghai") is one this runtime knows. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0) return false;
  try {
    dayFormatIn(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone: "today" for a person there. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  const parts = dayFormatIn(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The points a sign-in earns on day `streakDay` (1 = the first day) of an unbroken run. */
export function signInPoints(streakDay: number): number {
  return Math.min(Math.max(1, Math.floor(streakDay)), SIGN_IN_POINTS_CAP);
}

/** The person's last sign-in, as the ledger holds it: its calendar day (their own) and its day of the run. */
export interface LastSignIn {
  day: string;
  streakDay: number;
}

/**
 * Today's sign-in: `null` when the person already signed in today (refused, nothing earned); otherwise its day of
 * the run, which goes on from yesterday's and starts again at 1 after a missed day.
 */
export function nextSignIn(last: LastSignIn | null, today: string): { streakDay: number; points: number } | null {
  if (last !== null && last.day >= today) return null;
  const streakDay = last !== null && last.day === shiftCalendarDay(today, -1) ? last.streakDay + 1 : 1;
  return { streakDay, points: signInPoints(streakDay) };
}

export type SignInDayState = 'signed' | 'today' | 'upcoming';

export interface SignInDay {
  day: string;
  /** The points this day earns (earned, for a signed day) in the run it belongs to. */
  points: number;
  state: SignInDayState;
}

/**
 * The seven-day list (getUserSignin7DayList): the current run's days up to today, then the days to come, seven in
 * all. A run longer than six days shows its last six; a run broken before yesterday shows today as its first day.
 */
export function signInList(last: LastSignIn | null, today: string): SignInDay[] {
  const signedToday = last !== null && last.day === today;
  const runGoesOn = last !== null && (signedToday || last.day === shiftCalendarDay(today, -1));
  // The run's day that today is (or will be once signed in).
  const todayStreak = runGoesOn ? (signedToday ? last.streakDay : last.streakDay + 1) : 1;
  const shownBefore = Math.min(todayStreak - 1, SIGN_IN_LIST_DAYS - 1);
  return Array.from({ length: SIGN_IN_LIST_DAYS }, (_, index) => {
    const offset = index - shownBefore;
    const state: SignInDayState =
      offset < 0 || (offset === 0 && signedToday) ? 'signed' : offset === 0 ? 'today' : 'upcoming';
    return { day: shiftCalendarDay(today, offset), points: signInPoints(todayStreak + offset), state };
  });
}

/** The points the inviter earns for their n-th invitee (1 = the first): every tenth earns more. */
export function invitationPoints(ordinal: number): number {
  return ordinal > 0 && ordinal % 10 === 0 ? TENTH_INVITATION_POINTS : INVITATION_POINTS;
}
