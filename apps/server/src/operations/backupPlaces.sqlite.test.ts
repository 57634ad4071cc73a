import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { openFileStorage } from '../storage/openStorage';
import { makeBackup } from './backup';
import { OperationRefused, SQLITE_FILE } from './manifest';
import { restoreBackup } from './restore';

type Places = Pick<Config, 'dataDir' | 'databaseUrl' | 'fileStorage'>;

const bucket: Places['fileStorage'] = {
  driver: 's3',
  bucket: 'questline-files',
  region: 'us-east-1',
  endpoint: undefined,
  forcePathStyle: false,
  prefix: 'team-a/',
};

/**
 * Issue 36 (ADR 0134): what a backup says of files kept in a bucket, and the restores that would put a backup where
 * it does not belong, refused before anything is written.
 */
describe('backups and the places they come from and go to', () => {
  const folders: string[] = [];
  const folder = (name: string) => {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), `questline-${name}-`));
    folders.push(made);
    return made;
  };
  const live = { dataDir: '', databaseUrl: undefined, fileStorage: { driver: 'disk' } } as Places;
  let diskBackup: string;

  beforeAll(async () => {
    live.dataDir = folder('live');
    const handle = openDatabase({ sqliteFile: path.join(live.dataDir, SQLITE_FILE) });
    await migrateToLatest(handle.db).finally(() => handle.close());
    await openFileStorage(live).put('avatars', Readable.from([Buffer.from('a picture')]));
    diskBackup = path.join(folder('backups'), 'disk');
    await makeBackup(live, diskBackup, { version: '0.1.0', now: new Date() });
  });
  afterAll(() => {
    for (const made of folders) fs.rmSync(made, { recursive: true, force: true });
  });

  it('leaves files kept in a bucket to the bucket, and says so in the manifest', async () => {
    const target = path.join(folder('backups'), 's3');
    const manifest = await makeBackup({ ...live, fileStorage: bucket }, target, { version: '0.1.0', now: new Date() });
    expect(manifest.files).toEqual({
      driver: 's3',
      bucket: 'questline-files',
      prefix: 'team-a/',
      note: "not copied: the bucket's own versioning keeps its history",
    });
    expect(Object.keys(manifest.checksums)).toEqual([SQLITE_FILE]);
    expect(fs.existsSync(path.join(target, 'files'))).toBe(false);
  });

  const refusal = async (places: Places) => {
    const error = await restoreBackup(places, diskBackup).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(OperationRefused);
    return (error as OperationRefused).key;
  };

  it('refuses files into a bucket, a SQLite backup into PostgreSQL and a data folder in use, writing nothing', async () => {
    const empty = folder('empty');
    expect(await refusal({ dataDir: empty, databaseUrl: undefined, fileStorage: bucket })).toBe('restoreFilesToS3');
    expect(
      await refusal({
        dataDir: empty,
        databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
        fileStorage: { driver: 'disk' },
      }),
    ).toBe('restoreDialectMismatch');
    expect(fs.readdirSync(empty)).toEqual([]);
    expect(await refusal(live)).toBe('restoreTargetNotEmpty');
  });

  it('refuses a folder that is not a backup, and a backup into a folder that is not empty', async () => {
    const error = await restoreBackup({ ...live, dataDir: folder('other') }, folder('not-a-backup')).catch(
      (failure: unknown) => failure,
    );
    expect((error as OperationRefused).key).toBe('restoreNoManifest');
    await expect(makeBackup(live, diskBackup, { version: '0.1.0', now: new Date() })).rejects.toMatchObject({
      key: 'backupTargetNotEmpty',
    });
  });
});
