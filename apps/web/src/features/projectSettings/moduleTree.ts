import type { ModuleOrderBody, ProjectModule } from '@questline/contract';

export interface ModuleNode {
  module: ProjectModule;
  children: ModuleNode[];
}

type OrderItems = ModuleOrderBody['items'];

function siblingsOf(rows: ProjectModule[], parentId: number | null): ProjectModule[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .sort((a, b) => a.serialNo - b.serialNo || a.moduleId - b.moduleId);
}

/** The list call's flat rows as a tree, siblings by serial number. */
export function buildModuleTree(rows: ProjectModule[], parentId: number | null = null): ModuleNode[] {
  return siblingsOf(rows, parentId).map((module) => ({ module, children: buildModuleTree(rows, module.moduleId) }));
}

function isInside(rows: ProjectModule[], moduleId: number, ancestorId: number): boolean {
  const parents = new Map(rows.map((row) => [row.moduleId, row.parentId]));
  for (let current: number | null | undefined = moduleId; current != null; current = parents.get(current)) {
    if (current === ancestorId) return true;
  }
  return false;
}

/** The destination's children numbered 1..n with `moduleId` placed at `index`: the body of editModuleSerialNo. */
function placed(rows: ProjectModule[], moduleId: number, parentId: number | null, index: number): OrderItems {
  const siblings = siblingsOf(rows, parentId).filter((row) => row.moduleId !== moduleId);
  const ids = siblings.map((row) => row.moduleId);
  ids.splice(Math.max(0, Math.min(index, ids.length)), 0, moduleId);
  return ids.map((id, position) => ({ moduleId: id, parentId, serialNo: position + 1 }));
}

/**
 * A drag of `dragId` onto `targetId`: before or after it among its siblings, or inside it as its last
 * child. Null when the drop would put a module inside itself.
 */
export function dropOrder(
  rows: ProjectModule[],
  dragId: number,
  targetId: number,
  where: 'before' | 'after' | 'inside',
): OrderItems | null {
  const target = rows.find((row) => row.moduleId === targetId);
  if (!target || isInside(rows, targetId, dragId)) return null;
  if (where === 'inside') return placed(rows, dragId, targetId, Number.MAX_SAFE_INTEGER);
  const siblings = siblingsOf(rows, target.parentId).filter((row) => row.moduleId !== dragId);
  const index = siblings.findIndex((row) => row.moduleId === targetId) + (where === 'after' ? 1 : 0);
  return placed(rows, dragId, target.parentId, index);
}

/** One place up (-1) or down (+1) among its siblings, for keyboard users; null at either end. */
export function stepOrder(rows: ProjectModule[], moduleId: number, step: -1 | 1): OrderItems | null {
  const module = rows.find((row) => row.moduleId === moduleId);
  if (!module) return null;
  const siblings = siblingsOf(rows, module.parentId);
  const index = siblings.findIndex((row) => row.moduleId === moduleId) + step;
  if (index < 0 || index >= siblings.length) return null;
  return placed(rows, moduleId, module.parentId, index);
}
