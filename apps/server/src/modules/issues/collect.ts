import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { questionAccess } from './questionAccess';

/**
 * POST questionCollect/addCollect (spec point 7): stars or un-stars an issue for the caller, who finds
 * it again under the list's "collected" scope. A favourite is the caller's own, so a read-only project
 * (archived) still allows it. Answers whether the issue is now collected.
 */
export async function toggleCollect(
  db: Kysely<Database>,
  options: { projectId: number; questionId: number; userId: number; now: Date },
): Promise<{ collected: boolean }> {
  const { question } = await questionAccess(db, options);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('question_collects')
      .where('user_id', '=', options.userId)
      .where('question_id', '=', question.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return { collected: false };
    await trx
      .insertInto('question_collects')
      .values({ user_id: options.userId, question_id: question.id, create_time: options.now.toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return { collected: true };
  });
}
