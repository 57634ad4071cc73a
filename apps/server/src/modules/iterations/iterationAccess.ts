import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProjectIterationTable } from '../../db/iterationSchema';
import { notFound } from '../../http/errors';
import { type ProjectAccess, projectAccess, writableProjectAccess } from '../projects/policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type IterationRecord = Selectable<ProjectIterationTable>;

/**
 * Members read iterations; changing them, their issues or their board is for project admins (ADR 0056).
 * `now` marks a change, which also needs a writable project.
 */
export function iterationAccess(
  db: Kysely<Database>,
  request: { projectId: number; userId: number; now?: Date },
): Promise<ProjectAccess> {
  if (!request.now) return projectAccess(db, { ...request, atLeast: 'member' });
  return writableProjectAccess(db, { ...request, atLeast: 'admin', now: request.now });
}

/** An iteration of the named project; another project's id answers 404 like a missing one. */
export async function iterationInProject(
  db: Executor,
  projectId: number,
  iterationId: number,
): Promise<IterationRecord> {
  const row = await db
    .selectFrom('project_iterations')
    .selectAll()
    .where('id', '=', iterationId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
