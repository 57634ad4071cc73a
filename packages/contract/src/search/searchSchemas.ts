import { z } from 'zod';
import { recordId } from '../recordId';
import { SEARCH_KINDS, SEARCH_PAGE_SIZE_MAX, SEARCH_QUERY_MAX, isSearchKind } from './rules';

/** The typed words: something besides spaces, at most SEARCH_QUERY_MAX characters, each refusal its own message. */
const q = z
  .string()
  .trim()
  .refine((value) => value.length > 0, { params: { messageKey: 'searchQueryRequired' } })
  .refine((value) => [...value].length <= SEARCH_QUERY_MAX, {
    params: { messageKey: 'searchQueryTooLong', max: SEARCH_QUERY_MAX },
  });

const kinds = z
  .string()
  .max(200)
  .transform((value) => value.split(',').filter((kind) => kind.length > 0))
  .refine((values) => values.every(isSearchKind), { params: { messageKey: 'searchKindUnknown' } })
  .transform((values) => SEARCH_KINDS.filter((kind) => values.includes(kind)));

/** GET search/all. */
export const searchOverviewQuery = z.strictObject({
  q,
  kinds: kinds.optional(),
  projectId: recordId.optional(),
});
export type ParsedSearchOverviewQuery = z.output<typeof searchOverviewQuery>;

/** GET search/more: one kind, a page at a time. */
export const searchMoreQuery = z.strictObject({
  q,
  kind: z.string().refine(isSearchKind, { params: { messageKey: 'searchKindUnknown' } }),
  projectId: recordId.optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(10),
});
export type ParsedSearchMoreQuery = z.output<typeof searchMoreQuery>;
