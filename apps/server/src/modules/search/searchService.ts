import {
  type ParsedSearchMoreQuery,
  type ParsedSearchOverviewQuery,
  SEARCH_GROUP_HITS,
  SEARCH_KINDS,
  type SearchOverview,
  searchTerms,
} from '@questline/contract';
import { onPostgres } from '../knowledge/documentStore';
import { projectAccess } from '../projects/policy';
import { searchDiskFiles, searchDocuments, searchPeople, searchProjects } from './personalKinds';
import { searchIssues, searchPlans, searchTestCases } from './projectKinds';
import type { Db, KindResult, SearchKinds, SearchScope } from './scope';

const KINDS: SearchKinds = {
  issue: searchIssues,
  document: searchDocuments,
  testCase: searchTestCases,
  plan: searchPlans,
  person: searchPeople,
  project: searchProjects,
  diskFile: searchDiskFiles,
};

/** A project filter names a project the caller is a member of: any other answers 404, as everywhere. */
async function scopeOf(db: Db, userId: number, q: string, projectId: number | undefined): Promise<SearchScope> {
  if (projectId !== undefined) await projectAccess(db, { projectId, userId, atLeast: 'member' });
  return { userId, terms: searchTerms(q), postgres: onPostgres(db), ...(projectId === undefined ? {} : { projectId }) };
}

/**
 * GET search/all: every asked kind's count and newest hits. The kinds are asked at once: PostgreSQL answers them on
 * connections of their own (the seven one after another were the slowest call of bench:capacity, p50 30-40 ms);
 * SQLite's one connection still answers them one at a time.
 */
export async function searchOverview(
  db: Db,
  userId: number,
  query: ParsedSearchOverviewQuery,
): Promise<SearchOverview> {
  const scope = await scopeOf(db, userId, query.q, query.projectId);
  const kinds = query.kinds && query.kinds.length > 0 ? query.kinds : SEARCH_KINDS;
  const groups = await Promise.all(
    kinds.map(async (kind) => ({ kind, ...(await KINDS[kind](db, scope, { offset: 0, limit: SEARCH_GROUP_HITS })) })),
  );
  return { terms: scope.terms, groups };
}

/** GET search/more: one page of one kind. */
export async function searchMore(db: Db, userId: number, query: ParsedSearchMoreQuery): Promise<KindResult> {
  const scope = await scopeOf(db, userId, query.q, query.projectId);
  return KINDS[query.kind](db, scope, { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize });
}
