import { type Kysely, PostgresAdapter, type QueryCreator, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type HistoryRecord, historyRows } from './history';
import type { CheckedQuestion } from './questionInput';
import type { QuestionRecord } from './questionAccess';
import { type InsertOptions, columnsOf } from './questionColumns';
import { titleGramRows } from './titleGramStore';

export function isPostgres(db: Kysely<Database> | Transaction<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * One new issue on PostgreSQL in two statements instead of five. Taking the number locks the project's row
 * until commit, so every other create in the project waits for each round trip made after it (issue 17:
 * under load most connections waited on that lock). The number is taken in the issue's own insert (a
 * data-modifying WITH), and its handlers, cc list, relations, title grams and history row go in one
 * statement of WITHs; foreign keys are checked at the end of each statement, so they hold as before.
 * SQLite has no data-modifying WITH and no such wait (one connection): insertQuestions does it step by step.
 */
export async function insertOneOnPostgres(
  trx: Transaction<Database>,
  options: InsertOptions,
  question: CheckedQuestion,
): Promise<{ rows: QuestionRecord[]; history: HistoryRecord[] }> {
  const time = options.now.toISOString();
  const row = await trx
    .with('seq', (db) =>
      db
        .updateTable('projects')
        .set({ question_seq: sql<number>`question_seq + 1` })
        .where('id', '=', options.projectId)
        .returning('question_seq'),
    )
    .insertInto('questions')
    .values((eb) => ({
      ...columnsOf(question),
      project_id: options.projectId,
      number: eb.selectFrom('seq').select('question_seq'),
      status: options.status,
      creator_id: options.creatorId,
      create_time: time,
      update_time: time,
    }))
    .returningAll()
    .executeTakeFirstOrThrow();
  const id = row.id;
  // Each step adds one insert as a WITH. Nothing refers to the WITH names, so the writer keeps the plain
  // Database type (the cast only forgets the unused names).
  const steps: ((creator: QueryCreator<Database>) => unknown)[] = [];
  const handlers = question.handlerIds.map((userId, sort) => ({
    question_id: id,
    user_id: userId,
    completed: 0,
    sort,
  }));
  if (handlers.length > 0) steps.push((c) => c.with('h', () => trx.insertInto('question_handlers').values(handlers)));
  const cc = question.ccIds.map((userId) => ({ question_id: id, user_id: userId }));
  if (cc.length > 0) steps.push((c) => c.with('c', () => trx.insertInto('question_cc').values(cc)));
  const relations = question.relatedIds.flatMap((relatedId) => [
    { question_id: id, related_id: relatedId },
    { question_id: relatedId, related_id: id },
  ]);
  if (relations.length > 0) {
    steps.push((c) => c.with('r', () => trx.insertInto('question_relations').values(relations)));
  }
  const grams = titleGramRows(options.projectId, id, question.title);
  if (grams.length > 0) steps.push((c) => c.with('g', () => trx.insertInto('question_title_grams').values(grams)));
  const writer = steps.reduce<QueryCreator<Database>>((creator, step) => step(creator) as QueryCreator<Database>, trx);
  const history = await writer
    .insertInto('question_history')
    .values(
      historyRows([
        {
          questionId: id,
          code: options.history,
          operatorId: options.creatorId,
          toStatus: options.status,
          now: options.now,
        },
      ]),
    )
    .returningAll()
    .execute();
  return { rows: [row], history };
}
