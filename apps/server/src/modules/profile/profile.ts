import type { ProfileData, UpdateProfileBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';

/** GET /{product}/center/getUserInfo: what the personal centre shows. */
export async function getProfile(db: Kysely<Database>, userId: number): Promise<ProfileData> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'nick_name', 'avatar', 'phone', 'email', 'introduction', 'create_time'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound();
  const social = await db.selectFrom('social_accounts').select('provider').where('user_id', '=', userId).execute();
  const providers = new Set(social.map((row) => row.provider));
  return {
    userId: user.id,
    userName: user.user_name,
    nickName: user.nick_name,
    avatar: user.avatar,
    phonenumber: user.phone ?? '',
    email: user.email ?? '',
    introduction: user.introduction,
    createTime: user.create_time,
    wechatBound: providers.has('weichat'),
    qqBound: providers.has('qq'),
  };
}

/** POST /{product}/center/updateUser: nick name and introduction, already checked by the contract schema. */
export async function updateProfile(
  db: Kysely<Database>,
  options: { userId: number; changes: UpdateProfileBody; now: Date },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      nick_name: options.changes.nickName,
      introduction: options.changes.introduction,
      update_time: options.now.toISOString(),
    })
    .where('id', '=', options.userId)
    .execute();
}
