import type { Multipart, MultipartFile } from '@fastify/multipart';
import { KNOWLEDGE_IMAGE_MAX_BYTES, type KnowledgeImage, knowledgeImageUploadFields } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import type { FileToSend } from '../../http/sendFile';
import { ValidationFailure } from '../../http/validation';
import { FileTooLargeError } from '../../storage/fileStorage';
import { SNIFF_BYTES } from '../../storage/mediaType';
import { classifyUpload } from '../attachments/contentType';
import { kbAccess } from './kbAccess';
import { headTap } from '../attachments/headTap';

/** The address documents hold for an image; the sanitiser keeps only images of this shape (richText.ts). */
export const imageUrl = (imageId: number) => `/prod-api/questline/knowledge/image/${String(imageId)}`;

async function storeImage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { fields: Record<string, string>; part: MultipartFile; userId: number; now: Date },
): Promise<KnowledgeImage> {
  const parsed = knowledgeImageUploadFields.safeParse({ kbId: options.fields.kbId }, { reportInput: true });
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
  const { kbId } = await kbAccess(deps.db, parsed.data.kbId, options.userId, 'write');
  const tap = headTap(SNIFF_BYTES);
  options.part.file.on('error', (error) => tap.destroy(error));
  options.part.file.pipe(tap);
  let stored;
  try {
    stored = await deps.files.put('attachments', tap, { maxBytes: KNOWLEDGE_IMAGE_MAX_BYTES });
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw failure('knowledgeImageTooLarge', { max: KNOWLEDGE_IMAGE_MAX_BYTES / 1024 / 1024 });
    }
    throw error;
  }
  const type = classifyUpload(options.part.filename, tap.head());
  if (!type.ok || type.kind !== 'image') {
    await deps.files.remove(stored.key);
    throw failure('knowledgeImageWrongType');
  }
  try {
    const row = await deps.db
      .insertInto('knowledge_images')
      .values({
        kb_id: kbId,
        uploader_id: options.userId,
        storage_key: stored.key,
        file_name: type.fileName,
        mime_type: type.mimeType,
        size: stored.size,
        create_time: options.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { imageId: row.id, url: imageUrl(row.id) };
  } catch (error) {
    await deps.files.remove(stored.key);
    throw error;
  }
}

/**
 * POST knowledge/image/upload: the field `kbId`, then one image part named `file` (pasted or chosen in the
 * editor). Writers only; the content must be an image whose name agrees with it.
 */
export async function receiveImage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { parts: AsyncIterable<Multipart>; userId: number; now: Date },
): Promise<KnowledgeImage> {
  const fields: Record<string, string> = {};
  for await (const part of options.parts) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else if (part.fieldname === 'file') return storeImage(deps, { ...options, fields, part });
    else part.file.resume();
  }
  throw failure('knowledgeImageMissing');
}

function servedImage(row: { storage_key: string; file_name: string; mime_type: string }, cache: string): FileToSend {
  return {
    key: row.storage_key,
    fileName: row.file_name,
    contentType: row.mime_type,
    disposition: 'inline',
    cacheControl: cache,
  };
}

/** GET knowledge/image/{id}: for members of the image's space. */
export async function memberImage(db: Kysely<Database>, options: { imageId: number; userId: number }) {
  const row = await db.selectFrom('knowledge_images').selectAll().where('id', '=', options.imageId).executeTakeFirst();
  if (!row) throw notFound();
  await kbAccess(db, row.kb_id, options.userId, 'read');
  return servedImage(row, 'private, max-age=3600');
}

/** An image of a public share: only one that a shared, published document shows. */
export async function sharedImage(
  db: Kysely<Database>,
  options: { imageId: number; documentIds: number[] },
): Promise<FileToSend> {
  const row = await db.selectFrom('knowledge_images').selectAll().where('id', '=', options.imageId).executeTakeFirst();
  if (!row || options.documentIds.length === 0) throw notFound();
  const shownIn = await db
    .selectFrom('knowledge_documents')
    .select('id')
    .where('id', 'in', options.documentIds)
    .where('kb_id', '=', row.kb_id)
    .where('status', '=', 'published')
    .where('content', 'like', `%${imageUrl(row.id)}"%`)
    .executeTakeFirst();
  if (!shownIn) throw notFound();
  return servedImage(row, 'private, max-age=600');
}
