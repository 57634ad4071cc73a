import {
  FINISHED_STATUSES,
  HistoryCode,
  type HandlerLoad,
  OPEN_STATUSES,
  type StatsDistribution,
  type StatsSlice,
  percentage,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { peopleNames } from '../issues/people';
import { type IssueScope, inScope } from './statsScope';

type Db = Kysely<Database>;

/** The coded columns a distribution groups by, under the contract's names. */
const CODED = {
  byStatus: 'status',
  byType: 'question_type',
  byPriority: 'priority',
  bySeverity: 'severity',
  byModule: 'module_id',
  byTerminal: 'terminal',
  byDefectCategory: 'defect_category',
} as const;

const openSum = sql<number>`sum(case when questions.status in (${sql.join([...OPEN_STATUSES])}) then 1 else 0 end)`;

async function countBy(db: Db, scope: IssueScope, column: (typeof CODED)[keyof typeof CODED]): Promise<StatsSlice[]> {
  const rows = await db
    .selectFrom('questions')
    .select([`questions.${column} as key`, (eb) => eb.fn.countAll<number>().as('count')])
    .where((eb) => inScope(eb, scope))
    .groupBy(`questions.${column}`)
    .orderBy(`questions.${column}`)
    .execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/** Open and total issues per handler, most loaded first. */
export async function handlerLoads(db: Db, scope: IssueScope, limit?: number): Promise<HandlerLoad[]> {
  let query = db
    .selectFrom('questions')
    .innerJoin('question_handlers', 'question_handlers.question_id', 'questions.id')
    .select(['question_handlers.user_id as userId', (eb) => eb.fn.countAll<number>().as('count'), openSum.as('open')])
    .where((eb) => inScope(eb, scope))
    .groupBy('question_handlers.user_id')
    .orderBy('open', 'desc')
    .orderBy('count', 'desc')
    .orderBy('question_handlers.user_id');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  const projectId = scope.projectIds.length === 1 ? scope.projectIds[0] : undefined;
  const names =
    projectId === undefined
      ? new Map<number, string>()
      : await peopleNames(
          db,
          projectId,
          rows.map((row) => row.userId),
        );
  return rows.map((row) => ({
    userId: row.userId,
    name: names.get(row.userId) ?? '',
    count: Number(row.count),
    open: Number(row.open),
  }));
}

/** Issues reopened at least once, out of issues that were ever resolved, refused or closed. */
async function reopenShare(db: Db, scope: IssueScope): Promise<StatsDistribution['reopen']> {
  const distinctWhere = (filter: 'reopened' | 'finished') =>
    db
      .selectFrom('question_history')
      .innerJoin('questions', 'questions.id', 'question_history.question_id')
      .select((eb) => eb.fn.count<number>('question_history.question_id').distinct().as('count'))
      .where((eb) => inScope(eb, scope))
      .where((eb) =>
        filter === 'reopened'
          ? eb('question_history.code', '=', HistoryCode.reopen)
          : eb('question_history.to_status', 'in', [...FINISHED_STATUSES]),
      )
      .executeTakeFirstOrThrow();
  const [reopened, finished] = await Promise.all([distinctWhere('reopened'), distinctWhere('finished')]);
  const counts = { reopened: Number(reopened.count), finished: Number(finished.count) };
  return { ...counts, rate: percentage(counts.reopened, counts.finished) };
}

/** Totals of the scope: every issue, the open ones, and the open ones past their deadline. */
export async function totals(db: Db, scope: IssueScope, today: string) {
  const row = await db
    .selectFrom('questions')
    .select([
      (eb) => eb.fn.countAll<number>().as('total'),
      openSum.as('open'),
      sql<number>`sum(case when questions.status in (${sql.join([...OPEN_STATUSES])}) and questions.deadline < ${today} then 1 else 0 end)`.as(
        'overdue',
      ),
    ])
    .where((eb) => inScope(eb, scope))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), open: Number(row.open ?? 0), overdue: Number(row.overdue ?? 0) };
}

/**
 * GET statistics/distribution: counts by status, type, priority, severity, module, terminal, defect
 * category and handler, with the totals, the overdue count and the reopen share. Every count is one
 * GROUP BY in the database; module and handler slices carry their names.
 */
export async function statsDistribution(db: Db, scope: IssueScope, today: string): Promise<StatsDistribution> {
  const keys = Object.keys(CODED) as (keyof typeof CODED)[];
  const [sums, reopen, byHandler, ...coded] = await Promise.all([
    totals(db, scope, today),
    reopenShare(db, scope),
    handlerLoads(db, scope),
    ...keys.map((key) => countBy(db, scope, CODED[key])),
  ]);
  const slices = Object.fromEntries(keys.map((key, index) => [key, coded[index] ?? []])) as Record<
    keyof typeof CODED,
    StatsSlice[]
  >;
  const moduleIds = slices.byModule.map((slice) => slice.key).filter((id): id is number => id !== null);
  const modules = moduleIds.length
    ? await db.selectFrom('project_modules').select(['id', 'name']).where('id', 'in', moduleIds).execute()
    : [];
  const moduleNames = new Map(modules.map((row) => [row.id, row.name]));
  slices.byModule = slices.byModule.map((slice) =>
    slice.key === null ? slice : { ...slice, name: moduleNames.get(slice.key) ?? '' },
  );
  return { ...sums, reopen, ...slices, byHandler };
}
