import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { projectAccess } from './policy';

/**
 * Spec point 6: only the owner transfers, to another member, after typing the project's name; it cannot
 * be undone. The old owner stays as an admin. Limits then follow the new owner's plan (memberLimit.ts).
 */
export async function transferProject(
  db: Kysely<Database>,
  options: { projectId: number; userId: number; toUserId: number; confirmText: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { project } = await projectAccess(trx, { ...options, atLeast: 'owner' });
    if (options.confirmText.trim() !== project.name) throw failure('transferConfirmMismatch');
    if (options.toUserId === options.userId) throw failure('transferTargetNotMember');
    const target = await trx
      .selectFrom('project_users')
      .select('id')
      .where('project_id', '=', options.projectId)
      .where('user_id', '=', options.toUserId)
      .executeTakeFirst();
    if (!target) throw failure('transferTargetNotMember');
    const time = options.now.toISOString();
    await trx
      .updateTable('projects')
      .set({ owner_id: options.toUserId, update_time: time })
      .where('id', '=', options.projectId)
      .execute();
    await trx
      .updateTable('project_users')
      .set({ role: 'admin', update_time: time })
      .where('project_id', '=', options.projectId)
      .where('user_id', '=', options.userId)
      .execute();
    await trx
      .updateTable('project_users')
      .set({ role: 'owner', update_time: time })
      .where('id', '=', target.id)
      .execute();
  });
}
