// `npm run bench:restart` (issue 36, "a restart of a built install is ready in under 2 s"): `npm start` the way a
// person runs it, on a data folder of its own, timed from the command to the first healthy answer. The first start
// builds when the sources changed since the last build (scripts/start.mjs) and creates and migrates the database;
// each restart after it finds the build and the database as they were.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 7);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-restart-'));

async function healthy(url, deadline) {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer in time`);
}

/** One `npm start` until healthy, then SIGTERM to its process group and the wait for it to end. */
async function startOnce(port) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: 'bench-restart-password' },
  });
  await healthy(`http://127.0.0.1:${String(port)}/prod-api/health`, Date.now() + 600_000);
  const readyMs = performance.now() - started;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await ended;
  return readyMs;
}

const port = await freePort();
const first = await startOnce(port);
const restarts = [];
for (let round = 0; round < RESTARTS; round += 1) restarts.push(await startOnce(port));
fs.rmSync(dataDir, { recursive: true, force: true });

const sorted = [...restarts].sort((a, b) => a - b);
const ms = (value) => `${String(Math.round(value))} ms`;
console.log(`npm start, first start (a build if the sources changed; a new database): ${ms(first)}`);
console.log(
  `npm start, ${String(RESTARTS)} restarts: median ${ms(sorted[Math.floor(sorted.length / 2)])}, ` +
    `fastest ${ms(sorted[0])}, slowest ${ms(sorted[sorted.length - 1])} (budget 2 s)`,
);
console.log(`load average ${os.loadavg()[0].toFixed(2)}`);
