import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { detectMedia } from '../attachments/contentType';

/** users.avatar of an uploaded avatar; the file is served at GET /prod-api/profile/avatar/<name>. */
export const AVATAR_URL_PREFIX = '/profile/avatar/';

/** Only names this server generated: no path separators, no dots besides the extension. */
const AVATAR_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

export type AvatarType = 'png' | 'jpg';

export const AVATAR_CONTENT_TYPES: Record<AvatarType, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** The image type by its first bytes (the attachments' content check): a renamed text file is not a picture. */
export function detectAvatarType(content: Buffer): AvatarType | undefined {
  const mimeType = detectMedia(content)?.mimeType;
  if (mimeType === 'image/png') return 'png';
  if (mimeType === 'image/jpeg') return 'jpg';
  return undefined;
}

export function avatarFolder(dataDir: string): string {
  return path.join(dataDir, 'avatars');
}

/** The stored file's type, or undefined for any name this server would not have generated. */
export function avatarTypeOfName(name: string): AvatarType | undefined {
  const match = AVATAR_NAME.exec(name);
  return match ? (match[1] as AvatarType) : undefined;
}

/**
 * Stores the image under a new random name, points the user at it, then removes the previous upload.
 * Answers the users.avatar value.
 */
export async function replaceAvatar(
  db: Kysely<Database>,
  options: { userId: number; content: Buffer; dataDir: string; now: Date },
): Promise<string> {
  const type = detectAvatarType(options.content);
  if (!type) throw failure('avatarNotImage');
  const folder = avatarFolder(options.dataDir);
  await fs.mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await fs.writeFile(path.join(folder, name), options.content, { flag: 'wx' });

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
  if (avatarTypeOfName(previousName)) await fs.rm(path.join(folder, previousName), { force: true });
  return avatar;
}
