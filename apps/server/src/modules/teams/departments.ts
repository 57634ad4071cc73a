import type { AddDeptBody, MoveDeptBody, TeamDept, UpdateDeptBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import { nestRows } from '../../db/orderedTree';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { checkedName, requireDept, requireTeamAdmin, requireTeamMember, teamDepartments } from './teamAccess';

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
  return nestRows(
    rows,
    (row) => ({ id: row.id, parentId: row.parent_id }),
    (row): TeamDept => ({
      deptId: row.id,
      parentId: row.parent_id,
      name: row.name,
      sort: row.sort,
      memberCount: countOf.get(row.id) ?? 0,
      children: [],
    }),
  ).roots;
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
    const time = options.now.toISOString();
    const row = await trx
      .insertInto('team_departments')
      .values({
        team_id: options.teamId,
        parent_id: parentId,
        name,
        sort: await teamDepartments.nextPosition(trx, options.teamId, parentId),
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
    if (options.parentId !== null) await requireDept(trx, options.teamId, options.parentId);
    await teamDepartments.move(
      trx,
      {
        scopeId: options.teamId,
        id: options.deptId,
        parentId: options.parentId,
        index: options.index,
        time: options.now.toISOString(),
      },
      { cycle: () => failure('teamDeptMoveIntoItself') },
    );
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
    const member = await trx
      .selectFrom('team_members')
      .select('id')
      .where('department_id', '=', options.deptId)
      .executeTakeFirst();
    if (member || (await teamDepartments.hasChildren(trx, options.deptId))) throw failure('teamHasChildrenOrMembers');
    await trx.deleteFrom('team_departments').where('id', '=', options.deptId).execute();
  });
}
