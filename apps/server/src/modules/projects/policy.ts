import { type ProjectRole, hasProjectRole } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProjectTable } from '../../db/schema';
import { failure, forbidden, notFound } from '../../http/errors';
import { assertMemberGraceKept } from './memberLimit';

export type ProjectRow = Selectable<ProjectTable>;

/** What a service knows once the caller's access to a project is established. */
export interface ProjectAccess {
  project: ProjectRow;
  role: ProjectRole;
  userId: number;
}

export interface AccessRequest {
  projectId: number;
  userId: number;
  atLeast: ProjectRole;
  /** Restore and permanent deletion reach projects in the recycle bin; nothing else does. */
  inRecycleBin?: boolean;
}

/**
 * Spec point 6 and DOMAIN.md: the caller's role on the project the request names. A project the caller
 * is not a member of, or that does not exist, answers 404 (existence is never revealed); a member
 * without the role answers 403. A project in the recycle bin is invisible except to `inRecycleBin`.
 */
export async function projectAccess(db: Kysely<Database>, request: AccessRequest): Promise<ProjectAccess> {
  const row = await db
    .selectFrom('projects')
    .innerJoin('project_users', 'project_users.project_id', 'projects.id')
    .selectAll('projects')
    .select('project_users.role')
    .where('projects.id', '=', request.projectId)
    .where('project_users.user_id', '=', request.userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const { role, ...project } = row;
  const deleted = project.delete_time !== null;
  if (deleted && !request.inRecycleBin) throw notFound();
  if (!hasProjectRole(role, request.atLeast)) throw forbidden();
  if (!deleted && request.inRecycleBin) throw failure('projectNotInRecycleBin');
  return { project, role, userId: request.userId };
}

/**
 * A change to the project's contents: refused while it is archived (read-only until unarchived) and,
 * once the member-limit grace date has passed, until the excess members are removed (DOMAIN.md).
 */
export async function writableProjectAccess(
  db: Kysely<Database>,
  request: AccessRequest & { now: Date },
): Promise<ProjectAccess> {
  const access = await projectAccess(db, request);
  if (access.project.archived === 1) throw failure('projectArchived');
  await assertMemberGraceKept(db, access.project, request.now);
  return access;
}
