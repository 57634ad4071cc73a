import {
  type ApiOk,
  type ApiPage,
  SEARCH_PATHS,
  type SearchHit,
  type SearchMoreQuery,
  type SearchOverview,
  type SearchOverviewQuery,
} from '@questline/contract';
import { get } from './client';

/** Search everywhere (issue 35, ADR 0127). */
export function searchAll(query: SearchOverviewQuery): Promise<ApiOk<SearchOverview>> {
  return get<ApiOk<SearchOverview>>(SEARCH_PATHS.overview, query);
}

export function searchMore(query: SearchMoreQuery): Promise<ApiPage<SearchHit>> {
  return get<ApiPage<SearchHit>>(SEARCH_PATHS.more, query);
}
