import { spawn } from 'node:child_process';
import type * as Pg from 'pg';
import { lazyPackage } from '../lazyPackage';
import { OperationRefused } from './manifest';

const postgres = lazyPackage<typeof Pg>('pg');

/** Runs one of PostgreSQL's client programs; refuses with its own last words when it fails. */
export function runTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(new OperationRefused('pgToolFailed', { tool, detail: stderr.trim().split('\n').slice(-3).join(' ') }));
    });
  });
}

function toolMajor(tool: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const child = spawn(tool, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', () => resolve(undefined));
    child.once('exit', () => resolve(Number(/(\d+)(\.\d+)?/.exec(out)?.[1]) || undefined));
  });
}

/**
 * pg_dump and pg_restore must be at least the server's major version: an older pg_dump refuses a newer server.
 * Debian's postgresql-client-<major> has both.
 */
export async function checkClientTools(serverMajor: number): Promise<void> {
  for (const tool of ['pg_dump', 'pg_restore']) {
    const major = await toolMajor(tool);
    if (major === undefined) throw new OperationRefused('pgDumpMissing', { server: serverMajor });
    if (major < serverMajor) throw new OperationRefused('pgDumpTooOld', { client: major, server: serverMajor });
  }
}

/** A connection of its own, outside any pool: a backup holds one transaction open for the whole dump. */
export async function connect(url: string): Promise<Pg.Client> {
  const client = new (postgres().Client)({ connectionString: url });
  await client.connect();
  return client;
}

export async function serverMajor(client: Pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
}

export async function publicTables(client: Pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((row) => row.tablename);
}

export async function rowCounts(client: Pg.Client, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${table.replace(/"/g, '""')}"`);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}
