import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../storage/fileStorage';
import { DOWNLOAD_TTL_MS } from '../downloads/downloads';
import { sweepPendingImages } from '../workOrders/images';

/** How often each instance sweeps; both sweeps are idempotent, so instances need not agree. */
export const FILE_SWEEP_INTERVAL_MS = 3_600_000;
/** An upload no issue, comment, test run or work order claimed within a day was abandoned (a closed form, a failed save). */
export const PENDING_ATTACHMENT_TTL_MS = 86_400_000;

/**
 * Removes abandoned uploads (rows and files) and single-use downloads nobody fetched, so neither fills
 * the disk. The delete re-checks "still pending", so an upload claimed meanwhile stays.
 */
export async function sweepFiles(
  db: Kysely<Database>,
  files: FileStorage,
  now: Date,
): Promise<{ attachments: number; downloads: number; workOrderImages: number }> {
  const cutoff = new Date(now.getTime() - PENDING_ATTACHMENT_TTL_MS).toISOString();
  const removed = await db
    .deleteFrom('question_attachments')
    .where('question_id', 'is', null)
    .where('test_run_id', 'is', null)
    .where('create_time', '<', cutoff)
    .returning('storage_key')
    .execute();
  await Promise.allSettled(removed.map((row) => files.remove(row.storage_key)));
  const downloads = await files.removeOlderThan('downloads', new Date(now.getTime() - DOWNLOAD_TTL_MS));
  const workOrderImages = await sweepPendingImages(db, files, cutoff);
  return { attachments: removed.length, downloads, workOrderImages };
}
