import { ResultCode, type ResourceEntitlement, resourceEntitlement, resourceWays } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { currentMembershipEnd } from '../finance/membership';
import { type ResourceRecord, pricingOf } from './present';

/** A published resource, or undefined: an unpublished one does not exist for its readers. */
export async function findPublishedResource(
  db: Kysely<Database>,
  resourceId: number,
): Promise<ResourceRecord | undefined> {
  return db
    .selectFrom('resources')
    .selectAll()
    .where('id', '=', resourceId)
    .where('published', '=', 1)
    .executeTakeFirst();
}

/** A published resource, or 404. */
export async function publishedResource(db: Kysely<Database>, resourceId: number): Promise<ResourceRecord> {
  const record = await findPublishedResource(db, resourceId);
  if (!record) throw notFound();
  return record;
}

/** Whether the person bought this resource outright (for money or points). */
export async function hasPurchased(db: Kysely<Database>, userId: number, resourceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('resource_purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('resource_id', '=', resourceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Why this person may download the resource's files (rules.ts `resourceEntitlement`), or null. */
export async function entitlementOf(
  db: Kysely<Database>,
  viewer: { userId: number; now: Date },
  record: ResourceRecord,
): Promise<ResourceEntitlement> {
  const [membershipEnd, purchased] = await Promise.all([
    currentMembershipEnd(db, viewer.userId, 'resources', viewer.now),
    hasPurchased(db, viewer.userId, record.id),
  ]);
  return resourceEntitlement(pricingOf(record), { memberActive: membershipEnd !== null, purchased });
}

/**
 * Spec point 6: the download is refused with 403 and the ways in (membership, money, points) as `data`, so the page
 * can offer them.
 */
export async function requireEntitlement(
  db: Kysely<Database>,
  viewer: { userId: number; now: Date },
  record: ResourceRecord,
): Promise<void> {
  if ((await entitlementOf(db, viewer, record)) !== null) return;
  throw new AppError(ResultCode.forbidden, 'resourceNotEntitled', {}, resourceWays(pricingOf(record)));
}
