import type { MultipartFile } from '@fastify/multipart';
import {
  API_BASE,
  WORK_ORDER_IMAGES_MAX,
  WORK_ORDER_IMAGE_MAX_BYTES,
  WORK_ORDER_PATHS,
  type WorkOrderImage,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure, notFound } from '../../http/errors';
import type { FileToSend } from '../../http/sendFile';
import { FileTooLargeError } from '../../storage/fileStorage';
import { SNIFF_BYTES, detectMedia } from '../../storage/mediaType';
import { headTap } from '../attachments/headTap';
import type { DeskCaller } from './orderAccess';
import { readableOrder } from './orderAccess';

type Executor = Kysely<Database> | Transaction<Database>;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
const MB = 1024 * 1024;

/** The picture's address as the browser asks for it (an <img> sends the session cookie). */
export function presentImage(row: { id: number; size: number }): WorkOrderImage {
  return { imageId: row.id, url: `${API_BASE}${WORK_ORDER_PATHS.imageFile(row.id)}`, size: row.size };
}

/**
 * POST workOrder/image (spec point 5): one picture, streamed to storage and stopped past 10 MB; its first bytes decide
 * whether it is a JPEG or PNG, whatever its name says. It stays pending (no order) until an order or a message claims
 * it; the file sweep removes it a day later otherwise.
 */
export async function receiveImage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { part: MultipartFile | undefined; userId: number; now: Date },
): Promise<WorkOrderImage> {
  const { part } = options;
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw failure('workOrderImageMissing');
  }
  const tap = headTap(SNIFF_BYTES);
  part.file.on('error', (error) => tap.destroy(error));
  part.file.pipe(tap);
  let stored;
  try {
    stored = await deps.files.put('workOrders', tap, { maxBytes: WORK_ORDER_IMAGE_MAX_BYTES });
  } catch (error) {
    if (error instanceof FileTooLargeError)
      throw failure('workOrderImageTooLarge', { max: WORK_ORDER_IMAGE_MAX_BYTES / MB });
    throw error;
  }
  const mimeType = detectMedia(tap.head())?.mimeType;
  if (mimeType === undefined || !IMAGE_TYPES.has(mimeType)) {
    await deps.files.remove(stored.key);
    throw failure('workOrderImageNotImage');
  }
  try {
    const row = await deps.db
      .insertInto('work_order_images')
      .values({
        uploader_id: options.userId,
        work_order_id: null,
        message_id: null,
        storage_key: stored.key,
        mime_type: mimeType,
        size: stored.size,
        create_time: options.now.toISOString(),
      })
      .returning(['id', 'size'])
      .executeTakeFirstOrThrow();
    return presentImage(row);
  } catch (error) {
    await deps.files.remove(stored.key);
    throw error;
  }
}

/**
 * Links the caller's pending pictures to an order (and a message of it), inside the caller's transaction. Each id must
 * be a pending upload of the same person; anything else is refused with nothing changed.
 */
export async function claimImages(
  trx: Executor,
  options: { imageIds: readonly number[]; userId: number; workOrderId: number; messageId: number | null },
): Promise<void> {
  const ids = [...new Set(options.imageIds)];
  if (ids.length === 0) return;
  if (ids.length > WORK_ORDER_IMAGES_MAX) throw failure('workOrderImagesTooMany', { max: WORK_ORDER_IMAGES_MAX });
  // Still pending at the moment of the update: a concurrent save that claimed one first wins.
  const result = await trx
    .updateTable('work_order_images')
    .set({ work_order_id: options.workOrderId, message_id: options.messageId })
    .where('id', 'in', ids)
    .where('uploader_id', '=', options.userId)
    .where('work_order_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== ids.length) throw failure('workOrderImageInvalid');
}

/**
 * GET workOrder/image/{id}: to its uploader while pending, then to whoever may read its order (the requester and the
 * desk); pictures of internal notes to the desk only. Anyone else, and any unknown id, gets 404.
 */
export async function imageToSend(
  db: Kysely<Database>,
  options: { imageId: number; caller: DeskCaller },
): Promise<FileToSend> {
  const image = await db
    .selectFrom('work_order_images as i')
    .leftJoin('work_order_messages as m', 'm.id', 'i.message_id')
    .select(['i.id', 'i.uploader_id', 'i.work_order_id', 'i.storage_key', 'i.mime_type', 'm.internal'])
    .where('i.id', '=', options.imageId)
    .executeTakeFirst();
  if (!image) throw notFound();
  if (image.work_order_id === null) {
    if (image.uploader_id !== options.caller.userId) throw notFound();
  } else {
    const { side } = await readableOrder(db, { workOrderId: image.work_order_id, caller: options.caller });
    if (image.internal === 1 && side !== 'support') throw notFound();
  }
  return {
    key: image.storage_key,
    fileName: `${String(image.id)}.${image.mime_type === 'image/png' ? 'png' : 'jpg'}`,
    contentType: image.mime_type,
    disposition: 'inline',
    cacheControl: 'private, max-age=3600',
  };
}

/** Abandoned pictures (no order claimed them within a day): rows and files, as abandoned attachments are. */
export async function sweepPendingImages(
  db: Kysely<Database>,
  files: AppDeps['files'],
  cutoff: string,
): Promise<number> {
  const removed = await db
    .deleteFrom('work_order_images')
    .where('work_order_id', 'is', null)
    .where('create_time', '<', cutoff)
    .returning('storage_key')
    .execute();
  await Promise.allSettled(removed.map((row) => files.remove(row.storage_key)));
  return removed.length;
}
