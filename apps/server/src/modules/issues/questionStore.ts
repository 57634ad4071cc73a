import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type HistoryRecord, recordHistoryRows } from './history';
import type { QuestionRecord } from './questionAccess';
import { titleGramRows } from './titleGramStore';
import { insertOneOnPostgres, isPostgres } from './postgresInsert';
import { type InsertOptions, columnsOf } from './questionColumns';
import type { CheckedQuestion } from './questionInput';

type Trx = Transaction<Database>;

/** The column values an edit writes; also what the history compares to name the changed fields. */
export const editableColumns = columnsOf;

/** Takes `count` issue numbers of the project in the caller's transaction; answers the first. */
async function takeNumbers(trx: Trx, projectId: number, count: number): Promise<number> {
  const row = await trx
    .updateTable('projects')
    .set({ question_seq: sql<number>`question_seq + ${count}` })
    .where('id', '=', projectId)
    .returning('question_seq')
    .executeTakeFirstOrThrow();
  return row.question_seq - count + 1;
}

/** Handlers keep their completion when they stay on the issue (an edit that adds a second handler). */
export async function replaceHandlers(trx: Trx, questionId: number, handlerIds: number[]): Promise<void> {
  const existing = await trx
    .selectFrom('question_handlers')
    .select(['user_id', 'completed'])
    .where('question_id', '=', questionId)
    .execute();
  const completed = new Map(existing.map((row) => [row.user_id, row.completed]));
  await trx.deleteFrom('question_handlers').where('question_id', '=', questionId).execute();
  await trx
    .insertInto('question_handlers')
    .values(
      handlerIds.map((userId, sort) => ({
        question_id: questionId,
        user_id: userId,
        completed: completed.get(userId) ?? 0,
        sort,
      })),
    )
    .execute();
}

export async function replaceCc(trx: Trx, questionId: number, ccIds: number[]): Promise<void> {
  await trx.deleteFrom('question_cc').where('question_id', '=', questionId).execute();
  if (ccIds.length === 0) return;
  await trx
    .insertInto('question_cc')
    .values(ccIds.map((userId) => ({ question_id: questionId, user_id: userId })))
    .execute();
}

/** Relations are symmetric: both directions are stored so either issue lists the other. */
export async function replaceRelations(trx: Trx, questionId: number, relatedIds: number[]): Promise<void> {
  await trx
    .deleteFrom('question_relations')
    .where((eb) => eb.or([eb('question_id', '=', questionId), eb('related_id', '=', questionId)]))
    .execute();
  if (relatedIds.length === 0) return;
  await trx
    .insertInto('question_relations')
    .values(
      relatedIds.flatMap((relatedId) => [
        { question_id: questionId, related_id: relatedId },
        { question_id: relatedId, related_id: questionId },
      ]),
    )
    .execute();
}

/**
 * Rows per multi-row insert: SQLite binds at most 32,766 parameters a statement and PostgreSQL 65,535; the
 * widest rows written here (history) have 8 columns.
 */
const ROWS_PER_INSERT = 2_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let index = 0; index < rows.length; index += ROWS_PER_INSERT)
    parts.push(rows.slice(index, index + ROWS_PER_INSERT));
  return parts;
}

/**
 * Inserts checked issues with consecutive per-project numbers, their people and links, and one history
 * row each (create 13, import 17, copy 18), and index their titles. Used by create and import alike;
 * answers the new rows. A new issue has no handlers, cc, relations or title grams yet, so each of those
 * is one multi-row insert for all the issues, with nothing to read or delete first (issue 17, ADR 0088).
 */
export async function insertQuestions(
  trx: Trx,
  options: InsertOptions,
  questions: readonly CheckedQuestion[],
): Promise<QuestionRecord[]> {
  return (await insertQuestionsWithHistory(trx, options, questions)).rows;
}

/** The same, also answering each issue's history row as stored (a create presents it without a read). */
export async function insertQuestionsWithHistory(
  trx: Trx,
  options: InsertOptions,
  questions: readonly CheckedQuestion[],
): Promise<{ rows: QuestionRecord[]; history: HistoryRecord[] }> {
  if (questions.length === 0) return { rows: [], history: [] };
  const [only] = questions;
  if (only && questions.length === 1 && isPostgres(trx)) return insertOneOnPostgres(trx, options, only);
  const first = await takeNumbers(trx, options.projectId, questions.length);
  const time = options.now.toISOString();
  const created: QuestionRecord[] = [];
  for (const [index, question] of questions.entries()) {
    const row = await trx
      .insertInto('questions')
      .values({
        ...columnsOf(question),
        project_id: options.projectId,
        number: first + index,
        status: options.status,
        creator_id: options.creatorId,
        create_time: time,
        update_time: time,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    created.push(row);
  }
  const pairs = created.map((row, index) => ({ id: row.id, question: questions[index] as CheckedQuestion }));
  const handlers = pairs.flatMap(({ id, question }) =>
    question.handlerIds.map((userId, sort) => ({ question_id: id, user_id: userId, completed: 0, sort })),
  );
  for (const part of chunks(handlers)) await trx.insertInto('question_handlers').values(part).execute();
  const cc = pairs.flatMap(({ id, question }) =>
    question.ccIds.map((userId) => ({ question_id: id, user_id: userId })),
  );
  for (const part of chunks(cc)) await trx.insertInto('question_cc').values(part).execute();
  const relations = pairs.flatMap(({ id, question }) =>
    question.relatedIds.flatMap((relatedId) => [
      { question_id: id, related_id: relatedId },
      { question_id: relatedId, related_id: id },
    ]),
  );
  for (const part of chunks(relations)) await trx.insertInto('question_relations').values(part).execute();
  const grams = pairs.flatMap(({ id, question }) => titleGramRows(options.projectId, id, question.title));
  for (const part of chunks(grams)) await trx.insertInto('question_title_grams').values(part).execute();
  const history: HistoryRecord[] = [];
  for (const part of chunks(created)) {
    const written = await recordHistoryRows(
      trx,
      part.map(({ id }) => ({
        questionId: id,
        code: options.history,
        operatorId: options.creatorId,
        toStatus: options.status,
        now: options.now,
      })),
    );
    history.push(...written);
  }
  return { rows: created, history };
}
