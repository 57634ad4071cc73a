import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { detectMedia } from '../storage/mediaType';
import type { FileStorage } from '../storage/fileStorage';

type StoredImageType = 'png' | 'jpg';

/** The storage areas of public pictures addressed by name: avatars, project, commodity and resource pictures. */
export type ImageArea = 'avatars' | 'projectImages' | 'commodityImages' | 'resourceCovers';

const CONTENT_TYPES: Record<StoredImageType, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** Only names this server generated: no path separators, no dots besides the extension. */
const STORED_NAME = /^([a-f0-9]{32})\.(png|jpg)$/;

/** The image type by its first bytes (the attachments' content check): a renamed text file is not a picture. */
function detectImageType(content: Buffer): StoredImageType | undefined {
  const mimeType = detectMedia(content)?.mimeType;
  if (mimeType === 'image/png') return 'png';
  if (mimeType === 'image/jpeg') return 'jpg';
  return undefined;
}

/**
 * The storage key and type of a picture's name (`<32 hex>.png`: the address keeps the extension, the key does
 * not), or undefined for any name this server would not have generated.
 */
export function storedImageKey(area: ImageArea, name: string): { key: string; type: StoredImageType } | undefined {
  const match = STORED_NAME.exec(name);
  if (!match) return undefined;
  const [, hex = '', type = ''] = match;
  return { key: `${area}/${hex}`, type: type as StoredImageType };
}

/**
 * Stores a PNG or JPEG (told by its first bytes, ADR 0010: a renamed text file is refused) in `area` under a new
 * random name and answers the name, or undefined when the content is not such a picture.
 */
export async function storeImage(files: FileStorage, area: ImageArea, content: Buffer): Promise<string | undefined> {
  const type = detectImageType(content);
  if (!type) return undefined;
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  const { key } = storedImageKey(area, name) as { key: string };
  await files.putAt(key, Readable.from([content]));
  return name;
}

/** Removes a picture stored under `name`; any other value (an outside address, nothing) is left alone. */
export async function removeStoredImage(files: FileStorage, area: ImageArea, name: string): Promise<void> {
  const stored = storedImageKey(area, name);
  if (stored) await files.remove(stored.key);
}

/**
 * Sends a picture this server stored under a generated name. Any other name is a 404, so a request never reaches a
 * file of its own choosing. A new upload gets a new name, so a name's content never changes and may be cached for a
 * year.
 */
export async function sendStoredImage(
  reply: FastifyReply,
  files: FileStorage,
  area: ImageArea,
  name: string,
): Promise<void> {
  const stored = storedImageKey(area, name);
  const stat = stored && (await files.stat(stored.key));
  const stream = stored && stat && (await files.get(stored.key));
  if (!stored || !stat || !stream) {
    reply.callNotFound();
    return;
  }
  await reply
    .type(CONTENT_TYPES[stored.type])
    .header('content-length', stat.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-disposition', `inline; filename="${name}"`)
    .send(stream);
}
