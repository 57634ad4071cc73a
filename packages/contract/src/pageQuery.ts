import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from './paging';

/**
 * Paging in the query string (spec point 9). Apart from paging.ts, whose page sizes the browser reads, so the
 * browser does not download zod (issue 17, ADR 0091).
 */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(MIN_PAGE_SIZE).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
