import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlanDeliverableTable, PlanItemTable } from '../../db/planSchema';
import { notFound } from '../../http/errors';
import { type ProjectAccess, projectAccess, writableProjectAccess } from '../projects/policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type PlanItemRecord = Selectable<PlanItemTable>;
export type DeliverableRecord = Selectable<PlanDeliverableTable>;

/** Members read the plan (spec point 6). */
export function planReadAccess(
  db: Kysely<Database>,
  request: { projectId: number; userId: number },
): Promise<ProjectAccess> {
  return projectAccess(db, { ...request, atLeast: 'member' });
}

/** Project admins and the owner manage plans and deliverables, in a writable project (issue 13). */
export function planWriteAccess(
  db: Kysely<Database>,
  request: { projectId: number; userId: number; now: Date },
): Promise<ProjectAccess> {
  return writableProjectAccess(db, { ...request, atLeast: 'admin' });
}

/** A plan item of the named project; another project's id answers 404 like a missing one. */
export async function planInProject(db: Executor, projectId: number, planId: number): Promise<PlanItemRecord> {
  const row = await db
    .selectFrom('plan_items')
    .selectAll()
    .where('id', '=', planId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function deliverableInProject(
  db: Executor,
  projectId: number,
  deliverableId: number,
): Promise<DeliverableRecord> {
  const row = await db
    .selectFrom('plan_deliverables')
    .selectAll()
    .where('id', '=', deliverableId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The ids of an item and everything below it, from one read of the project's tree. */
export async function planSubtree(db: Executor, projectId: number, planId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('plan_items')
    .select(['id', 'parent_id'])
    .where('project_id', '=', projectId)
    .execute();
  const found: number[] = [];
  const queue = [planId];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    if (found.includes(id)) continue;
    found.push(id);
    queue.push(...rows.filter((row) => row.parent_id === id).map((row) => row.id));
  }
  return found;
}
