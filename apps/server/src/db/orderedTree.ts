import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The one ordered tree (issue 29): a project's modules, a team's departments and a knowledge space's folders are
 * rows of one scope, each under a parent row of the same scope or at the top, siblings ordered by a position column
 * and then by id. Reading, appending, moving and reordering go through here; what a kind checks first (who may,
 * which name) and what it refuses with stays with the kind (ADR 0140).
 */
const TREES = {
  project_modules: { scope: 'project_id', position: 'serial_no', first: 1 },
  team_departments: { scope: 'team_id', position: 'sort', first: 0 },
  knowledge_folders: { scope: 'kb_id', position: 'sort', first: 0 },
} as const satisfies {
  [T in keyof Database]?: { scope: keyof Database[T]; position: keyof Database[T]; first: number };
};

export type TreeTable = keyof typeof TREES;

type Db = Kysely<Database>;

/** A row's place: its id and its parent's (null: the top). */
export interface TreePlace {
  id: number;
  parentId: number | null;
}

/** The rows as nested nodes, siblings in the rows' order; a row whose parent is not among them stands at the top. */
export function nestRows<R, N extends { children: N[] }>(
  rows: readonly R[],
  placeOf: (row: R) => TreePlace,
  nodeOf: (row: R) => N,
): { roots: N[]; nodes: Map<number, N> } {
  const nodes = new Map<number, N>();
  for (const row of rows) nodes.set(placeOf(row).id, nodeOf(row));
  const roots: N[] = [];
  for (const row of rows) {
    const { id, parentId } = placeOf(row);
    const node = nodes.get(id);
    if (!node) continue;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    (parent ? parent.children : roots).push(node);
  }
  return { roots, nodes };
}

/** A row's id and the ids of every row below it, nearest first. */
export function branchOf(parents: ReadonlyMap<number, number | null>, id: number): number[] {
  const children = new Map<number, number[]>();
  for (const [child, parent] of parents) {
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const queue = [id];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    found.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

/** True when following parents from some row comes back to it: a branch cut off the tree. */
export function hasCycle(parents: ReadonlyMap<number, number | null>): boolean {
  for (const start of parents.keys()) {
    const seen = new Set<number>();
    let current: number | null | undefined = start;
    while (current !== null && current !== undefined) {
      if (seen.has(current)) return true;
      seen.add(current);
      current = parents.get(current);
    }
  }
  return false;
}

/** The siblings' order with `id` put at `index` (past the end: last). */
export function placeAt(siblings: readonly number[], id: number, index: number): number[] {
  const order = siblings.filter((sibling) => sibling !== id);
  order.splice(Math.min(Math.max(index, 0), order.length), 0, id);
  return order;
}

/** What a move or reorder refuses: an id outside the tree, and a parent below the row it would hold. */
export interface TreeRefusals {
  unknown: () => Error;
  cycle: () => Error;
}

/** The tree of one table; every call names the scope (project, team, space) it works in. */
export function orderedTree(table: TreeTable) {
  const { scope, position, first } = TREES[table];

  async function parentsIn(db: Db, scopeId: number): Promise<Map<number, number | null>> {
    const rows = await db.selectFrom(table).select(['id', 'parent_id']).where(scope, '=', scopeId).execute();
    return new Map(rows.map((row) => [row.id, row.parent_id]));
  }

  async function childIds(db: Db, scopeId: number, parentId: number | null): Promise<number[]> {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where(scope, '=', scopeId)
      .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
      .orderBy(position)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  return {
    /** A row's id and the ids of every row below it, from one read of the tree. */
    async branch(db: Db, scopeId: number, id: number): Promise<number[]> {
      return branchOf(await parentsIn(db, scopeId), id);
    },

    /** The position after the last child of `parentId` (the first position for the first child). */
    async nextPosition(db: Db, scopeId: number, parentId: number | null): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max(position).as('last'))
        .where(scope, '=', scopeId)
        .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
        .executeTakeFirst();
      // MAX over no rows is NULL, whatever the column's type says.
      const last: unknown = row?.last;
      return last === null || last === undefined ? first : Number(last) + 1;
    },

    async hasChildren(db: Db, id: number): Promise<boolean> {
      return (await db.selectFrom(table).select('id').where('parent_id', '=', id).executeTakeFirst()) !== undefined;
    },

    /**
     * A drag: the row goes under `parentId` (null: the top) at `index` among its new siblings, who are numbered
     * again from the first position. Run it in the caller's transaction, after the caller found both rows.
     */
    async move(
      trx: Db,
      options: { scopeId: number; id: number; parentId: number | null; index: number; time: string },
      refuse: Pick<TreeRefusals, 'cycle'>,
    ): Promise<void> {
      const parents = await parentsIn(trx, options.scopeId);
      if (options.parentId !== null && branchOf(parents, options.id).includes(options.parentId)) throw refuse.cycle();
      const order = placeAt(await childIds(trx, options.scopeId, options.parentId), options.id, options.index);
      await trx
        .updateTable(table)
        .set({ parent_id: options.parentId, update_time: options.time })
        .where('id', '=', options.id)
        .execute();
      for (const [index, id] of order.entries()) {
        await trx
          .updateTable(table)
          .set(position, first + index)
          .where('id', '=', id)
          .execute();
      }
    },

    /**
     * The tree after a drag on a page that sends every moved row's parent and position at once; rows not listed
     * stay. Every id, parents included, must be a row of the scope, and the result must still be a tree.
     */
    async reorder(
      trx: Db,
      options: { scopeId: number; items: readonly (TreePlace & { position: number })[]; time: string },
      refuse: TreeRefusals,
    ): Promise<void> {
      const parents = await parentsIn(trx, options.scopeId);
      for (const item of options.items) {
        if (!parents.has(item.id)) throw refuse.unknown();
        if (item.parentId !== null && !parents.has(item.parentId)) throw refuse.unknown();
      }
      for (const item of options.items) parents.set(item.id, item.parentId);
      if (hasCycle(parents)) throw refuse.cycle();
      for (const item of options.items) {
        await trx
          .updateTable(table)
          .set({ parent_id: item.parentId, update_time: options.time })
          .set(position, item.position)
          .where('id', '=', item.id)
          .execute();
      }
    },
  };
}
