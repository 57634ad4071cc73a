import { CREATOR_PENDING_STATUSES, HANDLER_PENDING_STATUSES, REVIEWER_PENDING_STATUSES } from '@questline/contract';
import type { ExpressionBuilder, Kysely, OperandValueExpressionOrList } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The issues waiting on a person (to-dos, hand-over on leaving): as a handler while it is to be solved,
 * repaired, reopened or delayed and their part is not done; as the creator while it is to verify; as
 * the named re-reviewer while it is to re-verify. `whose: 'others'` turns the rule round: the issues waiting
 * on someone other than `userId` (the members' to-do counts), by the same statuses.
 */
export function pendingFor(
  eb: ExpressionBuilder<Database, 'questions'>,
  userId: number,
  whose: 'theirs' | 'others' = 'theirs',
) {
  return eb.or(pendingParts(eb, userId, whose));
}

/**
 * The rule's three parts, as a handler, a creator and a re-reviewer. Their statuses never overlap, so the
 * parts count apart and add up: each part alone lets the database use (project, status) indexes, which
 * the three joined by OR did not (a scan of every issue for the members' count; issue 17, ADR 0076).
 */
export function pendingParts(
  eb: ExpressionBuilder<Database, 'questions'>,
  userId: number,
  whose: 'theirs' | 'others' = 'theirs',
) {
  const is = whose === 'theirs' ? '=' : '!=';
  // One person's open handler parts are read from question_handlers_user_open (migration 0018), so a to-do
  // count costs that person's share, not every open issue of their projects (issue 17, ADR 0076).
  const handlerOpen =
    whose === 'theirs'
      ? eb(
          'questions.id',
          'in',
          eb
            .selectFrom('question_handlers as qh')
            .select('qh.question_id')
            .where('qh.user_id', '=', userId)
            .where('qh.completed', '=', 0),
        )
      : eb.exists(
          eb
            .selectFrom('question_handlers as qh')
            .select('qh.user_id')
            .whereRef('qh.question_id', '=', 'questions.id')
            .where('qh.user_id', is, userId)
            .where('qh.completed', '=', 0),
        );
  return [
    eb.and([eb('questions.status', 'in', [...HANDLER_PENDING_STATUSES]), handlerOpen]),
    eb.and([eb('questions.status', 'in', [...CREATOR_PENDING_STATUSES]), eb('questions.creator_id', is, userId)]),
    // No re-reviewer (NULL) compares as neither equal nor unequal, so it waits on nobody.
    eb.and([eb('questions.status', 'in', [...REVIEWER_PENDING_STATUSES]), eb('questions.reviewer_id', is, userId)]),
  ] as const;
}

/** The parts of the rule a count takes: to-dos count all three, a hand-over the handler's and re-reviewer's. */
export type PendingPart = 'handler' | 'creator' | 'reviewer';

/**
 * How many issues of the projects wait on each person, by the parts named: one grouped count per part instead of a
 * query per person. The parts' statuses never overlap, so a person's counts add up.
 */
export async function pendingCountsByPerson(
  db: Kysely<Database>,
  projects: OperandValueExpressionOrList<Database, 'questions', 'questions.project_id'>,
  parts: readonly PendingPart[],
): Promise<Map<number, number>> {
  const counted: { user_id: number | null; count: number | string }[] = [];
  if (parts.includes('handler')) {
    counted.push(
      ...(await db
        .selectFrom('question_handlers as qh')
        .innerJoin('questions', 'questions.id', 'qh.question_id')
        .select(['qh.user_id as user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('questions.project_id', 'in', projects)
        .where('questions.status', 'in', [...HANDLER_PENDING_STATUSES])
        .where('qh.completed', '=', 0)
        .groupBy('qh.user_id')
        .execute()),
    );
  }
  if (parts.includes('creator')) {
    counted.push(
      ...(await db
        .selectFrom('questions')
        .select(['creator_id as user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('project_id', 'in', projects)
        .where('status', 'in', [...CREATOR_PENDING_STATUSES])
        .groupBy('creator_id')
        .execute()),
    );
  }
  if (parts.includes('reviewer')) {
    counted.push(
      ...(await db
        .selectFrom('questions')
        .select(['reviewer_id as user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('project_id', 'in', projects)
        .where('status', 'in', [...REVIEWER_PENDING_STATUSES])
        .where('reviewer_id', 'is not', null)
        .groupBy('reviewer_id')
        .execute()),
    );
  }
  const counts = new Map<number, number>();
  for (const row of counted) {
    if (row.user_id !== null) counts.set(row.user_id, (counts.get(row.user_id) ?? 0) + Number(row.count));
  }
  return counts;
}
