import type { AddDeptBody, MoveDeptBody, TeamDept, UpdateDeptBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import {
  type Db,
  checkedName,
  deptWithDescendants,
  requireDept,
  requireTeamAdmin,
  requireTeamMember,
} from './teamAccess';

interface Caller {
  callerId: number;
}

/** GET /{product}/team/deptTree: the whole tree of one team, each level in its `sort` order. */
export async function deptTree(db: Kysely<Database>, options: Caller & { teamId: number }): Promise<TeamDept[]> {
  await requireTeamMember(db, options.teamId, options.callerId);
  const rows = await db
    .selectFrom('team_departments')
    .select(['id', 'parent_id', 'name', 'sort'])
    .where('team_id', '=', options.teamId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('team_members')
    .select((eb) => ['department_id', eb.fn.countAll<number>().as('count')])
    .where('team_id', '=', options.teamId)
    .where('department_id', 'is not', null)
    .groupBy('department_id')
    .execute();
  const countOf = new Map(counts.map((row) => [row.department_id, Number(row.count)]));
  const nodes = new Map<number, TeamDept>(
    rows.map((row) => [
      row.id,
      {
        deptId: row.id,
        parentId: row.parent_id,
        name: row.name,
        sort: row.sort,
        memberCount: countOf.get(row.id) ?? 0,
        children: [],
      },
    ]),
  );
  const roots: TeamDept[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

async function siblingIds(db: Db, teamId: number, parentId: number | null, except?: number): Promise<number[]> {
  let query = db
    .selectFrom('team_departments')
    .select('id')
    .where('team_id', '=', teamId)
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .orderBy('sort')
    .orderBy('id');
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.execute()).map((row) => row.id);
}

/** POST /{product}/team/addDept: a new department at the end of its parent's children. */
export async function addDept(
  db: Kysely<Database>,
  options: Caller & AddDeptBody & { now: Date },
): Promise<{ deptId: number }> {
  return db.transaction().execute(async (trx) => {
    await requireTeamAdmin(trx, options.teamId, options.callerId);
    const parentId = options.parentId ?? null;
    if (parentId !== null) await requireDept(trx, options.teamId, parentId);
    const name = checkedName(options.name);
    const siblings = await siblingIds(trx, options.teamId, parentId);
    const time = options.now.toISOString();
    const row = await trx
      .insertInto('team_departments')
      .values({
        team_id: options.teamId,
        parent_id: parentId,
        name,
        sort: siblings.length,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { deptId: row.id };
  });
}

/** POST /{product}/team/updateDept: renames. */
export async function renameDept(
  db: Kysely<Database>,
  options: Caller & UpdateDeptBody & { now: Date },
): Promise<void> {
  await requireTeamAdmin(db, options.teamId, options.callerId);
  await requireDept(db, options.teamId, options.deptId);
  const name = checkedName(options.name);
  await db
    .updateTable('team_departments')
    .set({ name, update_time: options.now.toISOString() })
    .where('id', '=', options.deptId)
    .execute();
}

/**
 * POST /{product}/team/moveDept: a drag in the tree, so a new parent (or the top level) and a place among
 * its children together. Never under itself or a descendant, which would cut the branch off the tree.
 */
export async function moveDept(db: Kysely<Database>, options: Caller & MoveDeptBody & { now: Date }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTeamAdmin(trx, options.teamId, options.callerId);
    await requireDept(trx, options.teamId, options.deptId);
    if (options.parentId !== null) {
      await requireDept(trx, options.teamId, options.parentId);
      const branch = await deptWithDescendants(trx, options.teamId, options.deptId);
      if (branch.includes(options.parentId)) throw failure('teamDeptMoveIntoItself');
    }
    const order = await siblingIds(trx, options.teamId, options.parentId, options.deptId);
    order.splice(Math.min(options.index, order.length), 0, options.deptId);
    const time = options.now.toISOString();
    await trx
      .updateTable('team_departments')
      .set({ parent_id: options.parentId, update_time: time })
      .where('id', '=', options.deptId)
      .execute();
    for (const [sort, id] of order.entries()) {
      await trx.updateTable('team_departments').set({ sort }).where('id', '=', id).execute();
    }
  });
}

/** POST /{product}/team/deleteDept: only an empty department, no sub-departments and nobody in it (spec point 8). */
export async function deleteDept(
  db: Kysely<Database>,
  options: Caller & { teamId: number; deptId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTeamAdmin(trx, options.teamId, options.callerId);
    await requireDept(trx, options.teamId, options.deptId);
    const child = await trx
      .selectFrom('team_departments')
      .select('id')
      .where('parent_id', '=', options.deptId)
      .executeTakeFirst();
    const member = await trx
      .selectFrom('team_members')
      .select('id')
      .where('department_id', '=', options.deptId)
      .executeTakeFirst();
    if (child || member) throw failure('teamHasChildrenOrMembers');
    await trx.deleteFrom('team_departments').where('id', '=', options.deptId).execute();
  });
}
