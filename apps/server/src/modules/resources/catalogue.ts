import {
  RESOURCE_CATEGORIES,
  type ResourceCard,
  type ResourceDetail,
  type ResourceStoreHome,
  type resourceListQuery,
  resourceWays,
} from '@questline/contract';
import type { z } from 'zod';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { containsPattern } from '../../db/containsText';
import type { Database } from '../../db/schema';
import { currentMembershipEnd } from '../finance/membership';
import { entitlementOf, publishedResource } from './entitlement';
import { fileCounts, filesOf, pricingOf, presentCard, type ResourceRecord } from './present';

type Db = Kysely<Database>;

/** The store's front page shows this many of the newest resources. */
const NEWEST_COUNT = 8;

async function cards(db: Db, records: ResourceRecord[]): Promise<ResourceCard[]> {
  const counts = await fileCounts(
    db,
    records.map((record) => record.id),
  );
  return records.map((record) => presentCard(record, counts.get(record.id) ?? 0));
}

/** resources/home: the caller's membership, how many published resources each category holds, the newest. */
export async function storeHome(db: Db, viewer: { userId: number; now: Date }): Promise<ResourceStoreHome> {
  const [membershipEnd, counted, newest] = await Promise.all([
    currentMembershipEnd(db, viewer.userId, 'resources', viewer.now),
    db
      .selectFrom('resources')
      .select((eb) => ['category', eb.fn.countAll<number | string>().as('count')])
      .where('published', '=', 1)
      .groupBy('category')
      .execute(),
    db
      .selectFrom('resources')
      .selectAll()
      .where('published', '=', 1)
      .orderBy('update_time', 'desc')
      .orderBy('id', 'desc')
      .limit(NEWEST_COUNT)
      .execute(),
  ]);
  const byCategory = new Map(counted.map((row) => [row.category, Number(row.count)]));
  return {
    membership: { endTime: membershipEnd },
    categories: RESOURCE_CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 })),
    newest: await cards(db, newest),
  };
}

/** resources/list: published resources of a category and/or whose title holds the keyword, newest first. */
export async function listResources(
  db: Db,
  query: z.infer<typeof resourceListQuery>,
): Promise<{ rows: ResourceCard[]; total: number }> {
  let filtered = db.selectFrom('resources').where('published', '=', 1);
  if (query.category) filtered = filtered.where('category', '=', query.category);
  const { keyword } = query;
  if (keyword) filtered = filtered.where(sql<SqlBool>`lower(title) like ${containsPattern(keyword)} escape '\\'`);
  const [records, total] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('update_time', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await cards(db, records), total: Number(total.total) };
}

/** resources/info/{id}: a published resource, its files, and what the caller may do with it. */
export async function resourceDetail(
  db: Db,
  viewer: { userId: number; now: Date },
  resourceId: number,
): Promise<ResourceDetail> {
  const record = await publishedResource(db, resourceId);
  const [files, entitlement, buyer] = await Promise.all([
    filesOf(db, [record.id]),
    entitlementOf(db, viewer, record),
    db.selectFrom('users').select('points').where('id', '=', viewer.userId).executeTakeFirstOrThrow(),
  ]);
  const list = files.get(record.id) ?? [];
  const none = { membership: false, money: false, points: false };
  return {
    ...presentCard(record, list.length),
    description: record.description,
    files: list,
    entitlement,
    ways: entitlement === null ? resourceWays(pricingOf(record)) : none,
    pointsBalance: buyer.points,
  };
}
