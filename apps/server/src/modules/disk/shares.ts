import type { CreateDiskShareBody, DiskShare } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DiskShareTable } from '../../db/diskSchema';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { insertShare, revokeShareLink, sharePath, shareWorks } from '../shareLinks/shareLinks';
import { liveEntry } from './tree';

type Db = Kysely<Database>;

async function present(db: Db, rows: Selectable<DiskShareTable>[]): Promise<DiskShare[]> {
  if (rows.length === 0) return [];
  const entries = await db
    .selectFrom('disk_entries')
    .select(['id', 'name'])
    .where(
      'id',
      'in',
      rows.map((row) => row.entry_id),
    )
    .execute();
  const names = new Map(entries.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    shareId: row.id,
    token: row.token,
    path: sharePath('disk_shares', row.token),
    entryId: row.entry_id,
    targetName: names.get(row.entry_id) ?? '',
    hasPassword: row.password_hash !== null,
    expireTime: row.expire_time,
    createTime: row.create_time,
  }));
}

/** POST disk/share/create: a link to one of the owner's files or folders on the disk. */
export async function createDiskShare(
  db: Db,
  options: CreateDiskShareBody & { ownerId: number; now: Date },
): Promise<DiskShare> {
  const { entry } = await liveEntry(db, options.ownerId, options.entryId);
  const row = await insertShare(db, 'disk_shares', { owner_id: options.ownerId, entry_id: entry.id }, options);
  const [share] = await present(db, [row]);
  if (!share) throw new Error('share vanished while presenting it');
  return share;
}

/** GET disk/share/list: the owner's links that still work (of one entry when named), newest first. */
export async function listDiskShares(
  db: Db,
  options: { ownerId: number; entryId?: number; now: Date },
): Promise<DiskShare[]> {
  let query = db
    .selectFrom('disk_shares')
    .selectAll()
    .where('owner_id', '=', options.ownerId)
    .where(shareWorks('disk_shares', options.now));
  if (options.entryId !== undefined) query = query.where('entry_id', '=', options.entryId);
  return present(db, await query.orderBy('id', 'desc').execute());
}

/** POST disk/share/revoke: the owner's link stops working; revoking twice is harmless. */
export async function revokeDiskShare(db: Db, options: { ownerId: number; shareId: number; now: Date }): Promise<void> {
  const share = await db
    .selectFrom('disk_shares')
    .select(['id', 'revoke_time'])
    .where('id', '=', options.shareId)
    .where('owner_id', '=', options.ownerId)
    .executeTakeFirst();
  if (!share) throw notFound();
  await revokeShareLink(db, 'disk_shares', share, options.now);
}
