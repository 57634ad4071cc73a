import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../test/builtServer';
import { testDialect } from '../test/database';
import { adminQuery, postgresAdminUrl, withDatabaseName } from '../test/postgresAdmin';
import { type DatabaseTarget, openDatabase } from './database';
import { knownMigrations, migrations, runMigrations } from './migrate';
import type { Migration } from './migrations/kit';

const INSTANCES = 3;
/** Three server processes start here: a loaded machine (CI) takes several times a quiet one's 10 s. */
const STARTS_MS = 90_000;

/** An empty database of the test's own: a file in a new data folder, or a new PostgreSQL database. */
async function emptyDatabase(
  cleanup: (() => Promise<void>)[],
): Promise<{ env: Record<string, string>; target: DatabaseTarget }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-migrations-'));
  cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (testDialect() === 'sqlite') {
    return { env: { DATA_DIR: dataDir }, target: { sqliteFile: path.join(dataDir, 'questline.db') } };
  }
  const name = `questline_migrations_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  cleanup.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = withDatabaseName(postgresAdminUrl(), name);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, target: { postgresUrl: url } };
}

/**
 * Issue 36 (ADR 0134): migrations run once however many instances start together (PostgreSQL's advisory lock,
 * SQLite's write lock), and a migration that fails takes the whole run back with it, on both databases.
 */
describe(`migration runs (${testDialect()})`, () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it(
    `are applied once by ${INSTANCES} instances starting together on one empty database`,
    async () => {
      const { env, target } = await emptyDatabase(cleanup);
      const servers: BuiltServer[] = [];
      try {
        // Every instance that did start is stopped below, even when another failed to.
        const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startBuiltServer(env)));
        for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
        expect(started.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
        const migratedBy = servers.map(
          (server) => server.logEntries().find((entry) => entry.msg === 'database migrated')?.migrations,
        );
        // One instance ran every migration; the others waited for it and found none left.
        expect(migratedBy.filter((list) => list !== undefined)).toEqual([[...knownMigrations].sort()]);
        for (const server of servers) expect(server.alive()).toBe(true);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
      const handle = openDatabase(target);
      try {
        const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db);
        expect(ran.rows.length).toBe(knownMigrations.length);
      } finally {
        await handle.close();
      }
    },
    STARTS_MS,
  );

  it('leave the database as it was when one of them fails', async () => {
    const { target } = await emptyDatabase(cleanup);
    const handle = openDatabase(target);
    try {
      const last = [...knownMigrations].sort().at(-1) ?? '';
      const beforeLast = [...knownMigrations].sort().at(-2) ?? '';
      await runMigrations(handle.db, migrations, beforeLast);
      const tableNames = async () => (await handle.db.introspection.getTables()).map((table) => table.name).sort();
      const tablesBefore = await tableNames();
      const failing: Migration = {
        async up(db) {
          // Work done before the fault must go too.
          await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
          await sql`insert into half_done (id) values (1)`.execute(db);
          await sql`update users set nick_name = 'changed by a failed migration'`.execute(db);
          throw new Error('a migration that fails on purpose');
        },
      };
      await handle.db
        .insertInto('users')
        .values({ user_name: 'kept', nick_name: 'Kept as it was', create_time: 'x', update_time: 'x' })
        .execute();
      await expect(runMigrations(handle.db, { ...migrations, '9999-fails-on-purpose': failing })).rejects.toThrow(
        'a migration that fails on purpose',
      );
      const ran = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db))
        .rows;
      expect(ran.map((row) => row.name)).not.toContain(last);
      expect(ran.map((row) => row.name)).toContain(beforeLast);
      // Neither the failing migration's table nor the last real migration's tables are left.
      expect(await tableNames()).toEqual(tablesBefore);
      const kept = await handle.db.selectFrom('users').select('nick_name').where('user_name', '=', 'kept').execute();
      expect(kept).toEqual([{ nick_name: 'Kept as it was' }]);
      // The same database then migrates cleanly once the fault is gone.
      await runMigrations(handle.db, migrations);
      const after = await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db);
      expect(after.rows.length).toBe(knownMigrations.length);
    } finally {
      await handle.close();
    }
  });
});
