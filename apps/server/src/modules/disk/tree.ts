import type { DiskCrumb } from '@questline/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DiskEntryTable } from '../../db/diskSchema';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';

type Db = Kysely<Database>;
export type DiskEntryRow = Selectable<DiskEntryTable>;

interface ChainLink {
  id: number;
  parent_id: number | null;
  name: string;
  remove_time: string | null;
}

/** The entry and every folder above it, the root's child first; empty when the owner has no such entry. */
export async function chainOf(db: Db, ownerId: number, entryId: number): Promise<ChainLink[]> {
  const { rows } = await sql<ChainLink & { depth: number }>`
    with recursive chain(id, parent_id, name, remove_time, depth) as (
      select id, parent_id, name, remove_time, 0 from disk_entries where id = ${entryId} and owner_id = ${ownerId}
      union all
      select e.id, e.parent_id, e.name, e.remove_time, chain.depth + 1
      from disk_entries e join chain on e.id = chain.parent_id
    )
    select id, parent_id, name, remove_time, depth from chain order by depth desc`.execute(db);
  return rows;
}

/** The crumbs of a chain: from the root to its last link. */
export const crumbsOf = (chain: ChainLink[]): DiskCrumb[] =>
  chain.map((link) => ({ entryId: link.id, name: link.name }));

/**
 * The owner's entry when it is on the disk: neither it nor a folder above it in the recycle bin. Anyone else's entry,
 * or one in the bin, answers 404 (issue 32: every id is checked against its owner).
 */
export async function liveEntry(
  db: Db,
  ownerId: number,
  entryId: number,
): Promise<{ entry: DiskEntryRow; chain: ChainLink[] }> {
  const chain = await chainOf(db, ownerId, entryId);
  if (chain.length === 0 || chain.some((link) => link.remove_time !== null)) throw notFound();
  const entry = await db
    .selectFrom('disk_entries')
    .selectAll()
    .where('id', '=', entryId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!entry) throw notFound();
  return { entry, chain };
}

/** A live folder of the owner's, or the root for null. */
export async function liveFolder(
  db: Db,
  ownerId: number,
  folderId: number | null,
): Promise<{ folder: DiskEntryRow | null; chain: ChainLink[] }> {
  if (folderId === null) return { folder: null, chain: [] };
  const { entry, chain } = await liveEntry(db, ownerId, folderId);
  if (entry.kind !== 'folder') throw failure('diskNotAFolder');
  return { folder: entry, chain };
}

/** The names a folder (null: the root) holds outside the recycle bin. */
export async function namesIn(db: Db, ownerId: number, folderId: number | null): Promise<Set<string>> {
  const rows = await db
    .selectFrom('disk_entries')
    .select('name')
    .where('owner_id', '=', ownerId)
    .where((eb) => (folderId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', folderId)))
    .where('remove_time', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.name));
}

/** Every file at or under the entries (through folders in the bin too): what a purge frees. */
export async function filesUnder(
  db: Db,
  ownerId: number,
  entryIds: number[],
): Promise<{ key: string; size: number }[]> {
  if (entryIds.length === 0) return [];
  const { rows } = await sql<{ storage_key: string | null; size: number | string }>`
    with recursive below(id) as (
      select id from disk_entries where owner_id = ${ownerId} and id in (${sql.join(entryIds)})
      union all
      select e.id from disk_entries e join below on e.parent_id = below.id
    )
    select d.storage_key, d.size from disk_entries d join below on d.id = below.id where d.kind = 'file'`.execute(db);
  return rows.flatMap((row) => (row.storage_key ? [{ key: row.storage_key, size: Number(row.size) }] : []));
}
