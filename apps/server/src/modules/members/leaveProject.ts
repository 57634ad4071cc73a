import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, forbidden, notFound } from '../../http/errors';
import { projectAccess } from '../projects/policy';
import { handOverPendingWork, pendingWorkCount } from './pendingWork';

interface Leaving {
  projectId: number;
  callerId: number;
  userId: number;
  /** Who takes the member's pending work; required when there is any (spec point 5). */
  toUserId?: number;
  now: Date;
}

/**
 * Takes a member out of a project in one transaction: their pending work goes to `toUserId` (another
 * member), they leave the project's groups, and the project stops being their current one.
 */
async function leave(db: Kysely<Database>, options: Leaving): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('project_users')
      .select('role')
      .where('project_id', '=', options.projectId)
      .where('user_id', '=', options.userId)
      .executeTakeFirst();
    if (!target) throw notFound();
    const pending = await pendingWorkCount(trx, options.projectId, options.userId);
    if (pending > 0) {
      if (options.toUserId === undefined) throw failure('handOverRequired', { count: pending });
      const heir = await trx
        .selectFrom('project_users')
        .select('id')
        .where('project_id', '=', options.projectId)
        .where('user_id', '=', options.toUserId)
        .executeTakeFirst();
      if (!heir || options.toUserId === options.userId) throw failure('handOverTargetInvalid');
      await handOverPendingWork(trx, { ...options, fromUserId: options.userId, toUserId: options.toUserId });
    }
    await trx
      .deleteFrom('project_group_members')
      .where('user_id', '=', options.userId)
      .where('group_id', 'in', (eb) =>
        eb.selectFrom('project_groups').select('id').where('project_id', '=', options.projectId),
      )
      .execute();
    await trx
      .deleteFrom('project_users')
      .where('project_id', '=', options.projectId)
      .where('user_id', '=', options.userId)
      .execute();
    await trx
      .updateTable('users')
      .set({ current_project_id: null })
      .where('id', '=', options.userId)
      .where('current_project_id', '=', options.projectId)
      .execute();
  });
}

/** An admin removes a member (never the owner; an admin only by the owner). Removing frees a seat, so no grace check. */
export async function removeMember(db: Kysely<Database>, options: Leaving): Promise<void> {
  const access = await projectAccess(db, { projectId: options.projectId, userId: options.callerId, atLeast: 'admin' });
  const target = await db
    .selectFrom('project_users')
    .select('role')
    .where('project_id', '=', options.projectId)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (!target) throw notFound();
  if (target.role === 'owner') throw failure('ownerCannotBeRemoved');
  if (target.role === 'admin' && access.role !== 'owner') throw forbidden();
  await leave(db, options);
}

/** A member leaves on their own; the owner must transfer the project first. */
export async function quitProject(db: Kysely<Database>, options: Leaving): Promise<void> {
  const access = await projectAccess(db, { projectId: options.projectId, userId: options.callerId, atLeast: 'member' });
  if (options.userId !== options.callerId) throw forbidden();
  if (access.role === 'owner') throw failure('ownerCannotQuit');
  await leave(db, options);
}
