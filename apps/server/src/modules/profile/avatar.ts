import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { removeStoredImage, storeImage } from '../../http/storedImage';
import type { FileStorage } from '../../storage/fileStorage';

/** users.avatar of an uploaded avatar; the file is served at GET /prod-api/profile/avatar/<name>. */
export const AVATAR_URL_PREFIX = '/profile/avatar/';

/**
 * Stores the image under a new random name, points the user at it, then removes the previous upload.
 * Answers the users.avatar value.
 */
export async function replaceAvatar(
  db: Kysely<Database>,
  options: { userId: number; content: Buffer; files: FileStorage; now: Date },
): Promise<string> {
  const name = await storeImage(options.files, 'avatars', options.content);
  if (!name) throw failure('avatarNotImage');

  const previous = await db
    .selectFrom('users')
    .select('avatar')
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  const avatar = `${AVATAR_URL_PREFIX}${name}`;
  await db
    .updateTable('users')
    .set({ avatar, update_time: options.now.toISOString() })
    .where('id', '=', options.userId)
    .execute();

  const previousName = previous.avatar.startsWith(AVATAR_URL_PREFIX)
    ? previous.avatar.slice(AVATAR_URL_PREFIX.length)
    : '';
  await removeStoredImage(options.files, 'avatars', previousName);
  return avatar;
}
