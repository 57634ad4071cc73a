import type { TeamDept } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { branchIds, dropMove, placesOf } from './deptTree';

const dept = (deptId: number, children: TeamDept[] = [], parentId: number | null = null): TeamDept => ({
  deptId,
  parentId,
  name: `D${String(deptId)}`,
  sort: 0,
  memberCount: 0,
  children,
});

// 1 (2, 3), 4
const tree = [dept(1, [dept(2, [], 1), dept(3, [], 1)]), dept(4)];

describe('department drops (issue 8, drag to move and reorder)', () => {
  const places = placesOf(tree);

  it('onto a department: its first child', () => {
    expect(dropMove(places, 4, 2, true, false)).toEqual({ parentId: 2, index: 0 });
  });

  it('onto the team: the first top-level department', () => {
    expect(dropMove(places, 2, null, true, false)).toEqual({ parentId: null, index: 0 });
    expect(dropMove(places, 2, null, false, true)).toBeNull();
  });

  it('into a gap: the target sibling place, not counting the dragged department itself', () => {
    expect(dropMove(places, 4, 3, false, false)).toEqual({ parentId: 1, index: 1 });
    expect(dropMove(places, 4, 3, false, true)).toEqual({ parentId: 1, index: 2 });
    expect(dropMove(places, 2, 3, false, true)).toEqual({ parentId: 1, index: 1 });
    expect(dropMove(places, 1, 4, false, true)).toEqual({ parentId: null, index: 1 });
  });

  it('a branch is the department and everything below it', () => {
    expect(branchIds(tree[0] as TeamDept).sort()).toEqual([1, 2, 3]);
  });
});
