import { z } from 'zod';

/** Spec point 9: page sizes the client offers. */
export const PAGE_SIZES = [5, 10, 15, 20, 25, 40, 80, 100, 150, 300] as const;
export const MIN_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 300;
export const DEFAULT_PAGE_SIZE = 10;

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(MIN_PAGE_SIZE).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageOffset({ pageNum, pageSize }: PageQuery): number {
  return (pageNum - 1) * pageSize;
}
