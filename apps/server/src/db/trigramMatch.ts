import { SEARCH_TRIGRAM_MIN } from '@questline/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern } from './containsText';

/**
 * "Contains every word" over a trigram index, the knowledge base's approach (ADR 0042) shared with search everywhere
 * (ADR 0127): an FTS5 trigram table on SQLite, a pg_trgm GIN index over lower(text) on PostgreSQL.
 */

/** FTS5 phrase syntax: the term in double quotes, its own quotes doubled. */
export const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** Trigram indexes answer terms of three characters or more only. */
export const indexable = (term: string) => [...term].length >= SEARCH_TRIGRAM_MIN;

export interface TrigramTarget {
  /** SQLite: the FTS5 table whose rowid is the row's id. */
  ftsTable: string;
  /** The row's id, which the FTS5 rowid names. */
  id: RawBuilder<number>;
  /** PostgreSQL: the text the pg_trgm index covers, exactly as the index writes it inside lower(). */
  text: RawBuilder<string>;
  /** What words shorter than a trigram match: the title or name alone. */
  title: RawBuilder<string>;
}

/**
 * One condition per word: long words through the index over title and body, short ones (two Chinese characters are
 * a common word) as LIKE on the title only, so they never scan every body. On SQLite the long words go to FTS5 as
 * one query, the row's id among its rowids.
 */
export function matchesEveryTerm(postgres: boolean, terms: string[], target: TrigramTarget): Expression<SqlBool>[] {
  const short = terms.filter((term) => !indexable(term));
  const long = terms.filter(indexable);
  const titleHas = (term: string) => sql<SqlBool>`lower(${target.title}) like ${containsPattern(term)} escape '\\'`;
  const conditions = short.map(titleHas);
  if (postgres) {
    for (const term of long)
      conditions.push(sql<SqlBool>`lower(${target.text}) like ${containsPattern(term)} escape '\\'`);
  } else if (long.length > 0) {
    const fts = sql.table(target.ftsTable);
    const match = long.map(ftsPhrase).join(' AND ');
    conditions.push(sql<SqlBool>`${target.id} in (select rowid from ${fts} where ${fts} match ${match})`);
  }
  return conditions;
}

/** Every word in at least one of the columns, LIKE alone: for the short fields of people, projects and files. */
export function containsEveryTerm(terms: string[], columns: RawBuilder<string>[]): Expression<SqlBool>[] {
  return terms.map((term) => {
    const pattern = containsPattern(term);
    const any = columns.map((column) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`);
    return sql<SqlBool>`(${sql.join(any, sql` or `)})`;
  });
}
