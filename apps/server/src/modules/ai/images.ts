import { Readable } from 'node:stream';
import { AI_IMAGE_MAX_BYTES, AI_PATHS, API_BASE, type AiImageAnswer, type AiImageRow } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { AiImageTable } from '../../db/aiSchema';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure, notFound } from '../../http/errors';
import type { FileToSend } from '../../http/sendFile';
import { FileTooLargeError } from '../../storage/fileStorage';
import { headTap } from '../attachments/headTap';
import { creditsOf, refundUsage, reserveCredits, settleUsage } from './credits';
import { currentEndpoint, offered } from './endpoint';
import { type PictureSource, type Watch, fetchPicture, generatePictures } from './endpointClient';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'files'>;

/** The gallery shows a person's newest pictures, this many. */
const IMAGES_LISTED = 100;
const MB = 1024 * 1024;

/** PNG, JPEG or WebP by their first bytes, whatever the endpoint claimed. */
function pictureType(head: Buffer): string | undefined {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  const webp = head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
  return webp ? 'image/webp' : undefined;
}

const extensionOf = (mimeType: string) => (mimeType === 'image/jpeg' ? 'jpg' : mimeType.replace('image/', ''));

export function presentImage(row: Selectable<AiImageTable>): AiImageRow {
  return {
    imageId: row.id,
    prompt: row.prompt,
    model: row.model,
    url: `${API_BASE}${AI_PATHS.imageFile(row.id)}`,
    createTime: row.create_time,
  };
}

interface StoredPicture {
  key: string;
  size: number;
  mimeType: string;
}

/** A picture's bytes as a stream: decoded from the answer, or fetched from the address it gave (under a watch). */
async function pictureBytes(source: PictureSource, silenceMs: number): Promise<{ input: Readable; watch?: Watch }> {
  if ('base64' in source) return { input: Readable.from([Buffer.from(source.base64, 'base64')]) };
  const fetched = await fetchPicture(source.url, silenceMs);
  return { input: Readable.from(fetched.body), watch: fetched.watch };
}

/** One picture into the file storage's `aiImages` area, checked by its first bytes and stopped past 20 MB. */
async function storePicture(deps: Deps, source: PictureSource): Promise<StoredPicture> {
  const { input, watch } = await pictureBytes(source, deps.config.ai.timeoutMs);
  const tap = headTap(12);
  input.on('error', (error) => tap.destroy(error));
  input.pipe(tap);
  let stored;
  try {
    stored = await deps.files.put('aiImages', tap, { maxBytes: AI_IMAGE_MAX_BYTES });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw failure('aiImageTooLarge', { max: AI_IMAGE_MAX_BYTES / MB });
    throw failure(watch?.timedOut ? 'aiEndpointTimeout' : 'aiEndpointUnreachable');
  } finally {
    watch?.stop();
  }
  const mimeType = pictureType(tap.head());
  if (!mimeType) {
    await deps.files.remove(stored.key);
    throw failure('aiImageNotPicture');
  }
  return { key: stored.key, size: stored.size, mimeType };
}

/**
 * POST ai/image/generate (issue 34, ADR 0124): `count` image credits set aside, the endpoint's pictures stored and
 * kept, one credit charged for each picture that arrived and the rest given back. A refusal, or a picture that is not
 * one, gives everything back and keeps nothing.
 */
export async function generateImages(
  deps: Deps,
  call: { userId: number; input: { prompt: string; count: number }; metered: boolean },
): Promise<AiImageAnswer> {
  const { db } = deps;
  const { prompt, count } = call.input;
  const endpoint = await currentEndpoint(db, deps.config.ai);
  const model = offered(endpoint).imageModel;
  if (model === null) throw failure('aiImageNotConfigured');
  const reservation = await reserveCredits(db, {
    userId: call.userId,
    kind: 'image',
    model,
    metered: call.metered,
    decide: (balance) => (balance >= count ? count : null),
    refuse: (balance) => failure('aiImageCreditsShort', { needed: count, balance }),
    now: deps.now(),
  });
  const stored: StoredPicture[] = [];
  try {
    const sources = await generatePictures(endpoint, { model, prompt, count }, deps.config.ai.timeoutMs);
    if (sources.length === 0) throw failure('aiEndpointUnreadable');
    for (const source of sources.slice(0, count)) stored.push(await storePicture(deps, source));
    const charged = call.metered ? stored.length : 0;
    const now = deps.now();
    const rows = await db.transaction().execute(async (trx) => {
      const kept = await trx
        .insertInto('ai_images')
        .values(
          stored.map((picture) => ({
            user_id: call.userId,
            prompt,
            model,
            storage_key: picture.key,
            mime_type: picture.mimeType,
            size: picture.size,
            create_time: now.toISOString(),
          })),
        )
        .returningAll()
        .execute();
      await settleUsage(trx, reservation.usageId, { charged, outcome: 'complete', images: stored.length }, now);
      return kept;
    });
    const credits = call.metered ? await creditsOf(db, call.userId) : null;
    return { images: rows.sort((a, b) => a.id - b.id).map(presentImage), charged, credits };
  } catch (error) {
    await Promise.allSettled(stored.map((picture) => deps.files.remove(picture.key)));
    await refundUsage(db, reservation.usageId, deps.now());
    throw error;
  }
}

export async function listImages(db: Kysely<Database>, userId: number): Promise<AiImageRow[]> {
  const rows = await db
    .selectFrom('ai_images')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(IMAGES_LISTED)
    .execute();
  return rows.map(presentImage);
}

async function ownImage(db: Kysely<Database>, options: { imageId: number; userId: number }) {
  const row = await db
    .selectFrom('ai_images')
    .selectAll()
    .where('id', '=', options.imageId)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** GET ai/image/{id}: the picture, to its owner; anyone else's, or none, answers 404. */
export async function imageToSend(
  db: Kysely<Database>,
  options: { imageId: number; userId: number },
): Promise<FileToSend> {
  const row = await ownImage(db, options);
  return {
    key: row.storage_key,
    fileName: `ai-${String(row.id)}.${extensionOf(row.mime_type)}`,
    contentType: row.mime_type,
    disposition: 'inline',
    // A picture never changes under its id.
    cacheControl: 'private, max-age=86400, immutable',
  };
}

export async function removeImage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { imageId: number; userId: number },
): Promise<void> {
  const row = await ownImage(deps.db, options);
  await deps.db.deleteFrom('ai_images').where('id', '=', row.id).execute();
  await deps.files.remove(row.storage_key);
}
