import { OPEN_STATUSES, type ProjectHealth, RESOLVED_STATUS } from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type IssueScope, inScope } from './statsScope';

type Db = Kysely<Database>;
type Window = { start: string; end: string };

const within = (column: string, window: Window) =>
  sql<number>`sum(case when ${sql.ref(column)} >= ${window.start} and ${sql.ref(column)} < ${window.end} then 1 else 0 end)`;

/**
 * One health line per project (totals, overdue, created and resolved today and in a range), each figure
 * grouped by project in the database: the cross-project view and the big screen's header.
 */
export async function projectHealth(
  db: Db,
  options: { projects: { id: number; name: string }[]; today: string; todayWindow: Window; range: Window },
): Promise<ProjectHealth[]> {
  const { projects, todayWindow, range } = options;
  if (projects.length === 0) return [];
  const scope: IssueScope = { projectIds: projects.map((project) => project.id) };
  const open = sql.join([...OPEN_STATUSES]);
  const earliest = todayWindow.start < range.start ? todayWindow.start : range.start;
  const [counts, created, resolved] = await Promise.all([
    db
      .selectFrom('questions')
      .select([
        'questions.project_id as projectId',
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`sum(case when questions.status in (${open}) then 1 else 0 end)`.as('open'),
        sql<number>`sum(case when questions.status in (${open}) and questions.deadline < ${options.today} then 1 else 0 end)`.as(
          'overdue',
        ),
      ])
      .where((eb) => inScope(eb, scope))
      .groupBy('questions.project_id')
      .execute(),
    db
      .selectFrom('questions')
      .select([
        'questions.project_id as projectId',
        within('questions.create_time', todayWindow).as('today'),
        within('questions.create_time', range).as('inRange'),
      ])
      .where((eb) => inScope(eb, scope))
      .where('questions.create_time', '>=', earliest)
      .groupBy('questions.project_id')
      .execute(),
    db
      .selectFrom('question_history')
      .innerJoin('questions', 'questions.id', 'question_history.question_id')
      .select([
        'questions.project_id as projectId',
        within('question_history.create_time', todayWindow).as('today'),
        within('question_history.create_time', range).as('inRange'),
      ])
      .where((eb) => inScope(eb, scope))
      .where('question_history.to_status', '=', RESOLVED_STATUS)
      .where('question_history.create_time', '>=', earliest)
      .groupBy('questions.project_id')
      .execute(),
  ]);
  const byProject = <T extends { projectId: number }>(rows: T[]) => new Map(rows.map((row) => [row.projectId, row]));
  const countsOf = byProject(counts);
  const createdOf = byProject(created);
  const resolvedOf = byProject(resolved);
  return projects.map((project) => {
    const count = countsOf.get(project.id);
    return {
      projectId: project.id,
      projectName: project.name,
      total: Number(count?.total ?? 0),
      open: Number(count?.open ?? 0),
      overdue: Number(count?.overdue ?? 0),
      createdToday: Number(createdOf.get(project.id)?.today ?? 0),
      resolvedToday: Number(resolvedOf.get(project.id)?.today ?? 0),
      created: Number(createdOf.get(project.id)?.inRange ?? 0),
      resolved: Number(resolvedOf.get(project.id)?.inRange ?? 0),
    };
  });
}

/** The caller's projects that are not in the recycle bin, in the order of their creation. */
export async function callerProjects(db: Db, userId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('projects')
    .innerJoin('project_users', 'project_users.project_id', 'projects.id')
    .select(['projects.id', 'projects.name'])
    .where('project_users.user_id', '=', userId)
    .where('projects.delete_time', 'is', null)
    .orderBy('projects.id')
    .execute();
}
