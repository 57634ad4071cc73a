import { hasProjectRole } from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  ApiCollectionTable,
  ApiEnvironmentTable,
  ApiFolderTable,
  ApiHistoryTable,
  ApiRequestTable,
} from '../../db/apiTestingSchema';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type ProjectAccess, projectAccess, writableProjectAccess } from '../projects/policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type CollectionRecord = Selectable<ApiCollectionTable>;
export type FolderRecord = Selectable<ApiFolderTable>;
export type RequestRecord = Selectable<ApiRequestTable>;
export type EnvironmentRecord = Selectable<ApiEnvironmentTable>;
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

/* Rows of the named project only: another project's id answers 404 like a missing one. */

export async function collectionInProject(db: Executor, projectId: number, id: number): Promise<CollectionRecord> {
  const row = await db
    .selectFrom('api_collections')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function folderInProject(db: Executor, projectId: number, id: number): Promise<FolderRecord> {
  const row = await db
    .selectFrom('api_folders')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function requestInProject(db: Executor, projectId: number, id: number): Promise<RequestRecord> {
  const row = await db
    .selectFrom('api_requests')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function environmentInProject(db: Executor, projectId: number, id: number): Promise<EnvironmentRecord> {
  const row = await db
    .selectFrom('api_environments')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
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
