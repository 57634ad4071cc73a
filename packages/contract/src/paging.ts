/** Spec point 9: page sizes the client offers. */
export const PAGE_SIZES = [5, 10, 15, 20, 25, 40, 80, 100, 150, 300] as const;
export const MIN_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 300;
export const DEFAULT_PAGE_SIZE = 10;

/** A page of a list: `pageQuery` (pageQuery.ts) parses it from the query string. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export function pageOffset({ pageNum, pageSize }: PageQuery): number {
  return (pageNum - 1) * pageSize;
}

/** The page a pager's change leads to: a new page size starts again at page 1 (spec point 9), a page keeps it. */
export function pageAfterChange(current: PageQuery, pageNum: number, pageSize: number): PageQuery {
  return { pageNum: pageSize === current.pageSize ? pageNum : 1, pageSize };
}
