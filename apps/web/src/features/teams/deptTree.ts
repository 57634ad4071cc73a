import type { TeamDept } from '@questline/contract';

/** Where each department sits: its parent and its siblings in order, for moves computed on the client. */
export interface DeptPlace {
  dept: TeamDept;
  parentId: number | null;
  siblings: number[];
}

export function placesOf(tree: TeamDept[]): Map<number, DeptPlace> {
  const places = new Map<number, DeptPlace>();
  const walk = (nodes: TeamDept[], parentId: number | null) => {
    const siblings = nodes.map((node) => node.deptId);
    for (const node of nodes) {
      places.set(node.deptId, { dept: node, parentId, siblings });
      walk(node.children, node.deptId);
    }
  };
  walk(tree, null);
  return places;
}

/** A department and all of its descendants: where it may not be moved. */
export function branchIds(dept: TeamDept): number[] {
  return [dept.deptId, ...dept.children.flatMap(branchIds)];
}

/**
 * The move a drop describes, in the server's terms (POST team/moveDept): dropped onto a department it
 * becomes its first child; dropped into the gap before or after one it becomes that one's sibling there.
 * `targetId` null is the team itself, i.e. the top level.
 */
export function dropMove(
  places: Map<number, DeptPlace>,
  dragId: number,
  targetId: number | null,
  intoTarget: boolean,
  after: boolean,
): { parentId: number | null; index: number } | null {
  if (targetId === null) return intoTarget ? { parentId: null, index: 0 } : null;
  if (intoTarget) return { parentId: targetId, index: 0 };
  const target = places.get(targetId);
  if (!target) return null;
  const siblings = target.siblings.filter((id) => id !== dragId);
  const at = siblings.indexOf(targetId);
  return { parentId: target.parentId, index: after ? at + 1 : at };
}
