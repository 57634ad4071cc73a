import {
  type BacklogProject,
  type BacklogQuestionRow,
  type BacklogRole,
  CREATOR_PENDING_STATUSES,
  type PageQuery,
  type ParsedBacklogFilter,
  REVIEWER_PENDING_STATUSES,
  type TodoCounts,
  pageOffset,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { pendingFor, pendingParts } from '../issues/pending';
import { sharedConditions, sortExpression } from '../issues/questionList';
import { presentRows } from '../issues/questionRows';
import { liveProjectsOf, managedProjectsOf } from './scope';

type Db = Kysely<Database>;

/** Whose to-dos, and in which projects: the caller's own in theirs, or a member's in projects the caller administers. */
export interface BacklogScope {
  userId: number;
  /** Set for members' to-dos: only projects this person administers. */
  managerId?: number;
}

function waitingAs(status: number): BacklogRole {
  if (CREATOR_PENDING_STATUSES.includes(status as 4)) return 'verifier';
  if (REVIEWER_PENDING_STATUSES.includes(status as 5)) return 'reviewer';
  return 'handler';
}

function pendingQuery(db: Db, scope: BacklogScope) {
  let query = db
    .selectFrom('questions')
    .where((eb) => pendingFor(eb, scope.userId))
    .where('questions.project_id', 'in', liveProjectsOf(db, scope.userId));
  if (scope.managerId !== undefined) {
    query = query.where('questions.project_id', 'in', managedProjectsOf(db, scope.managerId));
  }
  return query;
}

/**
 * POST getBacklogQuestionList / getBacklogQuestionListByUser (issue 11): the issues waiting on the
 * person (issues/pending.ts), with the issue list's own filters and sort (issues/questionList.ts).
 */
export async function listBacklog(
  db: Db,
  options: { scope: BacklogScope; filter: ParsedBacklogFilter; page: PageQuery; dialect: DialectName },
): Promise<{ rows: BacklogQuestionRow[]; total: number }> {
  const { filter, page } = options;
  let query = pendingQuery(db, options.scope).where((eb) => eb.and(sharedConditions(eb, filter, options.dialect)));
  if (filter.projectId !== undefined) query = query.where('questions.project_id', '=', filter.projectId);
  const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  const column = sortExpression(filter.orderBy);
  const ids = await query
    .select('questions.id')
    .orderBy(column, filter.order)
    .orderBy('questions.id', filter.order)
    .limit(page.pageSize)
    .offset(pageOffset(page))
    .execute();
  if (ids.length === 0) return { rows: [], total: Number(counted.count) };
  const order = new Map(ids.map((row, index) => [row.id, index]));
  const found = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', 'in', [...order.keys()])
    .execute();
  const projectIds = [...new Set(found.map((row) => row.project_id))];
  const projects = await db.selectFrom('projects').select(['id', 'name']).where('id', 'in', projectIds).execute();
  const rows: BacklogQuestionRow[] = [];
  // Names are per project (members' aliases), so each project's rows are presented together.
  for (const project of projects) {
    const presented = await presentRows(
      db,
      project.id,
      found.filter((row) => row.project_id === project.id),
    );
    for (const row of presented) rows.push({ ...row, projectName: project.name, waitingAs: waitingAs(row.status) });
  }
  rows.sort((a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0));
  return { rows, total: Number(counted.count) };
}

/** GET getBacklogProjectList / getBacklogProjectListByUserId: projects with work waiting on the person. */
export async function backlogProjects(db: Db, scope: BacklogScope): Promise<BacklogProject[]> {
  const counts = await pendingQuery(db, scope)
    .select(['questions.project_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('questions.project_id')
    .execute();
  if (counts.length === 0) return [];
  const names = await db
    .selectFrom('projects')
    .select(['id', 'name'])
    .where(
      'id',
      'in',
      counts.map((row) => row.project_id),
    )
    .execute();
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return counts
    .map((row) => ({
      projectId: row.project_id,
      projectName: nameOf.get(row.project_id) ?? '',
      count: Number(row.count),
    }))
    .sort((a, b) => b.count - a.count || a.projectName.localeCompare(b.projectName) || a.projectId - b.projectId);
}

/** GET getTodoCounts: the to-do submenu's dots. */
export async function todoCounts(db: Db, userId: number): Promise<TodoCounts> {
  const mine = await pendingQuery(db, { userId })
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const managed = await managedProjectsOf(db, userId).executeTakeFirst();
  if (!managed) return { mine: Number(mine.count), members: 0, managesMembers: false };
  // One count per part of the rule (they never overlap), each answered from a (project, status) index.
  let members = 0;
  for (const part of [0, 1, 2] as const) {
    const row = await db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('questions.project_id', 'in', managedProjectsOf(db, userId))
      .where((eb) => pendingParts(eb, userId, 'others')[part])
      .executeTakeFirstOrThrow();
    members += Number(row.count);
  }
  return { mine: Number(mine.count), members, managesMembers: true };
}
