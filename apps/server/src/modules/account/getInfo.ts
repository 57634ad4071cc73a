import {
  COMMON_ROLE,
  type Edition,
  type GetInfoData,
  type Locale,
  PLATFORM_ADMIN_ROLE,
  FREE_VERSION_CODE,
  SUPPORT_ROLE,
  FINANCE_ROLE,
  type ServiceAddresses,
  effectiveVersionCode,
  planName,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';

/** What the web app loads on its first guarded navigation (spec points 3 and 4). */
export async function getInfo(
  db: Kysely<Database>,
  options: { userId: number; locale: Locale; addresses: ServiceAddresses; edition: Edition; now: Date },
): Promise<GetInfoData> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'user_name',
      'nick_name',
      'avatar',
      'phone',
      'version_code',
      'vip_end_time',
      'is_platform_admin',
      'joined_by',
      'demo_sandbox_id',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('platform_roles')
              .select('platform_roles.role')
              .whereRef('platform_roles.user_id', '=', 'users.id')
              .where('platform_roles.role', '=', SUPPORT_ROLE),
          )
          .as('is_support'),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('platform_roles')
              .select('platform_roles.role')
              .whereRef('platform_roles.user_id', '=', 'users.id')
              .where('platform_roles.role', '=', FINANCE_ROLE),
          )
          .as('is_finance'),
    ])
    .where('id', '=', options.userId)
    .executeTakeFirst();
  if (!user) throw notFound();
  const isAdmin = user.is_platform_admin === 1;
  const versionCode = effectiveVersionCode(user.version_code, user.vip_end_time, options.now);
  return {
    user: {
      userId: user.id,
      userName: user.user_name,
      nickName: user.nick_name,
      avatar: user.avatar,
      phonenumber: user.phone ?? '',
    },
    version: {
      versionCode,
      versionName: planName(options.locale, versionCode),
      endTime: versionCode === FREE_VERSION_CODE ? null : user.vip_end_time,
    },
    // Support staff (issue 31) also carry their platform role: the web opens the support desk to them.
    roles: [
      isAdmin ? PLATFORM_ADMIN_ROLE : COMMON_ROLE,
      ...(user.is_support ? [SUPPORT_ROLE] : []),
      // Finance staff (issue 35): the web opens the vouchers, products and invoices to them.
      ...(user.is_finance ? [FINANCE_ROLE] : []),
    ],
    permissions: isAdmin ? ['*:*:*'] : [],
    addresses: options.addresses,
    edition: options.edition,
    // A demo person has no phone by design (ADR 0121).
    bindPhoneRequired: user.phone === null && !isAdmin && user.joined_by === 'phone' && user.demo_sandbox_id === null,
    demo: user.demo_sandbox_id !== null,
  };
}
