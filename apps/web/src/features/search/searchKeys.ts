import type { SearchMoreQuery, SearchOverviewQuery } from '@questline/contract';

/** The search page's query keys; nothing it shows is changed from it, so nothing invalidates them. */
export const searchKeys = {
  overview: (query: SearchOverviewQuery) => ['search', 'all', query] as const,
  more: (query: SearchMoreQuery) => ['search', 'more', query] as const,
};
