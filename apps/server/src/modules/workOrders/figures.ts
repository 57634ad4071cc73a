import { FIGURE_WEEKS, type WorkOrderFigures, type WorkOrderWeek } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countsByStatus } from './orders';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week holding `time`. */
export function weekStartOf(time: Date): Date {
  const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * workOrder/admin/figures: how many orders sit in each status now, and per week of creation (the last FIGURE_WEEKS)
 * the median time to the first support reply and to completion (confirmed or automatic; withdrawals are not
 * resolutions). Computed from the orders of those weeks, a few thousand rows at most for a desk this size.
 */
export async function deskFigures(db: Kysely<Database>, now: Date): Promise<WorkOrderFigures> {
  const firstWeek = new Date(weekStartOf(now).getTime() - (FIGURE_WEEKS - 1) * WEEK_MS);
  const [statuses, orders] = await Promise.all([
    db
      .selectFrom('work_orders')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('work_orders')
      .select(['create_time', 'first_response_time', 'complete_time', 'close_reason'])
      .where('create_time', '>=', firstWeek.toISOString())
      .execute(),
  ]);
  const weeks: WorkOrderWeek[] = Array.from({ length: FIGURE_WEEKS }, (_, index) => {
    const start = firstWeek.getTime() + index * WEEK_MS;
    const ofWeek = orders.filter((order) => {
      const created = Date.parse(order.create_time);
      return created >= start && created < start + WEEK_MS;
    });
    const since = (order: { create_time: string }, time: string) => Date.parse(time) - Date.parse(order.create_time);
    return {
      weekStart: new Date(start).toISOString().slice(0, 10),
      created: ofWeek.length,
      firstResponseMedianMs: median(
        ofWeek.flatMap((order) =>
          order.first_response_time === null ? [] : [since(order, order.first_response_time)],
        ),
      ),
      resolutionMedianMs: median(
        ofWeek.flatMap((order) =>
          order.complete_time === null || order.close_reason === 'withdrawn' ? [] : [since(order, order.complete_time)],
        ),
      ),
    };
  });
  return { open: countsByStatus(statuses), weeks };
}
