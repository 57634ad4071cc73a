import {
  type DiskUsage,
  type Edition,
  diskQuotaBytes,
  effectiveVersionCode,
  formatByteSize,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';

type Db = Kysely<Database>;

/** The owner's disk size on the plan in force now (a lapsed plan counts as Free). */
export async function quotaOf(
  db: Db,
  options: { ownerId: number; edition: Edition; now: Date },
): Promise<number | null> {
  const user = await db
    .selectFrom('users')
    .select(['version_code', 'vip_end_time'])
    .where('id', '=', options.ownerId)
    .executeTakeFirstOrThrow();
  return diskQuotaBytes(options.edition, effectiveVersionCode(user.version_code, user.vip_end_time, options.now));
}

export async function usageOf(db: Db, options: { ownerId: number; edition: Edition; now: Date }): Promise<DiskUsage> {
  const row = await db
    .selectFrom('disk_usage')
    .select('used_bytes')
    .where('owner_id', '=', options.ownerId)
    .executeTakeFirst();
  return { usedBytes: Number(row?.used_bytes ?? 0), quotaBytes: await quotaOf(db, options) };
}

/**
 * Counts `bytes` more against the owner's quota, or refuses with the used and allowed sizes. One conditional
 * update: two uploads that together pass the quota cannot both pass, on SQLite or PostgreSQL.
 */
export async function reserveBytes(
  db: Db,
  options: { ownerId: number; bytes: number; quota: number | null },
): Promise<void> {
  await db
    .insertInto('disk_usage')
    .values({ owner_id: options.ownerId, used_bytes: 0 })
    .onConflict((conflict) => conflict.column('owner_id').doNothing())
    .execute();
  const limit = options.quota ?? Number.MAX_SAFE_INTEGER;
  const updated = await db
    .updateTable('disk_usage')
    .set({ used_bytes: sql`used_bytes + ${options.bytes}` })
    .where('owner_id', '=', options.ownerId)
    .where(sql<boolean>`used_bytes + ${options.bytes} <= ${limit}`)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return;
  const used = await db
    .selectFrom('disk_usage')
    .select('used_bytes')
    .where('owner_id', '=', options.ownerId)
    .executeTakeFirst();
  throw failure('diskQuotaExceeded', {
    used: formatByteSize(Number(used?.used_bytes ?? 0)),
    quota: formatByteSize(limit),
    size: formatByteSize(options.bytes),
  });
}

/** Gives back bytes of files purged or uploads that lapsed. */
export async function releaseBytes(db: Db, options: { ownerId: number; bytes: number }): Promise<void> {
  if (options.bytes <= 0) return;
  await db
    .updateTable('disk_usage')
    .set({ used_bytes: sql`case when used_bytes > ${options.bytes} then used_bytes - ${options.bytes} else 0 end` })
    .where('owner_id', '=', options.ownerId)
    .execute();
}
