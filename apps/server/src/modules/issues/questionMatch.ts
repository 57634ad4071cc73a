import { QuestionStatusCode } from '@questline/contract';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/containsText';

/**
 * Conditions every issue search shares (the list, its counts, similar issues, link candidates), so they
 * agree on what a person may see and on how typed text matches.
 */

/** Someone else's drafts are theirs alone: every other issue of the project is visible to its members. */
export function visibleTo(eb: ExpressionBuilder<Database, 'questions'>, userId: number) {
  return eb.or([eb('questions.status', '!=', QuestionStatusCode.draft), eb('questions.creator_id', '=', userId)]);
}

/**
 * The title contains the typed text, literally and ignoring case on both databases: SQLite's LIKE
 * ignores ASCII case, PostgreSQL needs ILIKE for the same behaviour.
 */
export function titleContains(dialect: DialectName, text: string) {
  const operator = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  return sql<SqlBool>`questions.title ${operator} ${containsPattern(text)} escape '\\'`;
}
