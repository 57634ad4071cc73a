import { CREATOR_PENDING_STATUSES, HANDLER_PENDING_STATUSES, REVIEWER_PENDING_STATUSES } from '@questline/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'questions'>;

/**
 * Which projects the to-do lists read (issue 11). Projects in the recycle bin or archived (read-only)
 * hold no work anyone can do, so they are left out, as they are from the project list.
 */
export function liveProjectsOf(db: Db, userId: number) {
  return db
    .selectFrom('project_users as pu')
    .innerJoin('projects as p', 'p.id', 'pu.project_id')
    .select('pu.project_id')
    .where('pu.user_id', '=', userId)
    .where('p.delete_time', 'is', null)
    .where('p.archived', '=', 0);
}

/** The live projects the caller administers (owner or admin): where they may read members' to-dos. */
export function managedProjectsOf(db: Db, userId: number) {
  return liveProjectsOf(db, userId).where('pu.role', 'in', ['owner', 'admin']);
}

/** The issue waits on someone other than `userId` (DOMAIN.md "Who may act"), for the members' count. */
export function pendingForOthers(eb: Eb, userId: number) {
  return eb.or([
    eb.and([
      eb('questions.status', 'in', [...HANDLER_PENDING_STATUSES]),
      eb.exists(
        eb
          .selectFrom('question_handlers as qh')
          .select('qh.user_id')
          .whereRef('qh.question_id', '=', 'questions.id')
          .where('qh.user_id', '!=', userId)
          .where('qh.completed', '=', 0),
      ),
    ]),
    eb.and([eb('questions.status', 'in', [...CREATOR_PENDING_STATUSES]), eb('questions.creator_id', '!=', userId)]),
    eb.and([
      eb('questions.status', 'in', [...REVIEWER_PENDING_STATUSES]),
      eb('questions.reviewer_id', 'is not', null),
      eb('questions.reviewer_id', '!=', userId),
    ]),
  ]);
}
