import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { adminQuery, postgresAdminUrl, withDatabaseName } from './postgresAdmin';

/** Which dialect this test run uses; the vitest project sets it (see vitest.config.ts). */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.QUESTLINE_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase extends DatabaseHandle {
  target: DatabaseTarget;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/**
 * A new, migrated database of its own: a temporary SQLite file, or a fresh PostgreSQL database. Both start as
 * a copy of the run's migrated template (templateDatabase.ts, ADR 0096); the migration that follows then finds
 * nothing to do, and still brings a database without a template up to date.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `questline_test_${randomBytes(6).toString('hex')}`;
  let target: DatabaseTarget;
  let removeStorage: () => Promise<void>;
  if (testDialect() === 'postgres') {
    const template = inject('postgresTemplate');
    await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
    target = { postgresUrl: withDatabaseName(postgresAdminUrl(), name) };
    removeStorage = () => adminQuery(`drop database if exists ${name} with (force)`);
  } else {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-test-'));
    target = { sqliteFile: path.join(folder, `${name}.db`) };
    const template = inject('sqliteTemplate');
    if (template) fs.copyFileSync(template, target.sqliteFile);
    removeStorage = async () => fs.rmSync(folder, { recursive: true, force: true });
  }
  const handle = openDatabase(target);
  await migrateToLatest(handle.db);
  let closed = false;
  return {
    ...handle,
    target,
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
    },
    async dispose() {
      if (!closed) {
        closed = true;
        await handle.close();
      }
      await removeStorage();
    },
  };
}
