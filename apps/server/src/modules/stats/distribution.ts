import {
  type CubeRow,
  FINISHED_STATUSES,
  foldCube,
  HistoryCode,
  type HandlerLoad,
  OPEN_STATUSES,
  type QuestionStatus,
  type StatsDistribution,
  type StatsSlice,
  percentage,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { peopleNames } from '../issues/people';
import { type IssueScope, inScope } from './statsScope';

type Db = Kysely<Database>;

const openSum = sql<number>`sum(case when questions.status in (${sql.join([...OPEN_STATUSES])}) then 1 else 0 end)`;

/** Every combination of the grouped fields with its count: one GROUP BY over the project's covering index. */
async function cube(db: Db, scope: IssueScope, today: string): Promise<CubeRow[]> {
  const overdue = sql<number>`case when questions.deadline < ${today} then 1 else 0 end`;
  const rows = await db
    .selectFrom('questions')
    .select([
      'questions.status',
      'questions.question_type as questionType',
      'questions.priority',
      'questions.severity',
      'questions.module_id as moduleId',
      'questions.terminal',
      'questions.defect_category as defectCategory',
      overdue.as('overdue'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where((eb) => inScope(eb, scope))
    .groupBy([
      'questions.status',
      'questions.question_type',
      'questions.priority',
      'questions.severity',
      'questions.module_id',
      'questions.terminal',
      'questions.defect_category',
      // By its alias: PostgreSQL would see the expression's date parameter twice as two different ones.
      sql`overdue`,
    ])
    .execute();
  return rows.map((row) => ({ ...row, overdue: Number(row.overdue), count: Number(row.count) }));
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

/**
 * Issues reopened at least once, out of issues that were ever resolved, refused or closed. The workflow
 * leaves those statuses only by Reopen (DOMAIN.md table), so "ever finished" is "finished now" plus
 * "reopened and not finished now": one read of the few reopen rows instead of every issue's history.
 */
async function reopenShare(db: Db, scope: IssueScope, byStatus: StatsSlice[]): Promise<StatsDistribution['reopen']> {
  const finishedNow = byStatus
    .filter((slice) => slice.key !== null && FINISHED_STATUSES.includes(slice.key as QuestionStatus))
    .reduce((sum, slice) => sum + slice.count, 0);
  const row = await db
    .selectFrom('question_history')
    .innerJoin('questions', 'questions.id', 'question_history.question_id')
    .select([
      (eb) => eb.fn.count<number>('question_history.question_id').distinct().as('reopened'),
      sql<number>`count(distinct case when questions.status not in (${sql.join([...FINISHED_STATUSES])}) then question_history.question_id end)`.as(
        'unfinished',
      ),
    ])
    .where((eb) => inScope(eb, scope))
    .where('question_history.code', '=', HistoryCode.reopen)
    .executeTakeFirstOrThrow();
  const reopened = Number(row.reopened);
  const finished = finishedNow + Number(row.unfinished);
  return { reopened, finished, rate: percentage(reopened, finished) };
}

/**
 * GET statistics/distribution: counts by status, type, priority, severity, module, terminal, defect
 * category and handler, with the totals, the overdue count and the reopen share. The counts are GROUP BYs
 * in the database (the field combinations, the handlers, the reopens); module and handler slices carry
 * their names.
 */
export async function statsDistribution(db: Db, scope: IssueScope, today: string): Promise<StatsDistribution> {
  const [combinations, byHandler] = await Promise.all([cube(db, scope, today), handlerLoads(db, scope)]);
  const folded = foldCube(combinations);
  const moduleIds = folded.byModule.map((slice) => slice.key).filter((id): id is number => id !== null);
  const modules = moduleIds.length
    ? await db.selectFrom('project_modules').select(['id', 'name']).where('id', 'in', moduleIds).execute()
    : [];
  const moduleNames = new Map(modules.map((row) => [row.id, row.name]));
  folded.byModule = folded.byModule.map((slice) =>
    slice.key === null ? slice : { ...slice, name: moduleNames.get(slice.key) ?? '' },
  );
  const reopen = await reopenShare(db, scope, folded.byStatus);
  return { ...folded, reopen, byHandler };
}
