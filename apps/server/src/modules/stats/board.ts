import {
  type BoardStats,
  FUNNEL_STATUSES,
  type ParsedBoardQuery,
  type QuestionStatus,
  QuestionStatusCode,
  localDay,
  rangeInstants,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { peopleNames } from '../issues/people';
import { projectAccess } from '../projects/policy';
import { handlerLoads } from './distribution';
import { projectHealth } from './health';
import { inScope } from './statsScope';

type Db = Kysely<Database>;

/** What the wall shows at once: more handlers or events would not be readable from across the room. */
export const BOARD_HANDLERS = 8;
export const BOARD_ACTIVITY = 12;

/**
 * GET statistics/board: the big screen's one call for a project (spec point 2 "bigScreen"): its health
 * today, the workflow funnel, the handlers' open load and the latest events of its history. Members only.
 */
export async function boardStats(
  db: Db,
  options: { query: ParsedBoardQuery; userId: number; now: Date },
): Promise<BoardStats> {
  const { projectId, utcOffset } = options.query;
  const { project } = await projectAccess(db, { projectId, userId: options.userId, atLeast: 'member' });
  const today = localDay(options.now, utcOffset);
  const todayWindow = rangeInstants(today, today, utcOffset);
  const scope = { projectIds: [projectId] };
  const [health, funnel, handlers, events] = await Promise.all([
    projectHealth(db, { projects: [{ id: project.id, name: project.name }], today, todayWindow, range: todayWindow }),
    db
      .selectFrom('questions')
      .select(['questions.status', (eb) => eb.fn.countAll<number>().as('count')])
      .where((eb) => inScope(eb, scope))
      .where('questions.status', 'in', [...FUNNEL_STATUSES])
      .groupBy('questions.status')
      .execute(),
    handlerLoads(db, { ...scope }, BOARD_HANDLERS),
    db
      .selectFrom('question_history')
      // A cross join with the condition in WHERE: SQLite then walks the history newest first and stops
      // after the limit, instead of reading every issue of a large project (PostgreSQL plans it freely).
      .crossJoin('questions')
      .whereRef('questions.id', '=', 'question_history.question_id')
      .select([
        'question_history.id',
        'question_history.question_id as questionId',
        'questions.number',
        'questions.title',
        'question_history.code',
        'question_history.to_status as toStatus',
        'question_history.operator_id as operatorId',
        'question_history.create_time as createTime',
      ])
      .where('questions.project_id', '=', projectId)
      .where('questions.status', '<>', QuestionStatusCode.draft)
      .orderBy('question_history.id', 'desc')
      .limit(BOARD_ACTIVITY)
      .execute(),
  ]);
  const counts = new Map(funnel.map((row) => [row.status, Number(row.count)]));
  const names = await peopleNames(
    db,
    projectId,
    events.map((event) => event.operatorId),
  );
  const [line] = health;
  if (!line) throw new Error('the health of the one project asked for');
  return {
    health: line,
    funnel: FUNNEL_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    handlers: handlers.filter((handler) => handler.open > 0),
    activity: events.map(({ operatorId, toStatus, ...event }) => ({
      ...event,
      toStatus: toStatus as QuestionStatus | null,
      operatorName: names.get(operatorId) ?? '',
    })),
  };
}
