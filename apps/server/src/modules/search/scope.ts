import type { SearchHit, SearchKind } from '@questline/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

export type Db = Kysely<Database>;

/** Who searches for what: the permission filter and the words every kind's query is built from. */
export interface SearchScope {
  userId: number;
  /** The query's words (contract searchTerms), at least one. */
  terms: string[];
  /** Only this project, which the caller is a member of (checked before any kind runs). */
  projectId?: number;
  postgres: boolean;
}

export interface KindPage {
  offset: number;
  limit: number;
}

/** One kind's count and page, both from the same permission-filtered query. */
export interface KindResult {
  total: number;
  hits: SearchHit[];
}

export type KindSearch = (db: Db, scope: SearchScope, page: KindPage) => Promise<KindResult>;

export type SearchKinds = Record<SearchKind, KindSearch>;

/** A column of the query as text, for the trigram and LIKE helpers. */
export const column = (name: string): RawBuilder<string> => sql<string>`${sql.ref(name)}`;

/** PostgreSQL answers count(*) as a bigint string. */
export const countOf = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

/**
 * The projects whose contents the caller may search: those they are a member of and not in the recycle bin (what
 * the project list shows them), narrowed to the one asked for. A subquery of every project-held kind's query.
 */
export function memberProjects(db: Db, scope: SearchScope) {
  let query = db
    .selectFrom('project_users as mine')
    .innerJoin('projects as mp', 'mp.id', 'mine.project_id')
    .select('mine.project_id')
    .where('mine.user_id', '=', scope.userId)
    .where('mp.delete_time', 'is', null);
  if (scope.projectId !== undefined) query = query.where('mine.project_id', '=', scope.projectId);
  return query;
}

/** A hit with the fields its kind does not use left empty. */
export function hitOf(kind: SearchKind, fields: Pick<SearchHit, 'id' | 'titleHtml'> & Partial<SearchHit>): SearchHit {
  return {
    kind,
    snippetHtml: '',
    projectId: null,
    projectName: null,
    parentId: null,
    number: null,
    updateTime: null,
    ...fields,
  };
}
