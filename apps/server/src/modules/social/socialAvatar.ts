import type { AvatarData, SocialProvider } from '@questline/contract';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { storedImageType } from '../../http/storedImage';
import { AVATAR_URL_PREFIX, avatarFolder } from '../profile/avatar';

/**
 * GET /{product}/userInfo/bindUserPhoto?provider=: the picture of the caller's bound WeChat or QQ account
 * becomes users.avatar. It is stored as the provider's address, which the avatar rule uses as is (it
 * contains http); an uploaded avatar it replaces is removed like a newer upload would remove it.
 */
export async function adoptSocialAvatar(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  options: { userId: number; provider: SocialProvider },
): Promise<AvatarData> {
  const account = await deps.db
    .selectFrom('social_accounts')
    .select('avatar')
    .where('user_id', '=', options.userId)
    .where('provider', '=', options.provider)
    .executeTakeFirst();
  if (!account) throw failure('socialNotBoundForAvatar');
  const imgUrl = account.avatar.trim();
  if (!/^https?:\/\//i.test(imgUrl)) throw failure('socialAvatarMissing');

  const previous = await deps.db
    .selectFrom('users')
    .select('avatar')
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  await deps.db
    .updateTable('users')
    .set({ avatar: imgUrl, update_time: deps.now().toISOString() })
    .where('id', '=', options.userId)
    .execute();
  const previousName = previous.avatar.startsWith(AVATAR_URL_PREFIX)
    ? previous.avatar.slice(AVATAR_URL_PREFIX.length)
    : '';
  if (storedImageType(previousName)) {
    await fs.rm(path.join(avatarFolder(deps.config.dataDir), previousName), { force: true });
  }
  return { imgUrl };
}
