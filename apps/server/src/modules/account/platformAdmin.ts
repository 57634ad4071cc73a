import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword } from './passwords';

export const PLATFORM_ADMIN_USER_NAME = 'admin';

export type PlatformAdminOutcome = { created: false } | { created: true; generatedPassword: string | undefined };

/**
 * The first start creates the platform administrator (issue 3). Its password is ADMIN_PASSWORD or, when
 * that is unset, a random one that the caller prints once: there is never a fixed default password.
 * Two instances starting together on one PostgreSQL both run this; the unique user name lets one win.
 */
export async function ensurePlatformAdmin(
  db: Kysely<Database>,
  options: { password: string | undefined; now: Date },
): Promise<PlatformAdminOutcome> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('is_platform_admin', '=', 1), eb('user_name', '=', PLATFORM_ADMIN_USER_NAME)]))
    .executeTakeFirst();
  if (existing) return { created: false };
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const time = options.now.toISOString();
  const inserted = await db
    .insertInto('users')
    .values({
      user_name: PLATFORM_ADMIN_USER_NAME,
      nick_name: 'Admin',
      password_hash: await hashPassword(options.password ?? generatedPassword ?? ''),
      is_platform_admin: 1,
      joined_by: 'admin',
      create_time: time,
      update_time: time,
    })
    .onConflict((conflict) => conflict.column('user_name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? { created: true, generatedPassword } : { created: false };
}
