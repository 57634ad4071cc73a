import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../db/database';
import { openFileStorage } from '../storage/openStorage';
import { type BuiltServer, builtServerBundle, startBuiltServer } from '../test/builtServer';
import { createTestDatabase, testDialect } from '../test/database';
import { type FaultActor, callAs, faultActor, fileIssue } from '../test/faultTraffic';
import { adminQuery, postgresAdminUrl, withDatabaseName } from '../test/postgresAdmin';
import { MANIFEST, POSTGRES_FILE, SQLITE_FILE, readVerifiedManifest } from './manifest';

/** Server processes, a backup and a restore each: a loaded machine (CI) takes several times a quiet one's seconds. */
const PROCESSES_MS = 90_000;

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** One of the built bundle's commands (backup.js, restore.js), as `npm run backup` runs it. */
function runCommand(name: string, args: string[], env: Record<string, string>): Promise<Run> {
  const script = path.join(path.dirname(builtServerBundle()), `${name}.js`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, LANG: 'en_US.UTF-8', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

/** A place to restore into: an empty data folder, and on PostgreSQL an empty database of the test's own. */
async function freshPlace(
  made: (() => Promise<void>)[],
): Promise<{ env: Record<string, string>; target: DatabaseTarget }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-restored-'));
  made.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (testDialect() === 'sqlite')
    return { env: { DATA_DIR: dataDir }, target: { sqliteFile: path.join(dataDir, SQLITE_FILE) } };
  const name = `questline_restore_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  made.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = withDatabaseName(postgresAdminUrl(), name);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, target: { postgresUrl: url } };
}

/**
 * Issue 36 (ADR 0134): a backup taken while the built server takes writes holds every write acknowledged before it
 * began, restores into a fresh place whole (integrity, checksums, counts) and serves again; restore refuses what
 * would lose or mix data, in the operator's language.
 */
describe(`backup and restore while the server writes (${testDialect()})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-live-'));
  const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'questline-backup-')), 'backup');
  const cleanup: (() => Promise<void>)[] = [];
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let server: BuiltServer;
  let actor: FaultActor;
  let storedKey: string;
  const attachment = randomBytes(70_000);

  beforeAll(async () => {
    let target: DatabaseTarget = { sqliteFile: path.join(dataDir, SQLITE_FILE) };
    if (testDialect() === 'postgres') {
      const database = await createTestDatabase();
      await database.close();
      cleanup.push(() => database.dispose());
      target = database.target;
      if ('postgresUrl' in target) env.DATABASE_URL = target.postgresUrl;
    }
    server = await startBuiltServer(env);
    const handle = openDatabase(target);
    actor = await faultActor(handle.db).finally(() => handle.close());
    const stored = await openFileStorage({ dataDir, fileStorage: { driver: 'disk' } }).put(
      'attachments',
      Readable.from([attachment]),
    );
    storedKey = stored.key;
  });
  afterAll(async () => {
    await server.stop();
    for (const step of cleanup.reverse()) await step();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
  });

  it(
    'keeps every write acknowledged before it began, and restores into a fresh place whole',
    async () => {
      const acknowledged: string[] = [];
      // Cleared once the backup is done, which TypeScript's narrowing does not follow into this loop.
      let writing = true as boolean;
      const writer = (async () => {
        for (let index = 0; writing; index += 1) {
          const title = `Written under backup ${index}`;
          const answer = await fileIssue(server.url, actor, title);
          if (answer.status === 200 && answer.code === 200) acknowledged.push(title);
        }
      })();
      await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(20);
      const beforeBackup = [...acknowledged];
      const backup = await runCommand('backup', ['--to', backupDir], env);
      expect(backup.code, backup.err).toBe(0);
      expect(backup.out).toContain(`Backup made in ${backupDir}`);
      const afterBackup = acknowledged.length;
      await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(afterBackup + 5);
      writing = false;
      await writer;

      const manifest = await readVerifiedManifest(backupDir);
      expect(manifest.dialect).toBe(testDialect());
      expect(manifest.schema.version).toBe(manifest.schema.migrations.at(-1));
      expect(manifest.tables.questions).toBeGreaterThanOrEqual(beforeBackup.length);
      expect(Object.keys(manifest.checksums)).toContain(testDialect() === 'sqlite' ? SQLITE_FILE : POSTGRES_FILE);
      expect(manifest.files).toEqual({ driver: 'disk', count: 1 });

      const place = await freshPlace(cleanup);
      const restore = await runCommand('restore', [backupDir], place.env);
      expect(restore.code, restore.err).toBe(0);
      expect(restore.out).toContain('Restored into');

      const restored = openDatabase(place.target);
      try {
        if (testDialect() === 'sqlite' && 'sqliteFile' in place.target) {
          const SQLite = (await import('better-sqlite3')).default;
          const check = new SQLite(place.target.sqliteFile, { readonly: true });
          expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
          check.close();
        }
        const titles = new Set(
          (
            await restored.db
              .selectFrom('questions')
              .select('title')
              .where('project_id', '=', actor.projectId)
              .execute()
          ).map((row) => row.title),
        );
        expect(beforeBackup.filter((title) => !titles.has(title))).toEqual([]);
        expect(titles.size).toBe(manifest.tables.questions);
      } finally {
        await restored.close();
      }
      const files = openFileStorage({ dataDir: place.env.DATA_DIR ?? '', fileStorage: { driver: 'disk' } });
      const copy = await files.get(storedKey);
      const chunks: Buffer[] = [];
      for await (const chunk of copy ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(attachment)).toBe(true);

      // The restored place serves again: the session and the project came back with the rows.
      const second = await startBuiltServer(place.env);
      try {
        const list = await callAs(
          second.url,
          actor,
          'POST',
          'questline/questionInfo/getProjectProblemList?pageNum=1&pageSize=10',
          {
            projectId: actor.projectId,
          },
        );
        expect(list.code, list.msg).toBe(200);
      } finally {
        await second.stop();
      }
    },
    PROCESSES_MS,
  );

  it(
    'refuses a full target, a damaged backup and one from a newer Questline, changing nothing',
    async () => {
      expect((await runCommand('backup', ['--to', backupDir], env)).err).toContain(
        `The backup folder ${backupDir} is not empty: name a new or empty folder`,
      );
      const full = await runCommand('restore', [backupDir], env);
      expect(full.code).toBe(1);
      expect(full.err).toContain('The restore target is not empty');

      const newer = `${backupDir}-newer`;
      fs.cpSync(backupDir, newer, { recursive: true });
      const manifest = JSON.parse(fs.readFileSync(path.join(newer, MANIFEST), 'utf8')) as {
        schema: { version: string; migrations: string[] };
      };
      manifest.schema = {
        version: '9999-from-the-future',
        migrations: [...manifest.schema.migrations, '9999-from-the-future'],
      };
      fs.writeFileSync(path.join(newer, MANIFEST), JSON.stringify(manifest));
      const empty = await freshPlace(cleanup);
      const fromNewer = await runCommand('restore', [newer], { ...empty.env, LANG: 'zh_CN.UTF-8' });
      expect(fromNewer.code).toBe(1);
      expect(fromNewer.err).toContain('这份备份来自更新的 Questline（结构版本 9999-from-the-future');

      const damaged = `${backupDir}-damaged`;
      fs.cpSync(backupDir, damaged, { recursive: true });
      const database = path.join(damaged, testDialect() === 'sqlite' ? SQLITE_FILE : POSTGRES_FILE);
      fs.appendFileSync(database, 'x');
      const fromDamaged = await runCommand('restore', [damaged], empty.env);
      expect(fromDamaged.code).toBe(1);
      expect(fromDamaged.err).toContain(`The backup is damaged: the checksum of ${path.basename(database)} differs`);

      // Nothing was written into the empty place by the refusals.
      const untouched = await runCommand('restore', [backupDir], empty.env);
      expect(untouched.code, untouched.err).toBe(0);
    },
    PROCESSES_MS,
  );
});
