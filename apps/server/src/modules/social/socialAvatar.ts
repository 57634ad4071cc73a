import type { AvatarData, SocialProvider } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { removeStoredImage } from '../../http/storedImage';
import { AVATAR_URL_PREFIX } from '../profile/avatar';

/**
 * GET /{product}/userInfo/bindUserPhoto?provider=: the picture of the caller's bound WeChat or QQ account
 * becomes users.avatar. It is stored as the provider's address, which the avatar rule uses as is (it
 * contains http); an uploaded avatar it replaces is removed like a newer upload would remove it.
 */
export async function adoptSocialAvatar(
  deps: Pick<AppDeps, 'db' | 'files' | 'now'>,
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
  await removeStoredImage(deps.files, 'avatars', previousName);
  return { imgUrl };
}
