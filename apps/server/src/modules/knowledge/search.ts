import {
  type KnowledgeSearchHit,
  SEARCH_KEYWORD_MAX,
  SEARCH_RESULTS_MAX,
  highlight,
  searchTerms,
  snippet,
} from '@questline/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { onPostgres } from './documentStore';
import { kbAccess } from './kbAccess';
import { containsPattern } from '../../db/containsText';
import { ftsPhrase, indexable } from '../../db/trigramMatch';

/**
 * One term's condition. SQLite: the FTS5 trigram index for terms of three characters or more; shorter ones
 * (two Chinese characters are a common word) are LIKE over the documents themselves, newest first, which
 * stops early for common words and scans at most every document for rare ones. PostgreSQL: LIKE on the
 * expression its pg_trgm GIN index covers (ADR 0042).
 */
function termMatches(postgres: boolean, term: string, recentOnly: boolean): Expression<SqlBool> {
  const pattern = containsPattern(term);
  // Over the newest documents only, the expression is written so the trigram index does not apply and
  // PostgreSQL walks the primary key instead.
  if (postgres && recentOnly)
    return sql<SqlBool>`strpos(lower(d.title || ' ' || d.plain_text), ${term.toLowerCase()}) > 0`;
  if (postgres) return sql<SqlBool>`lower(d.title || ' ' || d.plain_text) like ${pattern} escape '\\'`;
  if (indexable(term)) return sql<SqlBool>`knowledge_search match ${ftsPhrase(term)}`;
  return sql<SqlBool>`(d.title like ${pattern} escape '\\' or d.plain_text like ${pattern} escape '\\')`;
}

/** How many of the newest documents PostgreSQL scans before it asks its trigram index (ADR 0042). */
const RECENT_WINDOW = 2_000;

/**
 * PostgreSQL's planner answers a common word by fetching every trigram match and sorting it. A first look
 * at the newest documents only answers common words at once; when it finds fewer than a page, the indexed
 * query runs over everything (rare words, which the index answers fast).
 */
async function recentFirst<T>(db: Kysely<Database>, run: (newerThan: number) => Promise<T[]>): Promise<T[] | null> {
  const newest = await db
    .selectFrom('knowledge_documents')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const cutoff = Number(newest?.id ?? 0) - RECENT_WINDOW;
  if (cutoff <= 0) return null;
  const rows = await run(cutoff);
  return rows.length >= SEARCH_RESULTS_MAX ? rows : null;
}

/**
 * GET knowledge/search: documents whose title or body holds every word of the keyword, in the spaces the
 * caller belongs to (or the one named), drafts only for those who may read them: the newest 50, those whose
 * title matches first.
 */
export async function searchDocuments(
  db: Kysely<Database>,
  options: { keyword: string; kbId?: number; userId: number },
): Promise<KnowledgeSearchHit[]> {
  const terms = searchTerms(options.keyword.slice(0, SEARCH_KEYWORD_MAX));
  if (terms.length === 0) throw failure('knowledgeSearchKeywordRequired');
  if (options.kbId !== undefined) await kbAccess(db, options.kbId, options.userId, 'read');
  const postgres = onPostgres(db);
  // With an indexable term on SQLite the FTS table drives the query in its rowid order, newest document
  // first, so a common word stops at the first page of readable hits instead of sorting every match.
  const viaFts = !postgres && terms.some(indexable);
  const matching = (recentOnly: boolean, newerThan: number) => {
    let query = (
      viaFts
        ? db.selectFrom('knowledge_search').innerJoin('knowledge_documents as d', 'd.id', 'knowledge_search.rowid')
        : db.selectFrom('knowledge_documents as d')
    )
      .innerJoin('knowledge_members as me', (join) =>
        join.onRef('me.kb_id', '=', 'd.kb_id').on('me.user_id', '=', options.userId),
      )
      .innerJoin('knowledge_bases as kb', 'kb.id', 'd.kb_id')
      .select(['d.id', 'd.kb_id', 'kb.name as kb_name', 'd.title', 'd.status', 'd.plain_text', 'd.update_time'])
      .where((eb) => eb.or([eb('d.status', '=', 'published'), eb('me.role', '!=', 'reader')]))
      .where('d.id', '>', newerThan);
    for (const term of terms) query = query.where(termMatches(postgres, term, recentOnly));
    if (options.kbId !== undefined) query = query.where('d.kb_id', '=', options.kbId);
    return query
      .orderBy(viaFts ? sql`knowledge_search.rowid` : sql`d.id`, 'desc')
      .limit(SEARCH_RESULTS_MAX)
      .execute();
  };
  let rows = postgres ? await recentFirst(db, (newerThan) => matching(true, newerThan)) : null;
  rows ??= await matching(false, 0);
  const inTitle = (title: string) => terms.some((term) => title.toLowerCase().includes(term.toLowerCase()));
  return rows
    .map((row) => ({
      kbId: row.kb_id,
      kbName: row.kb_name,
      docId: row.id,
      title: row.title,
      status: row.status,
      titleHtml: highlight(row.title, terms),
      snippetHtml: snippet(row.plain_text, terms),
      updateTime: row.update_time,
    }))
    .sort((a, b) => Number(inTitle(b.title)) - Number(inTitle(a.title)));
}
