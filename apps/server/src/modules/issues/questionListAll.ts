import { ALL_QUESTIONS_LIMIT, type ParsedQuestionListFilter, type QuestionRow } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { projectAccess } from '../projects/policy';
import { filtered, sortExpression } from './questionList';
import { LISTED_COLUMNS, presentRows } from './questionRows';

/**
 * POST getProjectProblemListAll (issue 17, ADR 0081): the whole filtered, sorted list for the "all" view, at
 * most ALL_QUESTIONS_LIMIT rows. One query reads the listed columns (never the description) in order, and
 * presentRows adds handlers, names and modules with three more, so 10,000 rows cost five queries in all.
 */
export async function listAllQuestions(
  db: Kysely<Database>,
  options: { filter: ParsedQuestionListFilter; userId: number; dialect: DialectName },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const { filter, userId, dialect } = options;
  await projectAccess(db, { projectId: filter.projectId, userId, atLeast: 'member' });
  const rows = await db
    .selectFrom('questions')
    .select(LISTED_COLUMNS.map((column) => `questions.${column}` as const))
    .where((eb) => filtered(eb, filter, userId, dialect))
    .orderBy(sortExpression(filter.orderBy), filter.order)
    .orderBy('questions.id', filter.order)
    .limit(ALL_QUESTIONS_LIMIT)
    .execute();
  // Counted only when the limit cut the list: below it the rows are the count.
  const total =
    rows.length < ALL_QUESTIONS_LIMIT
      ? rows.length
      : Number(
          (
            await db
              .selectFrom('questions')
              .select((eb) => eb.fn.countAll<number | string>().as('count'))
              .where((eb) => filtered(eb, filter, userId, dialect))
              .executeTakeFirstOrThrow()
          ).count,
        );
  return { rows: await presentRows(db, filter.projectId, rows), total };
}
