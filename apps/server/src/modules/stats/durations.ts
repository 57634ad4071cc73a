import {
  type QuestionStatus,
  QuestionStatusCode,
  RESOLVED_STATUS,
  type StatsDurations,
  hoursOf,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { type IssueScope, inScope, secondsBetween } from './statsScope';

type Db = Kysely<Database>;

/**
 * GET statistics/durations: the average time from creation to each arrival at "resolved" within the
 * range, and the average stay in each workflow status that ended within the range. A stay runs from the
 * previous status change of the issue (or its creation) to the change that left the status; the
 * database finds the previous change with a window function (LAG), which SQLite and PostgreSQL share,
 * over the histories of the issues that changed within the range only.
 */
export async function statsDurations(
  db: Db,
  options: {
    dialect: DialectName;
    scope: IssueScope;
    range: { from: string; to: string };
    instants: { start: string; end: string };
  },
): Promise<StatsDurations> {
  const { dialect, instants } = options;
  const scope = { ...options.scope, created: undefined };
  const resolution = await db
    .selectFrom('question_history')
    .innerJoin('questions', 'questions.id', 'question_history.question_id')
    .select([
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) =>
        eb.fn
          .avg<number | null>(
            secondsBetween(
              dialect,
              sql.ref<string>('question_history.create_time'),
              sql.ref<string>('questions.create_time'),
            ),
          )
          .as('seconds'),
    ])
    .where((eb) => inScope(eb, scope))
    .where('question_history.to_status', '=', RESOLVED_STATUS)
    .where('question_history.create_time', '>=', instants.start)
    .where('question_history.create_time', '<', instants.end)
    .executeTakeFirstOrThrow();

  const changes = db
    .selectFrom('question_history')
    .innerJoin('questions', 'questions.id', 'question_history.question_id')
    .select([
      'question_history.from_status as status',
      'question_history.create_time as leftAt',
      secondsBetween(
        dialect,
        sql.ref<string>('question_history.create_time'),
        sql<string>`coalesce(lag(question_history.create_time) over (partition by question_history.question_id order by question_history.id), questions.create_time)`,
      ).as('seconds'),
    ])
    .where((eb) => inScope(eb, scope))
    .where('question_history.from_status', 'is not', null)
    .where('question_history.to_status', 'is not', null)
    .whereRef('question_history.from_status', '<>', 'question_history.to_status')
    // Only issues with a change in the range: the window then reads their histories, not the project's.
    .where('question_history.question_id', 'in', (eb) =>
      eb
        .selectFrom('question_history as active')
        .select('active.question_id')
        .where('active.create_time', '>=', instants.start)
        .where('active.create_time', '<', instants.end),
    );
  const states = await db
    .selectFrom(changes.as('stay'))
    .select([
      'stay.status',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.avg<number | null>('stay.seconds').as('seconds'),
    ])
    .where('stay.leftAt', '>=', instants.start)
    .where('stay.leftAt', '<', instants.end)
    .where('stay.status', '<>', QuestionStatusCode.draft)
    .groupBy('stay.status')
    .orderBy('stay.status')
    .execute();

  return {
    ...options.range,
    resolution: { count: Number(resolution.count), averageHours: hoursOf(Number(resolution.seconds ?? 0)) },
    states: states.map((row) => ({
      status: row.status as QuestionStatus,
      count: Number(row.count),
      averageHours: hoursOf(Number(row.seconds ?? 0)),
    })),
  };
}
