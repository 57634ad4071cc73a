import { type Kysely, type Selectable, type SqlBool, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { TestCaseTable, TestTaskCaseTable, TestTaskTable } from '../../db/testingSchema';
import { failure, forbidden, notFound } from '../../http/errors';
import { type ProjectAccess, projectAccess, writableProjectAccess } from '../projects/policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type TestCaseRecord = Selectable<TestCaseTable>;
export type TestTaskRecord = Selectable<TestTaskTable>;
export type TaskCaseRecord = Selectable<TestTaskCaseTable>;

/** The caller's access to the project a testing call names: reading for member reads, writable for changes. */
export function testingAccess(
  db: Kysely<Database>,
  request: { projectId: number; userId: number; now?: Date },
): Promise<ProjectAccess> {
  const access = { projectId: request.projectId, userId: request.userId, atLeast: 'member' as const };
  return request.now ? writableProjectAccess(db, { ...access, now: request.now }) : projectAccess(db, access);
}

/** A case of the named project; another project's id answers 404 like a missing one. */
export async function caseInProject(db: Executor, projectId: number, caseId: number): Promise<TestCaseRecord> {
  const row = await db
    .selectFrom('test_cases')
    .selectAll()
    .where('id', '=', caseId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function taskInProject(db: Executor, projectId: number, taskId: number): Promise<TestTaskRecord> {
  const row = await db
    .selectFrom('test_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A case of a task of the named project, with its task. */
export async function taskCaseInProject(
  db: Executor,
  projectId: number,
  taskCaseId: number,
): Promise<{ taskCase: TaskCaseRecord; task: TestTaskRecord }> {
  const taskCase = await db.selectFrom('test_task_cases').selectAll().where('id', '=', taskCaseId).executeTakeFirst();
  if (!taskCase) throw notFound();
  const task = await taskInProject(db, projectId, taskCase.task_id);
  return { taskCase, task };
}

/** A module named in a body must be one of the project's library modules (not the project's issue modules). */
export async function assertTestModule(db: Executor, projectId: number, moduleId: number | null): Promise<void> {
  if (moduleId === null) return;
  const row = await db
    .selectFrom('test_modules')
    .select('id')
    .where('id', '=', moduleId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw failure('testModuleInvalid');
}

/** Spec point 5: only project admins (and the owner) put cases in the library's root. */
export function assertRootAllowed(access: ProjectAccess, moduleId: number | null): void {
  if (moduleId === null && access.role === 'member') throw forbidden('testCaseRootAdminOnly');
}

/** The ids of a module and everything below it, from one read of the project's tree. */
export async function moduleSubtree(db: Executor, projectId: number, moduleIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('test_modules')
    .select(['id', 'parent_id'])
    .where('project_id', '=', projectId)
    .execute();
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  }
  const known = new Set(rows.map((row) => row.id));
  const found: number[] = [];
  const queue = moduleIds.filter((id) => known.has(id));
  if (queue.length !== new Set(moduleIds).size) throw failure('testModuleInvalid');
  while (queue.length > 0) {
    const id = queue.shift() as number;
    if (found.includes(id)) continue;
    found.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}

/** The names of modules by id, for rows and snapshots. */
export async function moduleNames(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('test_modules').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * A title containing the typed text literally, ignoring case on both databases (SQLite's LIKE ignores
 * ASCII case, PostgreSQL's does not, so both sides are lowered).
 */
export function titleContains(text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`lower(title) like ${pattern} escape '\\'`;
}
