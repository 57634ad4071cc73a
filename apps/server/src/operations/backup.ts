import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';
import { copyFiles } from '../storage/copyFiles';
import { openFileStorage } from '../storage/openStorage';
import {
  type BackupManifest,
  MANIFEST,
  OperationRefused,
  POSTGRES_FILE,
  SQLITE_FILE,
  checksumsOf,
  filesUnder,
  isEmptyFolder,
} from './manifest';
import { checkClientTools, connect, publicTables, rowCounts, runTool, serverMajor } from './postgresTools';

interface Snapshot {
  tables: Record<string, number>;
  migrations: string[];
}

/** Every table of a SQLite file and its rows, and the migrations it ran. */
export function sqliteContents(file: string): Snapshot {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const names = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names) {
      tables[name] = db
        .prepare(`select count(*) from "${name.replace(/"/g, '""')}"`)
        .pluck()
        .get() as number;
    }
    const migrations = names.includes('kysely_migration')
      ? (db.prepare('select name from kysely_migration order by name').pluck().all() as string[])
      : [];
    return { tables, migrations };
  } finally {
    db.close();
  }
}

/**
 * `VACUUM INTO` writes the database as one read transaction saw it: a consistent copy while the server goes on
 * writing (WAL lets readers and the writer pass each other), with every commit made before it began. The online
 * backup API (`.backup()`) starts over whenever another connection writes, so under steady writes it may never end.
 */
function backUpSqlite(config: Pick<Config, 'dataDir'>, target: string): Snapshot {
  const live = new SQLite(path.join(config.dataDir, SQLITE_FILE), { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    live.prepare('VACUUM INTO ?').run(target);
  } finally {
    live.close();
  }
  return sqliteContents(target);
}

/**
 * pg_dump in its custom format, in a snapshot this connection exported: the dump and the counts in the manifest
 * are of the same instant, the transaction started by the backup (every earlier commit is in it).
 */
async function backUpPostgres(url: string, target: string): Promise<Snapshot> {
  const client = await connect(url);
  try {
    await checkClientTools(await serverMajor(client));
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await rowCounts(client, await publicTables(client));
    const migrations = (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows;
    await runTool('pg_dump', [
      `--snapshot=${rows[0]?.id ?? ''}`,
      '--format=custom',
      `--file=${target}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return { tables, migrations: migrations.map((row) => row.name) };
  } finally {
    await client.end();
  }
}

/**
 * `npm run backup -- --to DIR` (issue 36, ADR 0134): the database as one snapshot, then the stored files (disk
 * storage; a bucket keeps its own versions), then the manifest with the checksum of every file. The server may
 * keep running: nothing here writes to what it uses.
 */
export async function makeBackup(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'fileStorage'>,
  folder: string,
  options: { version: string; now: Date },
): Promise<BackupManifest> {
  if (!(await isEmptyFolder(folder))) throw new OperationRefused('backupTargetNotEmpty', { dir: folder });
  await fs.mkdir(folder, { recursive: true });
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const snapshot = config.databaseUrl
    ? await backUpPostgres(config.databaseUrl, path.join(folder, POSTGRES_FILE))
    : backUpSqlite(config, path.join(folder, SQLITE_FILE));
  let files: BackupManifest['files'];
  if (config.fileStorage.driver === 's3') {
    const { bucket, prefix } = config.fileStorage;
    files = { driver: 's3', bucket, prefix, note: "not copied: the bucket's own versioning keeps its history" };
  } else {
    // A file removed between the snapshot and its copy was being deleted (its row already gone or going).
    const report = await copyFiles(
      openFileStorage(config),
      openFileStorage({ dataDir: folder, fileStorage: { driver: 'disk' } }),
    );
    files = { driver: 'disk', count: report.copied };
  }
  const manifest: BackupManifest = {
    format: 1,
    questline: options.version,
    createdAt: options.now.toISOString(),
    dialect,
    schema: { version: snapshot.migrations.at(-1) ?? '', migrations: snapshot.migrations },
    tables: snapshot.tables,
    files,
    checksums: await checksumsOf(folder, await filesUnder(folder)),
  };
  await fs.writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
