import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { storeImage, storedImageType } from '../../http/storedImage';

/** users.avatar of an uploaded avatar; the file is served at GET /prod-api/profile/avatar/<name>. */
export const AVATAR_URL_PREFIX = '/profile/avatar/';

export function avatarFolder(dataDir: string): string {
  return path.join(dataDir, 'avatars');
}

/**
 * Stores the image under a new random name, points the user at it, then removes the previous upload.
 * Answers the users.avatar value.
 */
export async function replaceAvatar(
  db: Kysely<Database>,
  options: { userId: number; content: Buffer; dataDir: string; now: Date },
): Promise<string> {
  const folder = avatarFolder(options.dataDir);
  const name = await storeImage(folder, options.content);
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
  if (storedImageType(previousName)) await fs.rm(path.join(folder, previousName), { force: true });
  return avatar;
}
