import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDept, buildTeam, buildUser } from '../test/factories';
import { type TestDatabase, createTestDatabase } from '../test/database';
import { branchOf, hasCycle, nestRows, orderedTree, placeAt } from './orderedTree';

const refusals = { unknown: () => new Error('unknown'), cycle: () => new Error('cycle') };

/** Issue 29: the one ordered tree of modules, departments and knowledge folders. */
describe('the ordered tree, by itself', () => {
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, 1],
    [5, null],
  ]);

  it('nests rows under their parents in the rows order, an orphan at the top', () => {
    const rows = [
      { id: 5, parentId: null },
      { id: 4, parentId: 1 },
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 9, parentId: 77 },
    ];
    const { roots, nodes } = nestRows(
      rows,
      (row) => row,
      (row) => ({ id: row.id, children: [] as { id: number; children: never[] }[] }),
    );
    const shape = (node: { id: number; children: { id: number }[] }) => [node.id, node.children.map((c) => c.id)];
    expect(roots.map(shape)).toEqual([
      [5, []],
      [1, [4, 2]],
      [9, []],
    ]);
    expect(nodes.get(1)?.children.map((child) => child.id)).toEqual([4, 2]);
  });

  it('finds a branch, nearest first, and a lone id as a branch of one', () => {
    expect(branchOf(parents, 1)).toEqual([1, 2, 4, 3]);
    expect(branchOf(parents, 3)).toEqual([3]);
    expect(branchOf(parents, 42)).toEqual([42]);
  });

  it('tells a tree from parents that come back to themselves', () => {
    expect(hasCycle(parents)).toBe(false);
    expect(hasCycle(new Map([...parents, [1, 3]]))).toBe(true);
    expect(hasCycle(new Map([[7, 7]]))).toBe(true);
  });

  it('places an id among siblings, past the end as the last, and never twice', () => {
    expect(placeAt([1, 2, 3], 9, 1)).toEqual([1, 9, 2, 3]);
    expect(placeAt([1, 2, 3], 9, 99)).toEqual([1, 2, 3, 9]);
    expect(placeAt([1, 2, 3], 3, 0)).toEqual([3, 1, 2]);
  });
});

describe('the ordered tree in the database', () => {
  let database: TestDatabase;
  const departments = orderedTree('team_departments');
  const time = '2026-05-01T00:00:00.000Z';
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const children = async (teamId: number, parentId: number | null) =>
    (
      await database.db
        .selectFrom('team_departments')
        .select(['id', 'sort'])
        .where('team_id', '=', teamId)
        .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
        .orderBy('sort')
        .orderBy('id')
        .execute()
    ).map((row) => [row.id, row.sort]);

  async function team() {
    const owner = await buildUser(database.db);
    return (await buildTeam(database.db, { ownerId: owner.id })).id;
  }

  it('appends after the last sibling of the parent, counting from the first position', async () => {
    const teamId = await team();
    expect(await departments.nextPosition(database.db, teamId, null)).toBe(0);
    const top = await buildDept(database.db, { teamId, sort: 0 });
    await buildDept(database.db, { teamId, sort: 4 });
    expect(await departments.nextPosition(database.db, teamId, null)).toBe(5);
    expect(await departments.nextPosition(database.db, teamId, top)).toBe(0);
    const modules = orderedTree('project_modules');
    // Modules count from 1; a project without modules starts there.
    expect(await modules.nextPosition(database.db, 987_654, null)).toBe(1);
  });

  it('moves a row under a new parent at an index and numbers the new siblings again', async () => {
    const teamId = await team();
    const [a, b, c] = [
      await buildDept(database.db, { teamId, sort: 0 }),
      await buildDept(database.db, { teamId, sort: 1 }),
      await buildDept(database.db, { teamId, sort: 2 }),
    ];
    const inA = await buildDept(database.db, { teamId, parentId: a, sort: 0 });
    await departments.move(database.db, { scopeId: teamId, id: c, parentId: a, index: 0, time }, refusals);
    expect(await children(teamId, a)).toEqual([
      [c, 0],
      [inA, 1],
    ]);
    await departments.move(database.db, { scopeId: teamId, id: b, parentId: null, index: 0, time }, refusals);
    expect(await children(teamId, null)).toEqual([
      [b, 0],
      [a, 1],
    ]);
    const moved = await database.db
      .selectFrom('team_departments')
      .select(['update_time'])
      .where('id', '=', c)
      .executeTakeFirstOrThrow();
    expect(moved.update_time).toBe(time);
    expect(new Set(await departments.branch(database.db, teamId, a))).toEqual(new Set([a, inA, c]));
    expect(await departments.hasChildren(database.db, a)).toBe(true);
    expect(await departments.hasChildren(database.db, b)).toBe(false);
  });

  it('refuses to move a row under itself or below it, changing nothing', async () => {
    const teamId = await team();
    const a = await buildDept(database.db, { teamId, sort: 0 });
    const below = await buildDept(database.db, { teamId, parentId: a, sort: 0 });
    for (const parentId of [a, below]) {
      await expect(
        departments.move(database.db, { scopeId: teamId, id: a, parentId, index: 0, time }, refusals),
      ).rejects.toThrow('cycle');
    }
    expect(await children(teamId, null)).toEqual([[a, 0]]);
  });

  it('reorders with the positions sent, refusing ids of another scope and cycles', async () => {
    const teamId = await team();
    const otherTeam = await team();
    const a = await buildDept(database.db, { teamId, sort: 0 });
    const b = await buildDept(database.db, { teamId, sort: 1 });
    const stranger = await buildDept(database.db, { teamId: otherTeam });
    const reorder = (items: { id: number; parentId: number | null; position: number }[]) =>
      departments.reorder(database.db, { scopeId: teamId, items, time }, refusals);

    await expect(reorder([{ id: stranger, parentId: null, position: 0 }])).rejects.toThrow('unknown');
    await expect(reorder([{ id: a, parentId: stranger, position: 0 }])).rejects.toThrow('unknown');
    await expect(
      reorder([
        { id: a, parentId: b, position: 0 },
        { id: b, parentId: a, position: 0 },
      ]),
    ).rejects.toThrow('cycle');
    await reorder([
      { id: b, parentId: null, position: 3 },
      { id: a, parentId: b, position: 7 },
    ]);
    expect(await children(teamId, null)).toEqual([[b, 3]]);
    expect(await children(teamId, b)).toEqual([[a, 7]]);
  });
});
