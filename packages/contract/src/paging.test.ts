import { describe, expect, it } from 'vitest';
import { pageQuery } from './pageQuery';
import { PAGE_SIZES, pageAfterChange, pageOffset } from './paging';

describe('paging (spec point 9)', () => {
  it('offers the listed page sizes', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 15, 20, 25, 40, 80, 100, 150, 300]);
  });

  it('reads pageNum and pageSize from a query string and defaults to page 1 of 10', () => {
    expect(pageQuery.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(pageQuery.parse({ pageNum: '3', pageSize: '25' })).toEqual({ pageNum: 3, pageSize: 25 });
  });

  it('refuses sizes outside 5..300', () => {
    expect(pageQuery.safeParse({ pageSize: '4' }).success).toBe(false);
    expect(pageQuery.safeParse({ pageSize: '301' }).success).toBe(false);
  });

  it('computes the row offset', () => {
    expect(pageOffset({ pageNum: 3, pageSize: 20 })).toBe(40);
  });

  it('starts again at page 1 when the page size changes, and keeps the page otherwise', () => {
    expect(pageAfterChange({ pageNum: 3, pageSize: 10 }, 4, 10)).toEqual({ pageNum: 4, pageSize: 10 });
    expect(pageAfterChange({ pageNum: 3, pageSize: 10 }, 3, 20)).toEqual({ pageNum: 1, pageSize: 20 });
  });
});
