// `npm run bench`: the numbers of DESIGN.md point 5, measured on this machine in one run.
// Start-up on a migrated database, idle memory, throughput and latency of real routes next to a bare
// Fastify route, and the JavaScript Chromium transfers for the public home page, /login and the workspace.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { pageJavaScript } from './transfer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const durationS = Number(process.env.BENCH_SECONDS ?? 8);

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
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer in time`);
}

const BENCH_ADMIN_PASSWORD = 'bench-admin-password';
const loginBody = JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD, code: '', uuid: '' });

async function signIn(base) {
  const response = await fetch(`${base}/prod-api/register/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  const body = await response.json();
  if (body.code !== 200) throw new Error(`bench sign-in failed: ${body.msg}`);
  return body.data.token;
}

/**
 * Captcha images drawn per second in this process (issue 9: under 5 ms each). The drawing module is bundled
 * on the fly next to the server's package, so it finds @napi-rs/canvas and the shipped font as the server does.
 */
async function captchaDraws(count = 300) {
  const outfile = path.join(root, 'apps/server/.test-build', `bench-captcha-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'apps/server/src/modules/account/captchaImage.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['@napi-rs/canvas'],
    logLevel: 'warning',
  });
  try {
    const { captchaText, drawCaptcha } = await import(outfile);
    drawCaptcha(captchaText()); // the font loads with the first one
    const started = performance.now();
    for (let index = 0; index < count; index += 1) drawCaptcha(captchaText());
    const msEach = (performance.now() - started) / count;
    return { msEach, perSecond: 1000 / msEach };
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

async function startServer(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    // The captcha stops programs, and the bench is one; the administrator is the user it signs in as.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA_ENABLED: 'false',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/prod-api/health`);
  return { child, base, readyMs: performance.now() - started };
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function load(url, title, request = {}) {
  // A short warm-up so that neither side is measured while its code is still being compiled.
  await autocannon({ url, connections: 20, duration: 1, ...request });
  const result = await autocannon({ url, connections: 20, duration: durationS, title, ...request });
  return {
    route: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A bare Fastify route in its own process, so it and the server get the same treatment from the load tool. */
async function bareFastify() {
  const port = await freePort();
  const script = `
    const app = require('fastify')({ logger: false });
    app.get('/bare', async () => ({ code: 200, msg: 'ok', data: { status: 'up' } }));
    app.get('/prod-api/health', async () => ({ code: 200 }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHealth(`http://127.0.0.1:${port}/prod-api/health`);
  return { child, url: `http://127.0.0.1:${port}/bare` };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-bench-'));
try {
  const first = await startServer(dataDir);
  await stop(first.child);
  const server = await startServer(dataDir);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleRss = rssMb(server.child.pid);

  const bare = await bareFastify();
  const rows = [
    await load(bare.url, 'bare Fastify route (same machine)'),
    await load(`${server.base}/prod-api/health`, 'GET /prod-api/health (database ping)'),
    await load(`${server.base}/prod-api/getInfo`, 'GET /prod-api/getInfo without token (401 path)'),
    await load(`${server.base}/prod-api/getInfo`, 'GET /prod-api/getInfo signed in (session + user)', {
      headers: { authorization: `Bearer ${await signIn(server.base)}` },
    }),
    await load(`${server.base}/prod-api/register/login`, 'POST /prod-api/register/login (argon2id check)', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    }),
    await load(`${server.base}/problem`, 'GET /problem (index.html fallback)'),
  ];
  await stop(bare.child);
  const loadedRss = rssMb(server.child.pid);
  const homeJsKb = await pageJavaScript(server.base, '/');
  const loginJsKb = await pageJavaScript(server.base, '/login');
  const problemJsKb = await pageJavaScript(server.base, '/problem', await signIn(server.base));
  await stop(server.child);
  const captcha = await captchaDraws();

  console.table(rows);
  const share = rows[1]['req/s'] / rows[0]['req/s'];
  console.log(`health throughput vs bare Fastify: ${(share * 100).toFixed(0)}% (budget for list routes: >= 30%)`);
  console.log(`start to ready, first start (migrates): ${first.readyMs.toFixed(0)} ms`);
  console.log(`start to ready, migrated database: ${server.readyMs.toFixed(0)} ms (budget < 1000 ms)`);
  console.log(`RSS idle: ${idleRss.toFixed(0)} MB (budget < 150 MB); after load: ${loadedRss.toFixed(0)} MB`);
  console.log(
    `captcha draws per second: ${captcha.perSecond.toFixed(0)} (${captcha.msEach.toFixed(2)} ms each, budget < 5 ms)`,
  );
  console.log(
    homeJsKb === undefined
      ? 'home page JS: not measured (no Chromium)'
      : `JavaScript transferred (Chromium, encoded bytes): home ${homeJsKb} KB (budget <= 150 KB); /login ${loginJsKb} KB; /problem signed in ${problemJsKb} KB (budget <= 300 KB)`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
