import type { ProjectModule } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { buildModuleTree, dropOrder, stepOrder } from './moduleTree';

const row = (moduleId: number, parentId: number | null, serialNo: number): ProjectModule => ({
  moduleId,
  projectId: 1,
  parentId,
  moduleName: `M${moduleId}`,
  serialNo,
  handlerUserId: null,
  handlerName: null,
});
// 1 (2, 3), 4
const rows = [row(1, null, 1), row(4, null, 2), row(2, 1, 1), row(3, 1, 2)];

describe('module tree (spec point 3 "Project module": serial number)', () => {
  it('nests the flat rows by parent, siblings by serial number', () => {
    const tree = buildModuleTree(rows);
    expect(tree.map((node) => [node.module.moduleId, node.children.map((child) => child.module.moduleId)])).toEqual([
      [1, [2, 3]],
      [4, []],
    ]);
  });

  it('a drop renumbers the destination siblings with the dragged module in place', () => {
    expect(dropOrder(rows, 3, 1, 'before')).toEqual([
      { moduleId: 3, parentId: null, serialNo: 1 },
      { moduleId: 1, parentId: null, serialNo: 2 },
      { moduleId: 4, parentId: null, serialNo: 3 },
    ]);
    expect(dropOrder(rows, 2, 3, 'after')).toEqual([
      { moduleId: 3, parentId: 1, serialNo: 1 },
      { moduleId: 2, parentId: 1, serialNo: 2 },
    ]);
    expect(dropOrder(rows, 4, 2, 'inside')).toEqual([{ moduleId: 4, parentId: 2, serialNo: 1 }]);
  });

  it('refuses to drop a module inside itself or its own subtree', () => {
    expect(dropOrder(rows, 1, 2, 'inside')).toBeNull();
    expect(dropOrder(rows, 1, 1, 'inside')).toBeNull();
  });

  it('steps a module up or down among its siblings, not past the ends', () => {
    expect(stepOrder(rows, 3, -1)).toEqual([
      { moduleId: 3, parentId: 1, serialNo: 1 },
      { moduleId: 2, parentId: 1, serialNo: 2 },
    ]);
    expect(stepOrder(rows, 2, -1)).toBeNull();
    expect(stepOrder(rows, 4, 1)).toBeNull();
  });
});
