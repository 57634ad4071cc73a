import { CREATOR_PENDING_STATUSES, HANDLER_PENDING_STATUSES, REVIEWER_PENDING_STATUSES } from '@questline/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The issues waiting on a person (to-dos, hand-over on leaving): as a handler while it is to be solved,
 * repaired, reopened or delayed and their part is not done; as the creator while it is to verify; as
 * the named re-reviewer while it is to re-verify.
 */
export function pendingFor(eb: ExpressionBuilder<Database, 'questions'>, userId: number) {
  return eb.or([
    eb.and([
      eb('questions.status', 'in', [...HANDLER_PENDING_STATUSES]),
      eb.exists(
        eb
          .selectFrom('question_handlers as qh')
          .select('qh.user_id')
          .whereRef('qh.question_id', '=', 'questions.id')
          .where('qh.user_id', '=', userId)
          .where('qh.completed', '=', 0),
      ),
    ]),
    eb.and([eb('questions.status', 'in', [...CREATOR_PENDING_STATUSES]), eb('questions.creator_id', '=', userId)]),
    eb.and([eb('questions.status', 'in', [...REVIEWER_PENDING_STATUSES]), eb('questions.reviewer_id', '=', userId)]),
  ]);
}
