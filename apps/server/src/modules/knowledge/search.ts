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

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** FTS5 phrase syntax: the term in double quotes, its own quotes doubled. */
const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * One term's condition. SQLite: the FTS5 trigram index answers terms of three characters or more; shorter
 * ones (two Chinese characters are a common word) fall back to LIKE over the same table. PostgreSQL: LIKE on
 * the expression its pg_trgm GIN index covers (ADR 0042).
 */
function termMatches(postgres: boolean, term: string): Expression<SqlBool> {
  if (postgres) return sql<SqlBool>`lower(d.title || ' ' || d.plain_text) like ${likePattern(term)} escape '\\'`;
  if ([...term].length >= 3) return sql<SqlBool>`knowledge_search match ${ftsPhrase(term)}`;
  const pattern = likePattern(term);
  return sql<SqlBool>`(knowledge_search.title like ${pattern} escape '\\' or knowledge_search.body like ${pattern} escape '\\')`;
}

/**
 * GET knowledge/search: documents whose title or body holds every word of the keyword, in the spaces the
 * caller belongs to (or the one named), drafts only for those who may read them; titles that match first.
 */
export async function searchDocuments(
  db: Kysely<Database>,
  options: { keyword: string; kbId?: number; userId: number },
): Promise<KnowledgeSearchHit[]> {
  const terms = searchTerms(options.keyword.slice(0, SEARCH_KEYWORD_MAX));
  if (terms.length === 0) throw failure('knowledgeSearchKeywordRequired');
  if (options.kbId !== undefined) await kbAccess(db, options.kbId, options.userId, 'read');
  const postgres = onPostgres(db);
  let query = db
    .selectFrom('knowledge_documents as d')
    .innerJoin('knowledge_members as me', (join) =>
      join.onRef('me.kb_id', '=', 'd.kb_id').on('me.user_id', '=', options.userId),
    )
    .innerJoin('knowledge_bases as kb', 'kb.id', 'd.kb_id')
    .select(['d.id', 'd.kb_id', 'kb.name as kb_name', 'd.title', 'd.status', 'd.plain_text', 'd.update_time'])
    .where((eb) => eb.or([eb('d.status', '=', 'published'), eb('me.role', '!=', 'reader')]));
  if (!postgres) query = query.innerJoin('knowledge_search', 'knowledge_search.rowid', 'd.id');
  for (const term of terms) query = query.where(termMatches(postgres, term));
  if (options.kbId !== undefined) query = query.where('d.kb_id', '=', options.kbId);
  const rows = await query.orderBy('d.update_time', 'desc').limit(SEARCH_RESULTS_MAX).execute();
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
