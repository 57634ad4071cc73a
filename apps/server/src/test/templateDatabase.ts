import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { adminQuery, postgresAdminUrl, withDatabaseName } from './postgresAdmin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file that each test file copies (server-sqlite). */
    sqliteTemplate: string | undefined;
    /** A migrated PostgreSQL database each test file's database is created from (server-postgres). */
    postgresTemplate: string | undefined;
  }
}

/**
 * Vitest global set-up of the server projects: the migrations run once for the whole run, into a template
 * that every test file's fresh database starts as a copy of (ADR 0096). Migrating per file cost more than
 * most files' own tests on a two-core machine.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.QUESTLINE_TEST_DIALECT === 'postgres') {
    const name = `questline_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const handle = openDatabase({ postgresUrl: withDatabaseName(postgresAdminUrl(), name) });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    project.provide('postgresTemplate', name);
    project.provide('sqliteTemplate', undefined);
    return () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-template-'));
  const file = path.join(folder, 'template.db');
  const handle = openDatabase({ sqliteFile: file });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // Closing the last connection checkpoints the WAL into the file, so a copy of the file alone is whole.
    await handle.close();
  }
  project.provide('sqliteTemplate', file);
  project.provide('postgresTemplate', undefined);
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}
