import { describe, expect, it } from 'vitest';
import { pagerItems } from './pagerItems';

const shown = (current: number, count: number) =>
  pagerItems(current, count).map((item) => (item.kind === 'page' ? item.page : '…'));

describe('the issue list pager (spec point 2 "problem", issue 17)', () => {
  it('shows every page of a short list', () => {
    expect(shown(1, 1)).toEqual([1]);
    expect(shown(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(shown(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and two either side of the current page', () => {
    expect(shown(10, 20)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });

  it('slides the window inwards near either end so the row keeps its length', () => {
    expect(shown(1, 20)).toEqual([1, 2, 3, 4, 5, 6, '…', 20]);
    expect(shown(4, 20)).toEqual([1, 2, 3, 4, 5, 6, '…', 20]);
    expect(shown(6, 20)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 20]);
    expect(shown(20, 20)).toEqual([1, '…', 15, 16, 17, 18, 19, 20]);
    expect(shown(17, 20)).toEqual([1, '…', 15, 16, 17, 18, 19, 20]);
  });

  it('never leaves a gap for a single page', () => {
    expect(shown(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 20]);
    expect(shown(16, 20)).toEqual([1, '…', 14, 15, 16, 17, 18, 19, 20]);
    expect(shown(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
