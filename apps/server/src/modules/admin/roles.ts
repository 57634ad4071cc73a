import {
  type GrantRoleBody,
  OPEN_WORK_ORDER_STATUSES,
  type PlatformRoleHolder,
  type PlatformStaffRole,
  SUPPORT_ROLE,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { type AuditActor, recordAudit } from './auditLog';
import { personOf } from './people';

/** GET ADMIN_PATHS.roles: every support and finance role, by person, oldest grant first. */
export async function listRoles(db: Kysely<Database>): Promise<PlatformRoleHolder[]> {
  const rows = await db
    .selectFrom('platform_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as g', 'g.id', 'r.granted_by')
    .select(['u.id', 'u.user_name', 'u.nick_name', 'r.role', 'g.user_name as granted_by', 'r.create_time'])
    .orderBy('r.create_time')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    userName: row.user_name,
    nickName: row.nick_name,
    role: row.role as PlatformStaffRole,
    grantedBy: row.granted_by,
    createTime: row.create_time,
  }));
}

/**
 * POST ADMIN_PATHS.grantRole (issue 35): the account named by user name or phone gets the role; holding it already
 * changes nothing and writes nothing. A platform administrator needs no role: they may do everything.
 */
export async function grantRole(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { actor: AuditActor; body: Required<GrantRoleBody> },
): Promise<void> {
  const { account, role } = input.body;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('user_name', '=', account), eb('phone', '=', account)]))
      .where('demo_sandbox_id', 'is', null)
      .executeTakeFirst();
    if (!found) throw failure('supportAccountUnknown');
    const person = await personOf(trx, found.id);
    if (person.is_platform_admin === 1) throw failure('roleAdminHasAll');
    const added = await trx
      .insertInto('platform_roles')
      .values({ user_id: person.id, role, granted_by: input.actor.actorId, create_time: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) return;
    await recordAudit(trx, {
      actor: input.actor,
      action: 'roleGrant',
      targetType: 'user',
      targetId: person.id,
      targetLabel: person.user_name,
      before: null,
      after: { role },
      now,
    });
  });
}

/**
 * POST ADMIN_PATHS.revokeRole: the role goes. Taking support back hands the person's open orders back to the queue
 * (ADR 0113), in the same transaction as the role and its audit line.
 */
export async function revokeRole(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { actor: AuditActor; userId: number; role: PlatformStaffRole },
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const person = await personOf(trx, input.userId);
    const removed = await trx
      .deleteFrom('platform_roles')
      .where('user_id', '=', person.id)
      .where('role', '=', input.role)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) return;
    const handedBack =
      input.role === SUPPORT_ROLE
        ? await trx
            .updateTable('work_orders')
            .set({ assignee_id: null, update_time: now.toISOString() })
            .where('assignee_id', '=', person.id)
            .where('status', 'in', OPEN_WORK_ORDER_STATUSES)
            .executeTakeFirst()
        : null;
    await recordAudit(trx, {
      actor: input.actor,
      action: 'roleRevoke',
      targetType: 'user',
      targetId: person.id,
      targetLabel: person.user_name,
      before: { role: input.role },
      after: handedBack ? { ordersHandedBack: Number(handedBack.numUpdatedRows) } : null,
      now,
    });
  });
}
