import { titleGrams } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Re-indexes one issue's title for the similar-issue check (ADR 0024). Called in the transaction of
 * every title write (create, edit, import), so the index never disagrees with a committed title; the
 * rows go with the issue by cascade.
 */
export async function writeTitleGrams(
  trx: Executor,
  question: { projectId: number; questionId: number; title: string },
): Promise<void> {
  await trx.deleteFrom('question_title_grams').where('question_id', '=', question.questionId).execute();
  const rows = titleGramRows(question.projectId, question.questionId, question.title);
  if (rows.length === 0) return;
  await trx.insertInto('question_title_grams').values(rows).execute();
}

/** The index rows of one title; a new issue's are inserted with the other new issues' in one statement. */
export function titleGramRows(projectId: number, questionId: number, title: string) {
  return titleGrams(title).map((gram) => ({ project_id: projectId, gram, question_id: questionId }));
}
