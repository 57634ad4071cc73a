import { type DiskEntry, diskFolderPath, freeDiskName } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DiskUploadTable } from '../../db/diskSchema';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import type { FileStorage } from '../../storage/fileStorage';
import { DISK_SNIFF_BYTES, diskMimeType } from './diskType';
import { presentEntry } from './present';
import type { UploadStaging } from './staging';
import { type DiskEntryRow, chainOf, namesIn } from './tree';

type Db = Kysely<Database>;
export type DiskUploadRow = Selectable<DiskUploadTable>;

/** Tries a write that may lose a race on a name a few times, with the name the next try picks. */
async function retryOnName<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The folder named `name` in `parentId`, made when missing (a folder upload's path). */
async function folderNamed(db: Db, ownerId: number, parentId: number | null, name: string, now: Date): Promise<number> {
  return retryOnName(async () => {
    const found = await db
      .selectFrom('disk_entries')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
      .where('name', '=', name)
      .where('kind', '=', 'folder')
      .where('remove_time', 'is', null)
      .executeTakeFirst();
    if (found) return found.id;
    const taken = await namesIn(db, ownerId, parentId);
    const time = now.toISOString();
    const row = await db
      .insertInto('disk_entries')
      .values({
        owner_id: ownerId,
        parent_id: parentId,
        kind: 'folder',
        name: freeDiskName(name, taken),
        storage_key: null,
        size: 0,
        mime_type: '',
        remove_time: null,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The upload's folder when it is still on the disk, else the root: a file never lands in the recycle bin. */
async function startFolder(db: Db, upload: DiskUploadRow): Promise<number | null> {
  if (upload.folder_id === null) return null;
  const chain = await chainOf(db, upload.owner_id, upload.folder_id);
  return chain.length > 0 && chain.every((link) => link.remove_time === null) ? upload.folder_id : null;
}

/**
 * Puts a stored file in its folder (the folders of a folder upload made as needed) and ends its upload. No
 * transaction: a name lost to a race is retried, which PostgreSQL allows only outside one; folders made before a
 * failure stay, empty, as after a folder upload stopped half-way.
 */
async function placeFile(
  db: Db,
  options: { upload: DiskUploadRow; key: string; mimeType: string; now: Date },
): Promise<DiskEntryRow> {
  const { upload, now } = options;
  let folderId = await startFolder(db, upload);
  for (const part of diskFolderPath(upload.relative_path) ?? []) {
    folderId = await folderNamed(db, upload.owner_id, folderId, part, now);
  }
  const time = now.toISOString();
  const entry = await retryOnName(async () =>
    db
      .insertInto('disk_entries')
      .values({
        owner_id: upload.owner_id,
        parent_id: folderId,
        kind: 'file',
        name: freeDiskName(upload.name, await namesIn(db, upload.owner_id, folderId)),
        storage_key: options.key,
        size: Number(upload.size),
        mime_type: options.mimeType,
        remove_time: null,
        create_time: time,
        update_time: time,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  await db.deleteFrom('disk_uploads').where('id', '=', upload.id).execute();
  return entry;
}

/**
 * The last byte of a resumable upload arrived: the staging puts the file into the storage, its type is told by its
 * first bytes, and it appears in its folder under its name, numbered when the name is taken. Its bytes, counted since
 * the upload began, stay counted.
 */
export async function landUpload(
  deps: { db: Db; files: FileStorage },
  options: { upload: DiskUploadRow; staging: UploadStaging; now: Date },
): Promise<DiskEntry> {
  const { upload } = options;
  const size = Number(upload.size);
  const stored = await options.staging.store(upload.id, { maxBytes: size, headBytes: DISK_SNIFF_BYTES });
  try {
    if (stored.size !== size) {
      throw new Error(`upload ${upload.id} landed ${String(stored.size)} of ${String(size)} bytes`);
    }
    const mimeType = diskMimeType(upload.name, stored.head);
    return presentEntry(await placeFile(deps.db, { upload, key: stored.key, mimeType, now: options.now }));
  } catch (error) {
    await deps.files.remove(stored.key);
    throw error;
  }
}
