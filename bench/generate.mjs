// `node bench/generate.mjs --size 100k|1m --db sqlite|postgres [--data-dir DIR] [--database-url URL]`:
// a realistic data set written straight into a Questline database (issue 17). The database is first brought
// to the latest schema by the server's own `migrate.js`, so the rows always match the real schema; the
// platform administrator is created if the server never started on it. Prints the manifest the scenarios use.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { build } from 'esbuild';
import pg from 'pg';
import { PostgresSink, SqliteSink } from './generate/sink.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const BENCH_ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'bench-admin-password';

/**
 * The data set's shape (generate/world.ts, TypeScript typed by the server's table definitions), bundled on the fly
 * with the contract's titleGrams, so the generator indexes titles as the server does (ADR 0144).
 */
async function loadWorld() {
  const outfile = path.join(os.tmpdir(), `questline-bench-world-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'bench/generate/world.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  try {
    return await import(outfile);
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

/** A new, empty PostgreSQL database next to the one `baseUrl` names; an older one of the same name is dropped. */
export async function freshPostgresDatabase(baseUrl, name) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(baseUrl, name) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

export function serverEnv({ dataDir, databaseUrl }) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CAPTCHA_ENABLED: 'false',
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/**
 * Fills the database of `dataDir` (SQLite) or `databaseUrl` (PostgreSQL) with the data set `size`.
 * Answers the manifest: the big project, signed-in tokens of the administrator and of a busy handler, timings.
 */
export async function generate({ size = '100k', dataDir, databaseUrl }) {
  const migrated = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/migrate.js')], {
    env: serverEnv({ dataDir, databaseUrl }),
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`migration failed: ${migrated.stderr || migrated.stdout}`);
  const { fillWorld } = await loadWorld();
  const sink = databaseUrl
    ? await new PostgresSink(databaseUrl).open()
    : new SqliteSink(path.join(dataDir, 'questline.db'));
  const now = new Date().toISOString();
  let admin = (await sink.query("select id from users where user_name = 'admin'"))[0];
  if (!admin) {
    const passwordHash = await hash(BENCH_ADMIN_PASSWORD);
    const insert =
      "insert into users (user_name, nick_name, password_hash, is_platform_admin, create_time, update_time) values ('admin', 'Admin', $1, 1, $2, $2) returning id";
    admin = (
      await sink.query(
        databaseUrl ? insert : insert.replaceAll(/\$\d/g, '?'),
        ...(databaseUrl ? [passwordHash, now] : [passwordHash, now, now]),
      )
    )[0];
  }
  // The owner of every bench project is on the unlimited plan (version 3, for a year): a team of 80 or 120
  // members in one project only exists there (DOMAIN.md "Plan limits").
  const planUpdate = 'update users set version_code = 3, vip_end_time = $1 where id = $2';
  await sink.run(
    databaseUrl ? planUpdate : planUpdate.replaceAll(/\$\d/g, '?'),
    new Date(Date.now() + 365 * 86_400_000).toISOString(),
    admin.id,
  );
  const started = performance.now();
  await sink.begin();
  const world = await fillWorld(sink, { size, adminId: admin.id });
  await sink.finish();
  const fillSeconds = (performance.now() - started) / 1000;

  const [bench] = world.projects;
  // Sessions the scenarios sign in with: the administrator (project owner) and the busiest other handler.
  const sessions = {};
  const expire = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const rows = [];
  for (const [role, userId] of [
    ['admin', admin.id],
    ['handler', bench.members[1]],
  ]) {
    const token = randomBytes(32).toString('base64url');
    sessions[role] = { userId, token };
    rows.push([userId, createHash('sha256').update(token).digest('hex'), now, expire]);
  }
  const insertSession = 'insert into sessions (user_id, token_hash, create_time, expire_time) values ($1, $2, $3, $4)';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const row of rows) await client.query(insertSession, row);
    await client.end();
  } else {
    const sqlite = new SqliteSink(path.join(dataDir, 'questline.db'));
    for (const row of rows) sqlite.db.prepare(insertSession.replaceAll(/\$\d/g, '?')).run(...row);
    sqlite.db.pragma('journal_mode = WAL');
    sqlite.db.close();
  }
  const issues = world.projects.reduce((sum, project) => sum + project.issues, 0);
  return {
    size,
    dialect: databaseUrl ? 'postgres' : 'sqlite',
    issues,
    fillSeconds,
    projectId: bench.projectId,
    projectIssues: bench.issues,
    sessions,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '100k' },
      db: { type: 'string', default: 'sqlite' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string', default: process.env.DATABASE_URL },
    },
  });
  const dataDir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'questline-data-'));
  const databaseUrl = values.db === 'postgres' ? values['database-url'] : undefined;
  if (values.db === 'postgres' && !databaseUrl) throw new Error('--db postgres needs --database-url or DATABASE_URL');
  const manifest = await generate({ size: values.size, dataDir, databaseUrl });
  console.log(JSON.stringify({ dataDir, ...manifest }, null, 2));
  console.log(`${manifest.issues} issues in ${manifest.fillSeconds.toFixed(1)} s (${manifest.dialect})`);
}
