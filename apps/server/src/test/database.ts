import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** Which dialect this test run uses; the vitest project sets it (see vitest.config.ts). */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.QUESTLINE_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase extends DatabaseHandle {
  target: DatabaseTarget;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('QUESTLINE_TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  return url;
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, migrated database of its own: a temporary SQLite file, or a fresh PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `questline_test_${randomBytes(6).toString('hex')}`;
  let target: DatabaseTarget;
  let removeStorage: () => Promise<void>;
  if (testDialect() === 'postgres') {
    await adminQuery(`create database ${name}`);
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${name}`;
    target = { postgresUrl: url.toString() };
    removeStorage = () => adminQuery(`drop database if exists ${name} with (force)`);
  } else {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-test-'));
    target = { sqliteFile: path.join(folder, `${name}.db`) };
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
