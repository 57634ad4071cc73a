import {
  type CreateDiskFolderBody,
  DISK_DEPTH_MAX,
  type DiskCrumb,
  type DiskEntry,
  type DiskListing,
  type Edition,
  type MoveDiskEntriesBody,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { failure } from '../../http/errors';
import { byFolderThenName, presentEntry } from './present';
import { type DiskEntryRow, crumbsOf, liveEntry, liveFolder } from './tree';
import { usageOf } from './usage';
import { containsPattern } from '../../db/containsText';

type Db = Kysely<Database>;
interface Owner {
  ownerId: number;
  edition: Edition;
  now: Date;
}

/** Search answers at most this many entries, the closest names first. */
const SEARCH_MAX = 200;

/** A name already in the target folder reads as the refusal that names it (the unique index decides races). */
async function namedUniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('diskNameTaken', { name });
    throw error;
  }
}

/** GET disk/list: a folder's entries, or a search of every live name on the disk. */
export async function listDisk(db: Db, options: Owner & { folderId?: number; keyword?: string }): Promise<DiskListing> {
  const usage = await usageOf(db, options);
  if (options.keyword)
    return { folder: null, crumbs: [], entries: await searchDisk(db, options.ownerId, options.keyword), usage };
  const { folder, chain } = await liveFolder(db, options.ownerId, options.folderId ?? null);
  const rows = await db
    .selectFrom('disk_entries')
    .selectAll()
    .where('owner_id', '=', options.ownerId)
    .where((eb) => (folder ? eb('parent_id', '=', folder.id) : eb('parent_id', 'is', null)))
    .where('remove_time', 'is', null)
    .execute();
  return {
    folder: folder && { entryId: folder.id, name: folder.name },
    crumbs: crumbsOf(chain),
    entries: rows.sort(byFolderThenName).map((row) => presentEntry(row)),
    usage,
  };
}

async function searchDisk(db: Db, ownerId: number, keyword: string): Promise<DiskEntry[]> {
  const pattern = containsPattern(keyword);
  // Only what is reachable from the root without passing a folder in the recycle bin.
  const { rows } = await sql<DiskEntryRow>`
    with recursive live(id) as (
      select id from disk_entries where owner_id = ${ownerId} and parent_id is null and remove_time is null
      union all
      select e.id from disk_entries e join live on e.parent_id = live.id where e.remove_time is null
    )
    select d.* from disk_entries d join live on d.id = live.id
    where lower(d.name) like ${pattern} escape '\\'
    order by length(d.name), d.id limit ${SEARCH_MAX}`.execute(db);
  const folderIds = [...new Set(rows.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id])))];
  const paths = new Map<number, DiskCrumb[]>();
  for (const folderId of folderIds) {
    const { chain } = await liveEntry(db, ownerId, folderId);
    paths.set(folderId, crumbsOf(chain));
  }
  return rows.map((row) => presentEntry(row, row.parent_id === null ? [] : (paths.get(row.parent_id) ?? [])));
}

/** POST disk/folder. */
export async function createFolder(db: Db, options: Owner & CreateDiskFolderBody): Promise<DiskEntry> {
  const { folder, chain } = await liveFolder(db, options.ownerId, options.parentId);
  if (chain.length >= DISK_DEPTH_MAX) throw failure('diskTooDeep', { max: DISK_DEPTH_MAX });
  const time = options.now.toISOString();
  const row = await namedUniquely(options.name, () =>
    db
      .insertInto('disk_entries')
      .values({
        owner_id: options.ownerId,
        parent_id: folder?.id ?? null,
        kind: 'folder',
        name: options.name,
        storage_key: null,
        size: 0,
        mime_type: '',
        remove_time: null,
        create_time: time,
        update_time: time,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return presentEntry(row);
}

/** POST disk/rename. */
export async function renameEntry(db: Db, options: Owner & { entryId: number; name: string }): Promise<DiskEntry> {
  const { entry } = await liveEntry(db, options.ownerId, options.entryId);
  if (entry.name === options.name) return presentEntry(entry);
  const row = await namedUniquely(options.name, () =>
    db
      .updateTable('disk_entries')
      .set({ name: options.name, update_time: options.now.toISOString() })
      .where('id', '=', entry.id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return presentEntry(row);
}

/** POST disk/move: all or nothing; never a folder into itself or below itself. */
export async function moveEntries(db: Db, options: Owner & MoveDiskEntriesBody): Promise<void> {
  const { folder, chain } = await liveFolder(db, options.ownerId, options.targetId);
  const above = new Set(chain.map((link) => link.id));
  await db.transaction().execute(async (trx) => {
    for (const entryId of new Set(options.entryIds)) {
      const { entry } = await liveEntry(trx, options.ownerId, entryId);
      if (above.has(entry.id)) throw failure('diskMoveIntoItself');
      if (entry.parent_id === (folder?.id ?? null)) continue;
      await namedUniquely(entry.name, () =>
        trx
          .updateTable('disk_entries')
          .set({ parent_id: folder?.id ?? null, update_time: options.now.toISOString() })
          .where('id', '=', entry.id)
          .execute(),
      );
    }
  });
}
