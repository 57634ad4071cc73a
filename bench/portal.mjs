// `npm run bench:portal`: what a visitor of the public site receives from the built server (issue 12).
// JavaScript transferred per route as Chromium receives it, then Lighthouse (performance, accessibility, best
// practices, SEO) on /, /price and /functions in headless Chromium. docs/PERFORMANCE.md records the figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, pageJavaScript } from './transfer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ROUTES = ['/', '/functions', '/price', '/about', '/updateLog', '/deploylocally', '/clientside', '/login'];
const AUDITED = ['/', '/price', '/functions'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse's own advice: judge the median of several runs, one run varies with the machine's load. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

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

async function lighthouseScores(url) {
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await launch({ chromePath: chromium, chromeFlags: ['--headless', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: CATEGORIES });
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) console.warn(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    // An audit Lighthouse could not finish (a page too slow on a loaded machine) has no value: shown as NaN.
    const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      ...Object.fromEntries(
        CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? Number.NaN) * 100)]),
      ),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
    };
  } finally {
    await chrome.kill();
  }
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
    for (const route of AUDITED) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseScores(`${base}${route}`));
      runs.sort((a, b) => a.performance - b.performance);
      scores.push({
        route,
        ...runs[Math.floor(runs.length / 2)],
        'performance runs': runs.map((r) => r.performance).join(' '),
      });
    }
    console.log(`Lighthouse ${RUNS} runs per route, median by performance; load average ${os.loadavg()[0].toFixed(1)}`);
    console.table(scores);
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
