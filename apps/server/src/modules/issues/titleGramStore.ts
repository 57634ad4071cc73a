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
  const grams = titleGrams(question.title);
  if (grams.length === 0) return;
  await trx
    .insertInto('question_title_grams')
    .values(grams.map((gram) => ({ project_id: question.projectId, gram, question_id: question.questionId })))
    .execute();
}
