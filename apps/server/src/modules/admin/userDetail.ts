import { ADMIN_USER_ORDERS, type AdminUserDetail } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';

/** GET ADMIN_PATHS.userDetail: one person as the administrator needs them, read in a few small queries. */
export async function userDetail(db: Kysely<Database>, input: { userId: number; now: Date }): Promise<AdminUserDetail> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', input.userId)
    .where('demo_sandbox_id', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound();
  const [projects, sessions, bindings, orders] = await Promise.all([
    db
      .selectFrom('project_users as pu')
      .innerJoin('projects as p', 'p.id', 'pu.project_id')
      .select(['p.id', 'p.name', 'pu.role'])
      .where('pu.user_id', '=', user.id)
      .where('p.delete_time', 'is', null)
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['id', 'create_time', 'expire_time'])
      .where('user_id', '=', user.id)
      .where('end_time', 'is', null)
      .where('expire_time', '>', input.now.toISOString())
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('social_accounts')
      .select(['provider', 'nick_name', 'create_time'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orders')
      .select(['order_no', 'product_name', 'amount_fen', 'status', 'create_time'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(ADMIN_USER_ORDERS)
      .execute(),
  ]);
  return {
    userId: user.id,
    userName: user.user_name,
    nickName: user.nick_name,
    phonenumber: user.phone ?? '',
    email: user.email ?? '',
    createTime: user.create_time,
    disabled: user.disabled === 1,
    isPlatformAdmin: user.is_platform_admin === 1,
    versionCode: user.version_code,
    vipEndTime: user.vip_end_time,
    points: user.points,
    projects: projects.map((row) => ({ projectId: row.id, name: row.name, role: row.role })),
    sessions: sessions.map((row) => ({ sessionId: row.id, createTime: row.create_time, expireTime: row.expire_time })),
    bindings: bindings.map((row) => ({ provider: row.provider, nickName: row.nick_name, createTime: row.create_time })),
    orders: orders.map((row) => ({
      orderNo: row.order_no,
      productName: row.product_name,
      amountFen: row.amount_fen,
      status: row.status,
      createTime: row.create_time,
    })),
  };
}
