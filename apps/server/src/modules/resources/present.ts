import {
  API_BASE,
  RESOURCE_PATHS,
  type ResourceAdminRow,
  type ResourceCard,
  type ResourceFileRow,
  type ResourcePricing,
} from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ResourceTable } from '../../db/resourceSchema';

export type ResourceRecord = Selectable<ResourceTable>;

/** Cover pictures are served at GET /prod-api/resources/cover/<name>, public by their unguessable name. */
export function coverUrl(cover: string): string | null {
  return cover === '' ? null : `${API_BASE}${RESOURCE_PATHS.cover}/${cover}`;
}

export function pricingOf(record: ResourceRecord): ResourcePricing {
  return { priceFen: record.price_fen, pointsPrice: record.points_price, membersFree: record.members_free === 1 };
}

export function presentCard(record: ResourceRecord, fileCount: number): ResourceCard {
  return {
    resourceId: record.id,
    title: record.title,
    category: record.category,
    coverUrl: coverUrl(record.cover),
    ...pricingOf(record),
    downloads: record.downloads,
    fileCount,
    updateTime: record.update_time,
  };
}

/** The files of some resources, by resource, in the order they were added. */
export async function filesOf(db: Kysely<Database>, resourceIds: number[]): Promise<Map<number, ResourceFileRow[]>> {
  const byResource = new Map<number, ResourceFileRow[]>(resourceIds.map((id) => [id, []]));
  if (resourceIds.length === 0) return byResource;
  const rows = await db
    .selectFrom('resource_files')
    .select(['id', 'resource_id', 'name', 'size'])
    .where('resource_id', 'in', resourceIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    byResource.get(row.resource_id)?.push({ fileId: row.id, name: row.name, size: Number(row.size) });
  }
  return byResource;
}

/** How many files each resource holds, for the cards. */
export async function fileCounts(db: Kysely<Database>, resourceIds: number[]): Promise<Map<number, number>> {
  if (resourceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('resource_files')
    .select((eb) => ['resource_id', eb.fn.countAll<number | string>().as('count')])
    .where('resource_id', 'in', resourceIds)
    .groupBy('resource_id')
    .execute();
  return new Map(rows.map((row) => [row.resource_id, Number(row.count)]));
}

export function presentAdminRow(record: ResourceRecord, files: ResourceFileRow[]): ResourceAdminRow {
  return {
    ...presentCard(record, files.length),
    description: record.description,
    cover: record.cover,
    published: record.published === 1,
    files,
  };
}
