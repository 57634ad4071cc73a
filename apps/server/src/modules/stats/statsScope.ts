import {
  type ParsedStatsQuery,
  QuestionStatusCode,
  effectiveRange,
  localDay,
  rangeInstants,
} from '@questline/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { projectAccess } from '../projects/policy';

type Db = Kysely<Database>;

/** Which issues a statistics call counts: always without drafts (DOMAIN.md: drafts are their author's). */
export interface IssueScope {
  projectIds: number[];
  iterationId?: number | undefined;
  versionId?: number | undefined;
  /** Creation instants [start, end) when the caller named dates. */
  created?: { start: string; end: string } | undefined;
}

/** The scope as a where clause on `questions` (joined under that name). */
export function inScope(eb: ExpressionBuilder<Database, 'questions'>, scope: IssueScope): Expression<SqlBool> {
  const where: Expression<SqlBool>[] = [
    eb('questions.project_id', 'in', scope.projectIds),
    eb('questions.status', '<>', QuestionStatusCode.draft),
  ];
  if (scope.iterationId !== undefined) where.push(eb('questions.iteration_id', '=', scope.iterationId));
  if (scope.versionId !== undefined) where.push(eb('questions.version_id', '=', scope.versionId));
  if (scope.created) {
    where.push(eb('questions.create_time', '>=', scope.created.start));
    where.push(eb('questions.create_time', '<', scope.created.end));
  }
  return eb.and(where);
}

/** The checked request of a project statistics call, with the ranges it resolves to. */
export interface ProjectStatsRequest {
  scope: IssueScope;
  /** The range of the trend and the durations (the asked one, else the last 30 days). */
  range: { from: string; to: string };
  instants: { start: string; end: string };
  today: string;
}

/**
 * Members only (a non-member or a missing project answers 404); a version or an iteration must be the
 * project's own.
 */
export async function projectStatsRequest(
  db: Db,
  options: { query: ParsedStatsQuery; userId: number; now: Date },
): Promise<ProjectStatsRequest> {
  const { query } = options;
  await projectAccess(db, { projectId: query.projectId, userId: options.userId, atLeast: 'member' });
  if (query.versionId !== undefined) {
    const version = await db
      .selectFrom('project_versions')
      .select('id')
      .where('id', '=', query.versionId)
      .where('project_id', '=', query.projectId)
      .executeTakeFirst();
    if (!version) throw failure('statsVersionInvalid');
  }
  if (query.iterationId !== undefined) {
    const iteration = await db
      .selectFrom('project_iterations')
      .select('id')
      .where('id', '=', query.iterationId)
      .where('project_id', '=', query.projectId)
      .executeTakeFirst();
    if (!iteration) throw failure('statsIterationInvalid');
  }
  const range = effectiveRange(query, options.now, query.utcOffset);
  const instants = rangeInstants(range.from, range.to, query.utcOffset);
  const named = query.from !== undefined || query.to !== undefined;
  return {
    scope: {
      projectIds: [query.projectId],
      iterationId: query.iterationId,
      versionId: query.versionId,
      created: named ? instants : undefined,
    },
    range,
    instants,
    today: localDay(options.now, query.utcOffset),
  };
}

/** Seconds from one ISO instant column to another, as each dialect subtracts times stored as text. */
export function secondsBetween(dialect: DialectName, later: Expression<string>, earlier: Expression<string>) {
  return dialect === 'postgres'
    ? sql<number>`extract(epoch from (cast(${later} as timestamptz) - cast(${earlier} as timestamptz)))`
    : sql<number>`((julianday(${later}) - julianday(${earlier})) * 86400.0)`;
}

/** The UTC hour of an ISO instant column (`YYYY-MM-DDTHH`), which the contract folds into local days. */
export function hourOf(column: Expression<string>) {
  return sql<string>`substr(${column}, 1, 13)`;
}
