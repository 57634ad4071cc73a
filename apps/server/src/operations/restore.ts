import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';
import { knownMigrations } from '../db/migrate';
import { copyFiles } from '../storage/copyFiles';
import { filesRoot } from '../storage/diskStorage';
import { openFileStorage } from '../storage/openStorage';
import { sqliteContents } from './backup';
import {
  type BackupManifest,
  FILES_FOLDER,
  OperationRefused,
  POSTGRES_FILE,
  SQLITE_FILE,
  filesUnder,
  readVerifiedManifest,
} from './manifest';
import { checkClientTools, connect, publicTables, rowCounts, runTool, serverMajor } from './postgresTools';

export interface RestoreReport {
  manifest: BackupManifest;
  target: string;
  files: number;
}

function sameCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  for (const [table, rows] of Object.entries(expected)) {
    if (actual[table] !== rows) {
      throw new OperationRefused('restoreCounts', { table, actual: actual[table] ?? 0, expected: rows });
    }
  }
}

/** Into DATA_DIR/questline.db, which must not exist: written beside it, checked, then put in place. */
async function restoreSqlite(folder: string, dataDir: string, manifest: BackupManifest): Promise<string> {
  const target = path.join(dataDir, SQLITE_FILE);
  const present = await Promise.all(
    [target, `${target}-wal`].map((file) =>
      fs.stat(file).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (present.some(Boolean)) throw new OperationRefused('restoreTargetNotEmpty', { target });
  await fs.mkdir(dataDir, { recursive: true });
  const partial = `${target}.restoring`;
  await fs.copyFile(path.join(folder, SQLITE_FILE), partial);
  try {
    const db = new SQLite(partial, { readonly: true });
    const verdict = db.pragma('integrity_check', { simple: true });
    db.close();
    if (verdict !== 'ok') throw new OperationRefused('restoreIntegrity', { detail: String(verdict) });
    sameCounts(manifest.tables, sqliteContents(partial).tables);
    await fs.rename(partial, target);
  } finally {
    await fs.rm(partial, { force: true });
  }
  return target;
}

/** Into the configured database, which must hold no table; pg_restore runs in one transaction, all or nothing. */
async function restorePostgres(folder: string, url: string, manifest: BackupManifest): Promise<string> {
  const client = await connect(url);
  try {
    await checkClientTools(await serverMajor(client));
    const name = new URL(url).pathname.slice(1);
    if ((await publicTables(client)).length > 0) throw new OperationRefused('restoreTargetNotEmpty', { target: name });
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      path.join(folder, POSTGRES_FILE),
    ]);
    sameCounts(manifest.tables, await rowCounts(client, await publicTables(client)));
    return name;
  } finally {
    await client.end();
  }
}

/**
 * `npm run restore -- DIR` (issue 36, ADR 0134): checks every file against the manifest, refuses a backup of a newer
 * schema than this Questline knows, a target that holds data and a kind of database other than the backup's, then
 * puts the database and the files in place. The server migrates a backup of an older schema when it starts.
 */
export async function restoreBackup(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'fileStorage'>,
  folder: string,
): Promise<RestoreReport> {
  const manifest = await readVerifiedManifest(folder);
  const known = new Set(knownMigrations);
  const unknown = manifest.schema.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new OperationRefused('restoreNewerSchema', { schema: manifest.schema.version, unknown: unknown.join(', ') });
  }
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.dialect !== dialect) {
    throw new OperationRefused('restoreDialectMismatch', { backup: manifest.dialect, target: dialect });
  }
  const backupFiles = await filesUnder(path.join(folder, FILES_FOLDER));
  if (backupFiles.length > 0 && config.fileStorage.driver === 's3') throw new OperationRefused('restoreFilesToS3');
  if (backupFiles.length > 0 && (await filesUnder(filesRoot(config.dataDir))).length > 0) {
    throw new OperationRefused('restoreTargetNotEmpty', { target: filesRoot(config.dataDir) });
  }
  const target = config.databaseUrl
    ? await restorePostgres(folder, config.databaseUrl, manifest)
    : await restoreSqlite(folder, config.dataDir, manifest);
  const copied = await copyFiles(
    openFileStorage({ dataDir: folder, fileStorage: { driver: 'disk' } }),
    openFileStorage(config),
  );
  return { manifest, target, files: copied.copied };
}
