import {
  COMMON_ROLE,
  type GetInfoData,
  type Locale,
  PLATFORM_ADMIN_ROLE,
  type ServiceAddresses,
  planName,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';

/** What the web app loads on its first guarded navigation (spec points 3 and 4). */
export async function getInfo(
  db: Kysely<Database>,
  options: { userId: number; locale: Locale; addresses: ServiceAddresses },
): Promise<GetInfoData> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'nick_name', 'avatar', 'phone', 'version_code', 'is_platform_admin'])
    .where('id', '=', options.userId)
    .executeTakeFirst();
  if (!user) throw notFound();
  const isAdmin = user.is_platform_admin === 1;
  return {
    user: {
      userId: user.id,
      userName: user.user_name,
      nickName: user.nick_name,
      avatar: user.avatar,
      phonenumber: user.phone ?? '',
    },
    version: { versionCode: user.version_code, versionName: planName(options.locale, user.version_code) },
    roles: [isAdmin ? PLATFORM_ADMIN_ROLE : COMMON_ROLE],
    permissions: isAdmin ? ['*:*:*'] : [],
    addresses: options.addresses,
  };
}
