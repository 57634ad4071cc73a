import { OPEN_WORK_ORDER_STATUSES, SUPPORT_ROLE, type SupportPerson } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { type AuditActor, recordAudit } from '../admin/auditLog';

type Executor = Kysely<Database> | Transaction<Database>;

/** The people who work the support desk: holders of the support role and the platform administrators. */
export function deskStaff(db: Executor) {
  return db
    .selectFrom('users as u')
    .leftJoin('platform_roles as r', (join) => join.onRef('r.user_id', '=', 'u.id').on('r.role', '=', SUPPORT_ROLE))
    .where((eb) => eb.or([eb('u.is_platform_admin', '=', 1), eb('r.user_id', 'is not', null)]));
}

/** Whether the user works the desk (assignees must). */
export async function worksDesk(db: Executor, userId: number): Promise<boolean> {
  const row = await deskStaff(db).select('u.id').where('u.id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The ids of everyone who works the desk (a new order tells each of them). */
export async function deskStaffIds(db: Executor): Promise<number[]> {
  const rows = await deskStaff(db).select('u.id').execute();
  return rows.map((row) => row.id);
}

/** admin/staff: support staff and platform administrators with the open orders each holds. */
export async function listDeskStaff(db: Kysely<Database>): Promise<SupportPerson[]> {
  const rows = await deskStaff(db)
    .select((eb) => [
      'u.id',
      'u.nick_name',
      'u.is_platform_admin',
      eb
        .selectFrom('work_orders as w')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('w.assignee_id', '=', 'u.id')
        .where('w.status', 'in', OPEN_WORK_ORDER_STATUSES)
        .as('open_assigned'),
    ])
    .orderBy('u.is_platform_admin', 'desc')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    nickName: row.nick_name,
    platformAdmin: row.is_platform_admin === 1,
    openAssigned: Number(row.open_assigned ?? 0),
  }));
}

/** admin/grantSupport: the account named by user name or phone gets the support role (again: no change). */
export async function grantSupport(
  db: Kysely<Database>,
  options: { account: string; actor: AuditActor; now: Date },
): Promise<SupportPerson> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'nick_name', 'is_platform_admin'])
    .where((eb) => eb.or([eb('user_name', '=', options.account), eb('phone', '=', options.account)]))
    .executeTakeFirst();
  if (!user) throw failure('supportAccountUnknown');
  if (user.is_platform_admin === 1) throw failure('supportRoleAdmin');
  await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('platform_roles')
      .values({
        user_id: user.id,
        role: SUPPORT_ROLE,
        granted_by: options.actor.actorId,
        create_time: options.now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
      .executeTakeFirst();
    // Issue 35: a grant that changed something is in the audit log, written with it.
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) return;
    await recordAudit(trx, {
      actor: options.actor,
      action: 'roleGrant',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.user_name,
      before: null,
      after: { role: SUPPORT_ROLE },
      now: options.now,
    });
  });
  const person = (await listDeskStaff(db)).find((staff) => staff.userId === user.id);
  if (!person) throw failure('supportAccountUnknown');
  return person;
}

/**
 * admin/revokeSupport: the role goes; orders the person held go back to the queue (nobody holds them), so none waits
 * on someone who no longer works the desk.
 */
export async function revokeSupport(
  db: Kysely<Database>,
  options: { actor: AuditActor; userId: number; now: Date },
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['user_name', 'is_platform_admin'])
    .where('id', '=', options.userId)
    .executeTakeFirst();
  if (!user) throw failure('supportAccountUnknown');
  if (user.is_platform_admin === 1) throw failure('supportRoleAdmin');
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('platform_roles')
      .where('user_id', '=', options.userId)
      .where('role', '=', SUPPORT_ROLE)
      .executeTakeFirst();
    const handedBack = await trx
      .updateTable('work_orders')
      .set({ assignee_id: null, update_time: options.now.toISOString() })
      .where('assignee_id', '=', options.userId)
      .where('status', 'in', OPEN_WORK_ORDER_STATUSES)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) return;
    await recordAudit(trx, {
      actor: options.actor,
      action: 'roleRevoke',
      targetType: 'user',
      targetId: options.userId,
      targetLabel: user.user_name,
      before: { role: SUPPORT_ROLE },
      after: { ordersHandedBack: Number(handedBack.numUpdatedRows) },
      now: options.now,
    });
  });
}
