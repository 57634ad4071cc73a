import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, forbidden, notFound } from '../../http/errors';
import { writableProjectAccess } from '../projects/policy';

interface MemberChange {
  projectId: number;
  callerId: number;
  userId: number;
  now: Date;
}

/** The target membership of a member call; another project's or nobody's user id answers 404. */
async function targetRole(db: Kysely<Database>, projectId: number, userId: number) {
  const row = await db
    .selectFrom('project_users')
    .select('role')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.role;
}

/** Spec point 5 "User alias": the display name in this project (validated by the contract). */
export async function renameMember(db: Kysely<Database>, options: MemberChange & { alias: string }): Promise<void> {
  await writableProjectAccess(db, {
    projectId: options.projectId,
    userId: options.callerId,
    atLeast: 'admin',
    now: options.now,
  });
  await targetRole(db, options.projectId, options.userId);
  await db
    .updateTable('project_users')
    .set({ alias: options.alias, update_time: options.now.toISOString() })
    .where('project_id', '=', options.projectId)
    .where('user_id', '=', options.userId)
    .execute();
}

/**
 * Admin or member; the owner's role only changes by a transfer, and only the owner demotes an admin
 * (admins cannot push each other out, ADR 0016).
 */
export async function setMemberRole(
  db: Kysely<Database>,
  options: MemberChange & { role: 'admin' | 'member' },
): Promise<void> {
  const access = await writableProjectAccess(db, {
    projectId: options.projectId,
    userId: options.callerId,
    atLeast: 'admin',
    now: options.now,
  });
  const current = await targetRole(db, options.projectId, options.userId);
  if (current === 'owner') throw failure('ownerRoleFixed');
  if (current === 'admin' && options.role === 'member' && access.role !== 'owner') throw forbidden();
  await db
    .updateTable('project_users')
    .set({ role: options.role, update_time: options.now.toISOString() })
    .where('project_id', '=', options.projectId)
    .where('user_id', '=', options.userId)
    .execute();
}
