import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { EphemeralStore } from './ephemeral';

const SWEEP_EVERY_MS = 60_000;

/** EphemeralStore on the application database (SQLite or PostgreSQL); single statements keep it race-free. */
export function sqlEphemeralStore(db: Kysely<Database>, now: () => Date = () => new Date()): EphemeralStore {
  let lastSweep = 0;
  const at = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  async function sweep(): Promise<void> {
    const time = now().getTime();
    if (time - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = time;
    await db.deleteFrom('ephemeral_entries').where('expire_time', '<=', at()).execute();
  }

  return {
    async put(key, value, ttlMs) {
      await sweep();
      await db
        .insertInto('ephemeral_entries')
        .values({ key, value, expire_time: at(ttlMs) })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, expire_time: at(ttlMs) }))
        .execute();
    },
    async get(key) {
      const row = await db
        .selectFrom('ephemeral_entries')
        .select('value')
        .where('key', '=', key)
        .where('expire_time', '>', at())
        .executeTakeFirst();
      return row?.value;
    },
    async take(key) {
      const row = await db
        .deleteFrom('ephemeral_entries')
        .where('key', '=', key)
        .where('expire_time', '>', at())
        .returning('value')
        .executeTakeFirst();
      return row?.value;
    },
    async delete(key) {
      await db.deleteFrom('ephemeral_entries').where('key', '=', key).execute();
    },
    async increment(key, windowMs) {
      await sweep();
      const current = at();
      const expiry = at(windowMs);
      // An expired counter starts again at 1 with a new window, in the same statement.
      const row = await db
        .insertInto('ephemeral_entries')
        .values({ key, value: '1', expire_time: expiry })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            value: sql<string>`case when ephemeral_entries.expire_time <= ${current} then '1'
              else cast(cast(ephemeral_entries.value as integer) + 1 as varchar(20)) end`,
            expire_time: sql<string>`case when ephemeral_entries.expire_time <= ${current} then ${expiry}
              else ephemeral_entries.expire_time end`,
          }),
        )
        .returning('value')
        .executeTakeFirstOrThrow();
      return Number(row.value);
    },
    async claim(key, owner, ttlMs) {
      await sweep();
      // Inserted, or taken over from an expired or the same owner's value; another's live value stays and the
      // statement returns no row.
      const row = await db
        .insertInto('ephemeral_entries')
        .values({ key, value: owner, expire_time: at(ttlMs) })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet({ value: owner, expire_time: at(ttlMs) })
            .where((eb) =>
              eb.or([eb('ephemeral_entries.expire_time', '<=', at()), eb('ephemeral_entries.value', '=', owner)]),
            ),
        )
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },
    async release(key, owner) {
      await db.deleteFrom('ephemeral_entries').where('key', '=', key).where('value', '=', owner).execute();
    },
    async remainingMs(key) {
      const row = await db
        .selectFrom('ephemeral_entries')
        .select('expire_time')
        .where('key', '=', key)
        .where('expire_time', '>', at())
        .executeTakeFirst();
      return row ? Date.parse(row.expire_time) - now().getTime() : undefined;
    },
    // The database's own health is the health check's.
    ready: () => true,
    async close() {
      // The database handle belongs to the application and is closed with it.
    },
  };
}
