// `npm run bench:portal`: what a visitor of the public site receives from the built server (issue 12).
// JavaScript transferred per route as Chromium receives it, then Lighthouse (performance, accessibility, best
// practices, SEO) on /, /price and /functions in headless Chromium. docs/PERFORMANCE.md records the figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { medianScores, RUNS } from './lighthouse.mjs';
import { pageJavaScript } from './transfer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ROUTES = ['/', '/functions', '/price', '/about', '/updateLog', '/deploylocally', '/clientside', '/login'];
const AUDITED = ['/', '/price', '/functions'];

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, deadline = Date.now() + 20_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer in time`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-portal-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(`${base}/prod-api/health`);
  const transfers = [];
  for (const route of ROUTES) transfers.push({ route, 'JS KB transferred': await pageJavaScript(base, route) });
  console.table(transfers);
  if (process.env.SKIP_LIGHTHOUSE !== '1') {
    const scores = [];
    for (const route of AUDITED) scores.push({ route, ...(await medianScores(`${base}${route}`)) });
    console.log(`Lighthouse ${RUNS} runs per route, median by performance; load average ${os.loadavg()[0].toFixed(1)}`);
    console.table(scores);
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
