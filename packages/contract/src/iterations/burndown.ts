import { type QuestionStatus, QuestionStatusCode } from '../issues/workflow';

/**
 * The burndown of getProjectIterationRanJinTuData (issue 13), replayed from history rather than read from
 * today's rows, so issues added or removed mid-iteration count only on the days they belonged to it
 * (ADR 0057). Days are UTC calendar days; a day's value is the state at its end.
 */

/** Statuses after which an issue no longer burns: resolved, refused, closed (ADR 0057). */
export const DONE_STATUSES: readonly QuestionStatus[] = [
  QuestionStatusCode.resolved,
  QuestionStatusCode.refused,
  QuestionStatusCode.closed,
];

export const isOpenStatus = (status: QuestionStatus): boolean => !DONE_STATUSES.includes(status);

/** One change of an issue's membership of the iteration (question_iteration_log). */
export interface MembershipEvent {
  questionId: number;
  action: 'add' | 'remove';
  /** ISO-8601 instant. */
  time: string;
}

/** One status change of an issue (question_history.to_status); its creation is the first. */
export interface StatusEvent {
  questionId: number;
  toStatus: QuestionStatus;
  time: string;
}

export interface BurndownInput {
  startDate: string;
  endDate: string;
  /** The current UTC day: later days have no actual values yet. */
  today: string;
  /** Both lists in the order they happened (ties keep the given order). */
  memberships: readonly MembershipEvent[];
  statuses: readonly StatusEvent[];
  /** Estimated hours by issue; an issue without an estimate adds nothing to the hours line. */
  hours: ReadonlyMap<number, number | null>;
}

export interface BurndownDay {
  date: string;
  /** Open issues of the iteration at the end of the day; null for days still to come. */
  openIssues: number | null;
  remainingHours: number | null;
  idealIssues: number;
  idealHours: number;
}

const DAY_MS = 86_400_000;

/** The calendar days from start to end, both included. */
export function iterationDays(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let time = Date.parse(`${startDate}T00:00:00Z`); time <= end; time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** The latest event of each issue strictly before `limit`. */
function latestBefore<T extends { questionId: number; time: string }>(
  events: readonly T[],
  limit: number,
): Map<number, T> {
  const latest = new Map<number, T>();
  for (const event of events) {
    if (Date.parse(event.time) < limit) latest.set(event.questionId, event);
  }
  return latest;
}

/** Open issues and their remaining hours at an instant. */
function snapshot(input: BurndownInput, limit: number): { openIssues: number; remainingHours: number } {
  const membership = latestBefore(input.memberships, limit);
  const statuses = latestBefore(input.statuses, limit);
  let openIssues = 0;
  let remainingHours = 0;
  for (const [questionId, event] of membership) {
    const status = statuses.get(questionId);
    if (event.action !== 'add' || !status || !isOpenStatus(status.toStatus)) continue;
    openIssues += 1;
    remainingHours += input.hours.get(questionId) ?? 0;
  }
  return { openIssues, remainingHours: Math.round(remainingHours * 100) / 100 };
}

const endOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`) + DAY_MS;

/**
 * Per day: the actual open issues and hours, and the ideal line falling evenly from the first day's
 * values to zero on the last day.
 */
export function computeBurndown(input: BurndownInput): BurndownDay[] {
  const days = iterationDays(input.startDate, input.endDate);
  const first = days[0];
  if (first === undefined) return [];
  const base = snapshot(input, endOfDay(first));
  const steps = Math.max(days.length - 1, 1);
  return days.map((date, index) => {
    const reached = date <= input.today;
    const actual = reached ? snapshot(input, endOfDay(date)) : null;
    const share = days.length === 1 ? 0 : (steps - index) / steps;
    return {
      date,
      openIssues: actual?.openIssues ?? null,
      remainingHours: actual?.remainingHours ?? null,
      idealIssues: Math.round(base.openIssues * share * 100) / 100,
      idealHours: Math.round(base.remainingHours * share * 100) / 100,
    };
  });
}
