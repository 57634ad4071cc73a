import { DISK_ZIP_FILES_MAX } from '@questline/contract';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import type { FileStorage } from '../../storage/fileStorage';
import { type DiskEntryRow, liveEntry } from './tree';

type Db = Kysely<Database>;

/** A file of the archive: its path inside it and where its bytes are. */
interface ZipItem {
  path: string;
  entry: DiskEntryRow;
}

/** Every live entry under a folder, with its path inside the archive, folders before what they hold. */
async function below(db: Db, folder: DiskEntryRow, prefix: string, into: ZipItem[]): Promise<void> {
  const children = await db
    .selectFrom('disk_entries')
    .selectAll()
    .where('owner_id', '=', folder.owner_id)
    .where('parent_id', '=', folder.id)
    .where('remove_time', 'is', null)
    .orderBy('id')
    .execute();
  for (const child of children) {
    const path = `${prefix}/${child.name}`;
    into.push({ path, entry: child });
    if (child.kind === 'folder') await below(db, child, path, into);
    if (into.length > DISK_ZIP_FILES_MAX) throw failure('diskZipTooMany', { max: DISK_ZIP_FILES_MAX });
  }
}

/**
 * What a zip of the owner's chosen entries holds: files at the top by their names, folders with everything in them
 * (empty folders too). A name met twice at the top (two folders of one name chosen from a search) is numbered.
 */
export async function zipContents(db: Db, options: { ownerId: number; entryIds: number[] }): Promise<ZipItem[]> {
  const items: ZipItem[] = [];
  const top = new Set<string>();
  for (const entryId of new Set(options.entryIds)) {
    const { entry } = await liveEntry(db, options.ownerId, entryId);
    let name = entry.name;
    for (let n = 1; top.has(name); n += 1) name = `${entry.name} (${String(n)})`;
    top.add(name);
    items.push({ path: name, entry });
    if (entry.kind === 'folder') await below(db, entry, name, items);
  }
  return items;
}

/**
 * The archive as a stream, written while it is read: each file is fetched from the storage only when its turn
 * comes, stored without compression (most of what people keep is compressed already, and deflating would spend the
 * server's cores; ADR 0115), in ZIP64 where sizes need it, with UTF-8 names.
 */
export function zipStream(files: FileStorage, items: ZipItem[]): Readable {
  const zip = new ZipFile();
  for (const { path, entry } of items) {
    const mtime = new Date(entry.update_time);
    if (entry.kind === 'folder') {
      zip.addEmptyDirectory(path, { mtime });
      continue;
    }
    const key = entry.storage_key ?? '';
    zip.addReadStreamLazy(path, { compress: false, mtime, size: Number(entry.size) }, (done) => {
      files.get(key).then(
        (stream) => (stream ? done(null, stream) : done(notFound(), undefined as never)),
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
