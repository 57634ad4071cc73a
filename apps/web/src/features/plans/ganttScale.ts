import { type PlanItemRow, daysBetween, shiftDate } from '@questline/contract';

/** Pixels per day on the Gantt: wide enough for a day number and a comfortable drag step. */
export const DAY_WIDTH = 28;
/** Days shown before the first start and after the last end, so a bar can be dragged outwards. */
const MARGIN_DAYS = 3;
/** Today is drawn only when it is this close to the plan; otherwise the chart would be mostly empty. */
const TODAY_REACH_DAYS = 60;

export interface GanttScale {
  from: string;
  days: number;
  /** Whether today's line is drawn. */
  showsToday: boolean;
}

/** The dates the chart spans: every item, with a margin, and today when it is near. */
export function ganttScale(rows: readonly Pick<PlanItemRow, 'startDate' | 'endDate'>[], today: string): GanttScale {
  const starts = rows.map((row) => row.startDate).sort();
  const ends = rows.map((row) => row.endDate).sort();
  let first = starts[0] ?? today;
  let last = ends[ends.length - 1] ?? today;
  const showsToday = daysBetween(today, first) <= TODAY_REACH_DAYS && daysBetween(last, today) <= TODAY_REACH_DAYS;
  if (showsToday) {
    if (today < first) first = today;
    if (today > last) last = today;
  }
  const from = shiftDate(first, -MARGIN_DAYS);
  return { from, days: daysBetween(from, shiftDate(last, MARGIN_DAYS)) + 1, showsToday };
}

/** The left edge of a day on the chart. */
export function dayOffset(scale: GanttScale, date: string): number {
  return daysBetween(scale.from, date) * DAY_WIDTH;
}

/** Whole days a pointer moved, rounded to the nearest day. */
export function draggedDays(deltaX: number): number {
  return Math.round(deltaX / DAY_WIDTH);
}

/** Each day of the chart, for the header: its date, day of month, and whether a month starts there. */
export function ganttDays(scale: GanttScale): { date: string; day: number; monthStart: boolean }[] {
  return Array.from({ length: scale.days }, (_, index) => {
    const date = shiftDate(scale.from, index);
    const day = Number(date.slice(8, 10));
    return { date, day, monthStart: index === 0 || day === 1 };
  });
}
