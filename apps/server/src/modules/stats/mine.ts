import { type MyStats, type ParsedMyStatsQuery, effectiveRange, localDay, rangeInstants } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { callerProjects, projectHealth } from './health';
import { inScope } from './statsScope';

type Db = Kysely<Database>;

/**
 * GET statistics/mine: the health of each of the caller's projects and their issues by status together
 * (ADR 0061). Only the caller's own projects are ever read; there is no project id to get wrong.
 */
export async function myStats(
  db: Db,
  options: { query: ParsedMyStatsQuery; userId: number; now: Date },
): Promise<MyStats> {
  const { query, now } = options;
  const { utcOffset } = query;
  const range = effectiveRange(query, now, utcOffset);
  const today = localDay(now, utcOffset);
  const projects = await callerProjects(db, options.userId);
  const health = await projectHealth(db, {
    projects,
    today,
    todayWindow: rangeInstants(today, today, utcOffset),
    range: rangeInstants(range.from, range.to, utcOffset),
  });
  const byStatus = projects.length
    ? await db
        .selectFrom('questions')
        .select(['questions.status as key', (eb) => eb.fn.countAll<number>().as('count')])
        .where((eb) => inScope(eb, { projectIds: projects.map((project) => project.id) }))
        .groupBy('questions.status')
        .orderBy('questions.status')
        .execute()
    : [];
  return {
    ...range,
    projects: health,
    byStatus: byStatus.map((row) => ({ key: row.key, count: Number(row.count) })),
  };
}
