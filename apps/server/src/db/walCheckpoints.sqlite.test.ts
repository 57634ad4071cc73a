import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { checkpointInThread } from './walCheckpoints';

/** ADR 0148: SQLite's checkpoints run on a thread of their own, and the request connection takes over if it fails. */
describe('WAL checkpoints off the request thread', () => {
  const folders: string[] = [];
  const fileIn = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-wal-'));
    folders.push(folder);
    return path.join(folder, 'q.db');
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  const fill = (connection: SQLite.Database) => {
    connection.exec('create table notes (id integer primary key, body text)');
    const insert = connection.prepare('insert into notes (body) values (?)');
    // About 2,000 pages: twice what SQLite's own automatic checkpoint would have waited for.
    for (let row = 0; row < 2_000; row += 1) insert.run('x'.repeat(3_000));
  };

  it('leaves the request connection without automatic checkpoints while the thread copies the WAL into the file', async () => {
    const file = fileIn();
    const handle = openDatabase({ sqliteFile: file });
    try {
      const setting = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
      expect(setting.rows[0]?.wal_autocheckpoint).toBe(0);
      await sql`create table notes (id integer primary key, body text)`.execute(handle.db);
      const before = fs.statSync(file).size;
      // About 2,000 pages written in commits of their own: only a checkpoint moves them into the database file.
      for (let row = 0; row < 2_000; row += 1) {
        await sql`insert into notes (body) values (${'x'.repeat(3_000)})`.execute(handle.db);
      }
      await expect.poll(() => fs.statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 4_000_000);
    } finally {
      await handle.close();
    }
  });

  it('hands the checkpoints back to the request connection when the thread fails, and the process goes on', async () => {
    const file = fileIn();
    const connection = new SQLite(file);
    connection.pragma('journal_mode = WAL');
    const failures: Error[] = [];
    const checkpoints = checkpointInThread(connection, file, {
      onFailure: (error) => failures.push(error),
      driver: path.join(os.tmpdir(), 'no-such-driver.js'),
    });
    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await expect.poll(() => failures.length, { timeout: 5_000 }).toBe(1);
    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    fill(connection);
    // The automatic checkpoint is back: the 2,000 pages reached the database file without the thread.
    expect(fs.statSync(file).size).toBeGreaterThan(4_000_000);
    await checkpoints.stop();
    connection.close();
  });

  it('hands the checkpoints back when a tick fails, and still ends the thread on close', async () => {
    const file = fileIn();
    const connection = new SQLite(file);
    connection.pragma('journal_mode = WAL');
    // A driver whose checkpoint fails as a full disk would: the thread runs, each tick throws.
    const driver = path.join(path.dirname(file), 'failing-driver.cjs');
    fs.writeFileSync(driver, "module.exports = class { pragma() { throw new Error('disk I/O error'); } close() {} };");
    const failures: Error[] = [];
    const checkpoints = checkpointInThread(connection, file, { onFailure: (error) => failures.push(error), driver });
    await expect.poll(() => failures.length, { timeout: 5_000 }).toBe(1);
    expect(failures[0]?.message).toContain('disk I/O error');
    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    await checkpoints.stop();
    connection.close();
  });
});
