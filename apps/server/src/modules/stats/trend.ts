import {
  type HourCount,
  RESOLVED_STATUS,
  type StatsGranularity,
  type StatsTrend,
  foldHours,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type IssueScope, hourOf, inScope } from './statsScope';

type Db = Kysely<Database>;

/** Issues of the scope created per UTC hour within the instants. */
export async function createdHours(db: Db, scope: IssueScope, instants: { start: string; end: string }) {
  const rows = await db
    .selectFrom('questions')
    .select([hourOf(sql.ref<string>('questions.create_time')).as('hour'), (eb) => eb.fn.countAll<number>().as('count')])
    .where((eb) => inScope(eb, { ...scope, created: instants }))
    .groupBy('hour')
    .execute();
  return rows.map((row): HourCount => ({ hour: row.hour, count: Number(row.count) }));
}

/** Arrivals at "resolved" of the scope's issues per UTC hour within the instants. */
export async function resolvedHours(db: Db, scope: IssueScope, instants: { start: string; end: string }) {
  const rows = await db
    .selectFrom('question_history')
    .innerJoin('questions', 'questions.id', 'question_history.question_id')
    .select([
      hourOf(sql.ref<string>('question_history.create_time')).as('hour'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where((eb) => inScope(eb, scope))
    .where('question_history.to_status', '=', RESOLVED_STATUS)
    .where('question_history.create_time', '>=', instants.start)
    .where('question_history.create_time', '<', instants.end)
    .groupBy('hour')
    .execute();
  return rows.map((row): HourCount => ({ hour: row.hour, count: Number(row.count) }));
}

/**
 * GET statistics/trend: issues created and resolved per day or week of the viewer's calendar. The
 * database groups by UTC hour (portable text slicing, at most 24 rows a day); the contract folds the
 * hours into the viewer's days, so a time zone never needs date functions of either dialect.
 */
export async function statsTrend(
  db: Db,
  options: {
    scope: IssueScope;
    range: { from: string; to: string };
    instants: { start: string; end: string };
    utcOffset: number;
    granularity: StatsGranularity;
  },
): Promise<StatsTrend> {
  const scope = { ...options.scope, created: undefined };
  const [created, resolved] = await Promise.all([
    createdHours(db, scope, options.instants),
    resolvedHours(db, scope, options.instants),
  ]);
  const fold = { ...options.range, utcOffset: options.utcOffset, granularity: options.granularity };
  const createdBy = foldHours(created, fold);
  const resolvedBy = foldHours(resolved, fold);
  return {
    ...options.range,
    granularity: options.granularity,
    buckets: [...createdBy.keys()].map((start) => ({
      start,
      created: createdBy.get(start) ?? 0,
      resolved: resolvedBy.get(start) ?? 0,
    })),
  };
}
