import {
  type SharedDiskEntry,
  type SharedDiskListing,
  type SharedDiskSummary,
  diskPreviewOf,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { FileToSend } from '../../http/sendFile';
import type { EphemeralStore } from '../../store/ephemeral';
import { issueShareTicket, liveShare, requireShareTicket, shareGone, unlockShare } from '../shareLinks/shareLinks';
import { byFolderThenName, diskFileToSend } from './present';
import { type DiskEntryRow, liveEntry } from './tree';

type Db = Kysely<Database>;

/** Anything missing (an entry removed since, an id outside the share) reads as a gone share: nothing more is told. */
async function orGone<T>(lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof AppError) throw shareGone('disk_shares');
    throw error;
  }
}

/** The working share and its entry, while the entry is on its owner's disk (not in the recycle bin). */
async function sharedRoot(db: Db, token: string, now: Date) {
  const share = await liveShare(db, 'disk_shares', token, now);
  const { entry } = await orGone(() => liveEntry(db, share.owner_id, share.entry_id));
  return { share, root: entry };
}

/**
 * An entry of the share: the shared entry itself or one under the shared folder, on the disk. Answers it with the
 * crumbs from the shared folder down to it.
 */
async function insideShare(db: Db, root: DiskEntryRow, entryId: number) {
  if (entryId === root.id) return { entry: root, crumbs: [] };
  const { entry, chain } = await orGone(() => liveEntry(db, root.owner_id, entryId));
  const at = chain.findIndex((link) => link.id === root.id);
  if (root.kind !== 'folder' || at < 0) throw shareGone('disk_shares');
  return { entry, crumbs: chain.slice(at + 1).map((link) => ({ entryId: link.id, name: link.name })) };
}

const presentShared = (row: DiskEntryRow): SharedDiskEntry => ({
  entryId: row.id,
  kind: row.kind,
  name: row.name,
  size: Number(row.size),
  preview: row.kind === 'file' ? diskPreviewOf(row.mime_type) : null,
  updateTime: row.update_time,
});

/** GET anonymous/diskShare/{token}: what the page shows before asking for a password. */
export async function sharedDiskSummary(db: Db, options: { token: string; now: Date }): Promise<SharedDiskSummary> {
  const { share, root } = await sharedRoot(db, options.token, options.now);
  return { kind: root.kind, name: root.name, needsPassword: share.password_hash !== null };
}

/** POST anonymous/diskShare/{token}: the shared file, or a folder of the shared folder with what it holds. */
export async function openSharedDisk(
  db: Db,
  store: EphemeralStore,
  options: { token: string; password?: string; folderId?: number; now: Date },
): Promise<SharedDiskListing> {
  const { share, root } = await sharedRoot(db, options.token, options.now);
  await unlockShare(store, 'disk_shares', share, options.password);
  const ticket = share.password_hash === null ? null : await issueShareTicket(store, 'disk_shares', share.id);
  if (root.kind === 'file')
    return { kind: 'file', name: root.name, crumbs: [], entries: [presentShared(root)], ticket };
  const { entry: folder, crumbs } = await insideShare(db, root, options.folderId ?? root.id);
  if (folder.kind !== 'folder') throw shareGone('disk_shares');
  const rows = await db
    .selectFrom('disk_entries')
    .selectAll()
    .where('owner_id', '=', root.owner_id)
    .where('parent_id', '=', folder.id)
    .where('remove_time', 'is', null)
    .execute();
  return {
    kind: 'folder',
    name: root.name,
    crumbs,
    entries: rows.sort(byFolderThenName).map(presentShared),
    ticket,
  };
}

/** GET anonymous/diskShare/{token}/file/{id}: a file of the share, with the ticket of its password when it has one. */
export async function sharedDiskFile(
  db: Db,
  store: EphemeralStore,
  options: { token: string; entryId: number; ticket: string | undefined; inline: boolean; now: Date },
): Promise<FileToSend> {
  const { share, root } = await sharedRoot(db, options.token, options.now);
  await requireShareTicket(store, 'disk_shares', share, options.ticket);
  const { entry } = await insideShare(db, root, options.entryId);
  if (entry.kind !== 'file' || !entry.storage_key) throw shareGone('disk_shares');
  return diskFileToSend(
    { ...entry, storage_key: entry.storage_key },
    { inline: options.inline, cacheControl: 'private, no-store' },
  );
}
