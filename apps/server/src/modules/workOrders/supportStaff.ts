import { OPEN_WORK_ORDER_STATUSES, SUPPORT_ROLE, type SupportPerson } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

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
