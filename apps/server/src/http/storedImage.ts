import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { AVATAR_CONTENT_TYPES, avatarTypeOfName } from '../modules/profile/avatar';

/**
 * Sends a picture this server stored under a generated name (avatars, project images). Any other name is
 * a 404, so a request never reaches a path of its own choosing. A new upload gets a new name, so a name's
 * content never changes and may be cached for a year.
 */
export async function sendStoredImage(reply: FastifyReply, folder: string, name: string): Promise<void> {
  const type = avatarTypeOfName(name);
  if (!type) {
    reply.callNotFound();
    return;
  }
  const file = path.join(folder, name);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) {
    reply.callNotFound();
    return;
  }
  await reply
    .type(AVATAR_CONTENT_TYPES[type])
    .header('content-length', stat.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-disposition', `inline; filename="${name}"`)
    .send(createReadStream(file));
}
