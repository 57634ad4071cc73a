import { DISK_RECYCLE_DAYS, type DiskEntry, freeDiskName } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { FileStorage } from '../../storage/fileStorage';
import { presentEntry } from './present';
import { chainOf, filesUnder, liveEntry, namesIn } from './tree';
import { releaseBytes } from './usage';

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

/** POST disk/remove: into the recycle bin; a folder takes what it holds with it. */
export async function removeEntries(
  db: Db,
  options: { ownerId: number; entryIds: number[]; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const entryId of new Set(options.entryIds)) {
      const { entry } = await liveEntry(trx, options.ownerId, entryId);
      await trx
        .updateTable('disk_entries')
        .set({ remove_time: options.now.toISOString() })
        .where('id', '=', entry.id)
        .execute();
    }
  });
}

/** GET disk/recycle: what the owner removed, most recently removed first. */
export async function listRecycled(db: Db, ownerId: number): Promise<DiskEntry[]> {
  const rows = await db
    .selectFrom('disk_entries')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('remove_time', 'is not', null)
    .orderBy('remove_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => presentEntry(row));
}

async function recycledEntry(db: Db, ownerId: number, entryId: number) {
  const entry = await db
    .selectFrom('disk_entries')
    .selectAll()
    .where('id', '=', entryId)
    .where('owner_id', '=', ownerId)
    .where('remove_time', 'is not', null)
    .executeTakeFirst();
  if (!entry) throw notFound();
  return entry;
}

/**
 * POST disk/restore: back into the folder it was removed from, or the root when that folder is gone or in the bin
 * itself; a name taken there meanwhile gets a number, as an upload's would.
 */
export async function restoreEntries(
  db: Db,
  options: { ownerId: number; entryIds: number[]; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const entryId of new Set(options.entryIds)) {
      const entry = await recycledEntry(trx, options.ownerId, entryId);
      const parentChain = entry.parent_id === null ? [] : await chainOf(trx, options.ownerId, entry.parent_id);
      const parentLive = parentChain.length > 0 && parentChain.every((link) => link.remove_time === null);
      const parentId = parentLive ? entry.parent_id : null;
      await trx
        .updateTable('disk_entries')
        .set({
          parent_id: parentId,
          name: freeDiskName(entry.name, await namesIn(trx, options.ownerId, parentId)),
          remove_time: null,
          update_time: options.now.toISOString(),
        })
        .where('id', '=', entry.id)
        .execute();
    }
  });
}

/**
 * Deletes recycled entries for good with everything under them and gives their bytes back; the files go from the
 * storage after the rows, so a failure between leaves a stray file, never an entry without its file.
 */
async function purge(db: Db, files: FileStorage, ownerId: number, entryIds: number[]): Promise<void> {
  const freed = await db.transaction().execute(async (trx) => {
    const under = await filesUnder(trx, ownerId, entryIds);
    await trx.deleteFrom('disk_entries').where('owner_id', '=', ownerId).where('id', 'in', entryIds).execute();
    await releaseBytes(trx, { ownerId, bytes: under.reduce((sum, file) => sum + file.size, 0) });
    return under;
  });
  await Promise.allSettled(freed.map((file) => files.remove(file.key)));
}

/** POST disk/purge. */
export async function purgeEntries(
  db: Db,
  files: FileStorage,
  options: { ownerId: number; entryIds: number[] },
): Promise<void> {
  const ids = [...new Set(options.entryIds)];
  for (const entryId of ids) await recycledEntry(db, options.ownerId, entryId);
  await purge(db, files, options.ownerId, ids);
}

/** The hourly sweep: what has been in a recycle bin for DISK_RECYCLE_DAYS goes for good. Answers how many went. */
export async function purgeExpiredRecycle(db: Db, files: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DISK_RECYCLE_DAYS * DAY_MS).toISOString();
  const due = await db
    .selectFrom('disk_entries')
    .select(['id', 'owner_id'])
    .where('remove_time', '<', cutoff)
    .execute();
  for (const row of due) await purge(db, files, row.owner_id, [row.id]);
  return due.length;
}
