import { productPath } from '../transport';
import type { SearchKind } from './rules';

const path = (name: string) => productPath(`search/${name}`);

/**
 * Search everywhere (issue 35, ADR 0127). Both calls need a session and answer only what the caller may open: the
 * permission filter is part of each query, so counts never include what the caller cannot see. No zod here: the
 * page reads these without the schema library (ADR 0091).
 */
export const SEARCH_PATHS = {
  /** GET SearchOverviewQuery: `data` = SearchOverview, each asked kind's count and first SEARCH_GROUP_HITS hits. */
  overview: path('all'),
  /** GET SearchMoreQuery: `rows` of one kind's SearchHit, newest first, and `total`. */
  more: path('more'),
} as const;

/** What the search page asks: `kinds` comma-separated (none: every kind), `projectId` narrows to one project. */
export interface SearchOverviewQuery {
  q: string;
  kinds?: string;
  projectId?: number;
}

export interface SearchMoreQuery {
  q: string;
  kind: SearchKind;
  projectId?: number;
  pageNum: number;
  pageSize: number;
}

/**
 * One thing found. `titleHtml` and `snippetHtml` are escaped text with <mark> around the matches (contract
 * snippet.ts), never markup of the object itself; rich text is reduced to its plain text first.
 */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  titleHtml: string;
  snippetHtml: string;
  /** The project the hit belongs to (a document: its space's project, if any); null for people and disk files. */
  projectId: number | null;
  projectName: string | null;
  /** A document's space, a disk file's folder (null: the root); null otherwise. */
  parentId: number | null;
  /** An issue's number in its project (#n); null otherwise. */
  number: number | null;
  updateTime: string | null;
}

export interface SearchGroup {
  kind: SearchKind;
  total: number;
  hits: SearchHit[];
}

export interface SearchOverview {
  /** The words searched for, as the server read them (at most five, the query cut at SEARCH_QUERY_MAX). */
  terms: string[];
  groups: SearchGroup[];
}
