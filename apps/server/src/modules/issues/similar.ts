import { type SimilarQuestion, TITLE_GRAMS_QUERY_MAX, gramSimilarity, titleGrams } from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { projectAccess } from '../projects/policy';
import { visibleTo } from './questionMatch';

type Db = Kysely<Database>;

/** At most this many similar issues are answered. */
export const SIMILAR_MAX = 8;
/** Below this score a title shares too little to be worth showing. */
export const SIMILAR_MIN_SCORE = 0.15;
/** Candidates scored in full, from the highest counts of shared rare grams and of shared common ones. */
const CANDIDATES = 40;
/**
 * A gram found in this many titles is common ("issue", "页面"): it is looked up only among the project's
 * newest COMMON_GRAM_WINDOW issues, so one frequent word cannot make the lookup read the whole project.
 */
const COMMON_GRAM_ROWS = 1000;
const COMMON_GRAM_WINDOW = 2000;

/** Each gram's number of titles, counted no further than COMMON_GRAM_ROWS (one statement, index only). */
async function commonGrams(db: Db, projectId: number, grams: string[]): Promise<Set<string>> {
  const probes = grams.map(
    (gram) => sql`select gram from (select gram from question_title_grams
      where project_id = ${projectId} and gram = ${gram} limit ${COMMON_GRAM_ROWS}) as probe`,
  );
  const { rows } = await sql<{ gram: string; titles: number | string }>`
    select gram, count(*) as titles from (${sql.join(probes, sql` union all `)}) as probes group by gram`.execute(db);
  return new Set(rows.filter((row) => Number(row.titles) >= COMMON_GRAM_ROWS).map((row) => row.gram));
}

/** The smallest issue id among the project's newest COMMON_GRAM_WINDOW (numbers grow with ids). */
async function windowStart(db: Db, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('number', 'desc')
    .limit(1)
    .offset(COMMON_GRAM_WINDOW - 1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/**
 * GET questionInfo/qualified (spec point 7): issues of the project whose titles look like the one being
 * typed, best first (ADR 0024). Candidates come from the title-gram index (PK project, gram, question),
 * then each is scored on its whole title; someone else's drafts are never shown.
 */
export async function similarQuestions(
  db: Db,
  options: { projectId: number; questionName: string; userId: number },
): Promise<SimilarQuestion[]> {
  await projectAccess(db, { projectId: options.projectId, userId: options.userId, atLeast: 'member' });
  const queryGrams = titleGrams(options.questionName).slice(0, TITLE_GRAMS_QUERY_MAX);
  if (queryGrams.length === 0) return [];
  const common = await commonGrams(db, options.projectId, queryGrams);
  const rare = queryGrams.filter((gram) => !common.has(gram));
  const floor = common.size > 0 ? await windowStart(db, options.projectId) : 0;
  // Rare and common grams pick their candidates apart, so a title sharing one rare word is not crowded
  // out by many titles sharing only common ones; each is one index range (an OR would read everything).
  const candidateIds = new Set<number>();
  for (const match of [
    rare.length > 0 ? sql`gram in (${sql.join(rare)})` : null,
    common.size > 0 ? sql`gram in (${sql.join([...common])}) and question_id >= ${floor}` : null,
  ]) {
    if (match === null) continue;
    const { rows } = await sql<{ question_id: number }>`
      select question_id from question_title_grams where project_id = ${options.projectId} and ${match}
      group by question_id order by count(*) desc, question_id desc limit ${CANDIDATES}`.execute(db);
    for (const row of rows) candidateIds.add(row.question_id);
  }
  if (candidateIds.size === 0) return [];
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'number', 'title', 'status', 'creator_id'])
    .where('project_id', '=', options.projectId)
    .where('id', 'in', [...candidateIds])
    .where((eb) => visibleTo(eb, options.userId))
    .execute();
  return rows
    .map((row) => ({
      questionId: row.id,
      number: row.number,
      questionName: row.title,
      status: row.status,
      score: Math.round(gramSimilarity(queryGrams, titleGrams(row.title)) * 1000) / 1000,
    }))
    .filter((row) => row.score >= SIMILAR_MIN_SCORE)
    .sort((a, b) => b.score - a.score || b.number - a.number)
    .slice(0, SIMILAR_MAX);
}
