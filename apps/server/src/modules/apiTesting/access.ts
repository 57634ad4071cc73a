import { hasProjectRole } from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ApiHistoryTable } from '../../db/apiTestingSchema';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type ProjectAccess, projectAccess, writableProjectAccess } from '../projects/policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type CollectionRecord = Selectable<Database['api_collections']>;
export type FolderRecord = Selectable<Database['api_folders']>;
export type RequestRecord = Selectable<Database['api_requests']>;
export type EnvironmentRecord = Selectable<Database['api_environments']>;
export type HistoryRecord = Selectable<ApiHistoryTable>;

/** Who calls, as the tester's services need it. */
export interface TesterCaller {
  userId: number;
  /** The platform administrator reads secrets of the projects they are a member of, as project admins do. */
  platformAdmin: boolean;
}

/**
 * Issue 34: the project's members use the tester (reads); changes need a writable project (not archived, member
 * limit kept), as every change to a project's contents does.
 */
export function testerAccess(
  db: Kysely<Database>,
  request: { projectId: number; userId: number; now?: Date },
): Promise<ProjectAccess> {
  const access = { projectId: request.projectId, userId: request.userId, atLeast: 'member' as const };
  return request.now ? writableProjectAccess(db, { ...access, now: request.now }) : projectAccess(db, access);
}

/** Project admins, the owner and the platform administrator read and change secrets; other members do not. */
export function readsSecrets(access: ProjectAccess, caller: TesterCaller): boolean {
  return caller.platformAdmin || hasProjectRole(access.role, 'admin');
}

/** The tester's tables whose rows belong to one project. */
type ProjectTable = 'api_collections' | 'api_folders' | 'api_requests' | 'api_environments';

/** The row `id` of `table` in the named project only: another project's id answers 404 like a missing one. */
export async function inProject<T extends ProjectTable>(
  db: Executor,
  table: T,
  projectId: number,
  id: number,
): Promise<Selectable<Database[T]>> {
  // kysely resolves the shared columns on the union of the tables, not on one of them chosen by a type parameter.
  const tables: ProjectTable = table;
  const row = await db
    .selectFrom(tables)
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  // The row was read from `table`, so it has that table's shape.
  return row as Selectable<Database[T]>;
}

/** A history entry is its sender's alone: someone else's answers 404. */
export async function historyOfCaller(
  db: Executor,
  options: { projectId: number; userId: number; historyId: number },
): Promise<HistoryRecord> {
  const row = await db
    .selectFrom('api_history')
    .selectAll()
    .where('id', '=', options.historyId)
    .where('project_id', '=', options.projectId)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
