import type { ProjectRole } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type ProjectAccess, projectAccess, writableProjectAccess } from '../projects/policy';

/** The tables whose rows belong to one project and are named by their own id in requests. */
export type ProjectScopedTable =
  'project_modules' | 'project_versions' | 'project_groups' | 'iteration_stages' | 'project_notices';

export interface ObjectAccessRequest {
  table: ProjectScopedTable;
  id: number;
  userId: number;
  atLeast: ProjectRole;
  /** Set for changes: the project must then be writable (not archived, member grace kept). */
  now?: Date;
}

/**
 * DESIGN.md "Object-level authorization": a request naming a module, version, group, stage or notice by id
 * gets the caller's access on the project that row belongs to. A missing row and a row of a project the
 * caller is not in both answer 404, so another project's ids reveal nothing.
 */
export async function objectAccess(db: Kysely<Database>, request: ObjectAccessRequest): Promise<ProjectAccess> {
  const row = await db.selectFrom(request.table).select('project_id').where('id', '=', request.id).executeTakeFirst();
  if (!row) throw notFound();
  const access = { projectId: row.project_id, userId: request.userId, atLeast: request.atLeast };
  return request.now ? writableProjectAccess(db, { ...access, now: request.now }) : projectAccess(db, access);
}

/** A change to a project's settings: at least an admin, on a writable project. */
export function settingsWriteAccess(
  db: Kysely<Database>,
  request: { projectId: number; userId: number; now: Date },
): Promise<ProjectAccess> {
  return writableProjectAccess(db, { ...request, atLeast: 'admin' });
}

/** Reading a project's settings: any member. */
export function settingsReadAccess(
  db: Kysely<Database>,
  request: { projectId: number; userId: number },
): Promise<ProjectAccess> {
  return projectAccess(db, { ...request, atLeast: 'member' });
}

/** The user ids among `userIds` that are members of the project. */
export async function projectMemberIds(
  db: Kysely<Database>,
  projectId: number,
  userIds: number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('project_users')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
