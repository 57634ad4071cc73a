import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const INSTALLATION_ID = 'installation_id';

/**
 * The installation's own id, made at its first start and kept in its database, so every instance of one
 * installation agrees on it and another installation has another (issue 28 point 4). The first instance to
 * store it wins; the others read what it stored.
 */
export async function installationId(db: Kysely<Database>, now: Date): Promise<string> {
  await db
    .insertInto('system_settings')
    .values({ key: INSTALLATION_ID, value: randomBytes(8).toString('hex'), update_time: now.toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', INSTALLATION_ID)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * What every key, channel and room this installation writes into Redis starts with: REDIS_PREFIX when set
 * (an operator who wants readable keys), else `questline:<installation id>:`. Two installations sharing one
 * Redis, even on different database indexes (pub/sub ignores the index), never hear each other.
 */
export async function redisNamespace(
  db: Kysely<Database>,
  options: { configured: string | undefined; now: Date },
): Promise<string> {
  return options.configured ?? `questline:${await installationId(db, options.now)}:`;
}
