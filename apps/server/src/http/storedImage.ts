import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { detectMedia } from '../modules/attachments/contentType';

type StoredImageType = 'png' | 'jpg';

const CONTENT_TYPES: Record<StoredImageType, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** Only names this server generated: no path separators, no dots besides the extension. */
const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

/** The stored file's type, or undefined for any name this server would not have generated. */
export function storedImageType(name: string): StoredImageType | undefined {
  const match = STORED_NAME.exec(name);
  return match ? (match[1] as StoredImageType) : undefined;
}

/** The image type by its first bytes (the attachments' content check): a renamed text file is not a picture. */
function detectImageType(content: Buffer): StoredImageType | undefined {
  const mimeType = detectMedia(content)?.mimeType;
  if (mimeType === 'image/png') return 'png';
  if (mimeType === 'image/jpeg') return 'jpg';
  return undefined;
}

/**
 * Stores a PNG or JPEG (told by its first bytes, ADR 0010: a renamed text file is refused) in `folder` under a new
 * random name and answers the name, or undefined when the content is not such a picture.
 */
export async function storeImage(folder: string, content: Buffer): Promise<string | undefined> {
  const type = detectImageType(content);
  if (!type) return undefined;
  await fs.mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await fs.writeFile(path.join(folder, name), content, { flag: 'wx' });
  return name;
}

/**
 * Sends a picture this server stored under a generated name (avatars, project and commodity images). Any other name is
 * a 404, so a request never reaches a path of its own choosing. A new upload gets a new name, so a name's
 * content never changes and may be cached for a year.
 */
export async function sendStoredImage(reply: FastifyReply, folder: string, name: string): Promise<void> {
  const type = storedImageType(name);
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
    .type(CONTENT_TYPES[type])
    .header('content-length', stat.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-disposition', `inline; filename="${name}"`)
    .send(createReadStream(file));
}
