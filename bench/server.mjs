// The processes the benches measure: the built production server (apps/server/dist/main.js) on a data
// folder or PostgreSQL database of their own, the bare Fastify route that is the ceiling, and autocannon.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { serverEnv } from './generate.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Every process the bench started, ended with it even when a measurement throws. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * The Node flags of `npm start` (package.json): the young generation capped at 4 MB per semi-space, so the
 * idle server does not keep 32 MB of it (ADR 0094). The bench starts the server the way production does.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
/** The environment `npm start` and the container image add: libuv's pool of 16 threads (ADR 0153). */
export const SERVER_ENV = { UV_THREADPOOL_SIZE: '16' };

/**
 * Starts the production server; `readyMs` runs from the spawn to the first healthy answer. `env` adds variables
 * (Redis, the metrics token) and `nodeFlags` Node options (a CPU profile) to those of production.
 */
export async function startServer({ dataDir, databaseUrl, env = {}, nodeFlags = [] }) {
  const port = await freePort();
  // BENCH_CPU_PROF=folder: every server a bench starts writes a V8 CPU profile there when it stops (Node refuses
  // --cpu-prof in NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROF;
  if (profile) nodeFlags = [...nodeFlags, '--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`];
  const started = performance.now();
  const main = path.join(root, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, main], {
    env: { ...SERVER_ENV, ...serverEnv({ dataDir, databaseUrl }), ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/prod-api/health`);
  return { child, base, readyMs: performance.now() - started };
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * A bare Fastify route in its own process, so it and the server get the same treatment from the load tool.
 * `/bare` answers a few bytes (the issue's reference ceiling); `/bare-payload` answers `payload` (a file's JSON
 * text), so a cached answer can be compared with a route that only sends the same bytes.
 */
export async function bareFastify(payloadFile) {
  const port = await freePort();
  const script = `
    const app = require('fastify')({ logger: false });
    const payload = process.env.BARE_PAYLOAD_FILE ? require('fs').readFileSync(process.env.BARE_PAYLOAD_FILE) : '{}';
    app.get('/bare', async () => ({ code: 200, msg: 'ok', data: { status: 'up' } }));
    app.get('/bare-payload', async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
    app.get('/prod-api/health', async () => ({ code: 200 }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: root,
    env: { ...process.env, BARE_PAYLOAD_FILE: payloadFile ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  await waitForHealth(`http://127.0.0.1:${port}/prod-api/health`);
  return { child, url: `http://127.0.0.1:${port}/bare`, payloadUrl: `http://127.0.0.1:${port}/bare-payload` };
}

/**
 * One autocannon run after a short warm-up. `request` may carry `next()`, which gives each request its own
 * method, path and body (write scenarios that consume one issue per request); `amount` then caps the run.
 */
export async function load(url, request = {}) {
  const { next, amount, warmUp = 1, durationS, ...options } = request;
  const run = (extra) =>
    autocannon({
      url,
      ...options,
      connections: Math.min(20, extra.amount ?? 20),
      ...(next ? { requests: [{ setupRequest: (base) => ({ ...base, ...next() }) }] } : {}),
      ...extra,
    });
  if (amount) {
    // autocannon adds up completed requests and notices the end once per sample interval (1 s by default),
    // so a run of a fixed amount lasted a whole number of seconds: 8,000 actions done in 8.2 s counted as
    // 9 s (888/s instead of about 975/s). Sampled every 50 ms, the run's duration is within 50 ms.
    const sampled = { sampleInt: 50 };
    await run({ ...sampled, amount: Math.min(200, Math.ceil(amount / 10)) });
    const result = await run({ ...sampled, amount });
    return summary(result);
  }
  await run({ duration: warmUp });
  return summary(await run({ duration: durationS }));
}

function summary(result) {
  return {
    // Total over the run's own duration (seconds): also right for a short run capped by `amount`.
    perSecond: Math.round(result.requests.total / result.duration),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * Waits until the server answers a ping quickly again: requests a scenario left queued (20 connections of
 * a slow call) would otherwise be charged to the next scenario.
 */
export async function settle(base, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/prod-api/health`);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * SQL access to the bench database beside the running server: reads (`all`, with `?` placeholders on both databases)
 * and, when opened with `write`, batched inserts. SQLite in WAL mode lets this second process write while the server
 * runs; it then waits up to 10 s for the server's lock.
 */
export async function openDatabase({ dataDir, databaseUrl }, { write = false } = {}) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      /** @param {string} text @param {unknown[]} params */
      all: async (text, params = []) => {
        let index = 0;
        return (
          await client.query(
            text.replaceAll('?', () => `$${(index += 1)}`),
            params,
          )
        ).rows;
      },
      /** @param {string} table @param {string[]} columns @param {unknown[][]} rows */
      insert: async (table, columns, rows) => {
        for (let start = 0; start < rows.length; start += 1000) {
          const chunk = rows.slice(start, start + 1000);
          const values = chunk
            .map((_row, row) => `(${columns.map((_column, column) => `$${row * columns.length + column + 1}`)})`)
            .join(',');
          await client.query(`insert into ${table} (${columns}) values ${values}`, chunk.flat());
        }
      },
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(dataDir, 'questline.db'), { readonly: !write });
  if (write) db.pragma('busy_timeout = 10000');
  return {
    all: async (text, params = []) => db.prepare(text).all(...params),
    insert: async (table, columns, rows) => {
      const statement = db.prepare(`insert into ${table} (${columns}) values (${columns.map(() => '?')})`);
      db.transaction(() => rows.forEach((row) => statement.run(...row)))();
    },
    close: async () => db.close(),
  };
}

/** p50 and p95 of `rounds` sequential calls, each timed from request to parsed answer; a refusal stops the bench. */
export async function timeCall(base, token, label, call, rounds = 40) {
  const samples = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${call.url}`, {
      ...call.init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    const answer = await response.json();
    if (answer.code !== 200) throw new Error(`${label}: ${answer.msg}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))].toFixed(1);
  return { query: label, 'p50 ms': at(0.5), 'p95 ms': at(0.95) };
}
