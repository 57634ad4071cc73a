// `npm run bench:metrics` (issue 36, ADR 0135): what /metrics, the request id and the statement timing cost a request.
// The same 100k SQLite data set is served in turn by this build and by a baseline commit's (before metrics), rounds
// alternating so that a busy machine hurts both alike; each round loads the issue list as `npm run bench` does.
// Options: --baseline REF (default 0599364, the commit before issue 36's metrics), --rounds N (6), --seconds S (6).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate, serverEnv } from './generate.mjs';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS, freePort, settle, stop } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: '0599364' },
    rounds: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '6' },
  },
});

/** The baseline's server, built from git with this checkout's packages (its own workspace packages linked in). */
function buildBaseline(ref) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-baseline-'));
  const archive = execFileSync(
    'git',
    ['archive', ref, 'apps/server', 'packages/contract', 'package.json', 'tsconfig.base.json'],
    {
      cwd: root,
      maxBuffer: 1 << 30,
    },
  );
  execFileSync('tar', ['-x', '-C', folder], { input: archive });
  const modules = path.join(folder, 'node_modules');
  fs.mkdirSync(path.join(modules, '@questline'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@questline' && !entry.startsWith('.'))
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  fs.symlinkSync(path.join(folder, 'packages/contract'), path.join(modules, '@questline/contract'));
  fs.symlinkSync(path.join(folder, 'apps/server'), path.join(modules, '@questline/server'));
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(folder, 'apps/server'), stdio: 'inherit' });
  return { folder, main: path.join(folder, 'apps/server/dist/main.js') };
}

async function serve(main, dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    env: { ...serverEnv({ dataDir }), PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 2000; tries += 1) {
    if (
      await fetch(`${base}/prod-api/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, base };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** CPU time the process spent so far, in microseconds (utime + stime of /proc, in clock ticks of 10 ms). */
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Throughput swings with whatever else the machine runs; the server's own CPU time per answered request hardly
 * does, so both are reported. A 2-second warm-up first, outside the count.
 */
async function measure(child, url, request, seconds) {
  await autocannon({ url, ...request, connections: 20, duration: 2 });
  const before = cpuMicros(child.pid);
  const result = await autocannon({ url, ...request, connections: 20, duration: seconds });
  const cpu = cpuMicros(child.pid) - before;
  return {
    perSecond: Math.round(result.requests.total / result.duration),
    p99: result.latency.p99,
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
  };
}

const baseline = buildBaseline(values.baseline);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-metrics-cost-'));
try {
  const manifest = await generate({ size: '100k', dataDir });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${manifest.sessions.admin.token}` };
  const list = '/prod-api/questline/questionInfo/getProjectProblemList?pageNum=3&pageSize=50';
  const scenarios = {
    'issue list: all, newest first (page 3 of 50)': {
      method: 'POST',
      body: JSON.stringify({ projectId: manifest.projectId }),
    },
    'getInfo signed in (session + user)': { method: 'GET', path: '/prod-api/getInfo' },
  };
  const builds = {
    [`baseline ${values.baseline}`]: baseline.main,
    'this build': path.join(root, 'apps/server/dist/main.js'),
  };
  const results = {};
  let scrape;
  for (let round = 0; round < Number(values.rounds); round += 1) {
    const order = round % 2 === 0 ? Object.entries(builds) : Object.entries(builds).reverse();
    for (const [build, main] of order) {
      const { child, base } = await serve(main, dataDir);
      try {
        for (const [name, scenario] of Object.entries(scenarios)) {
          await settle(base);
          const run = await measure(
            child,
            `${base}${scenario.path ?? list}`,
            { method: scenario.method, headers, body: scenario.body },
            Number(values.seconds),
          );
          ((results[name] ??= {})[build] ??= []).push(run);
        }
        if (build === 'this build') {
          const started = performance.now();
          const text = await (await fetch(`${base}/metrics`)).text();
          scrape = {
            ms: performance.now() - started,
            bytes: text.length,
            series: text.split('\n').filter((line) => line && !line.startsWith('#')).length,
          };
        }
      } finally {
        await stop(child);
      }
    }
  }
  const rows = Object.entries(results).flatMap(([name, byBuild]) =>
    Object.entries(byBuild).map(([build, runs]) => ({
      scenario: name,
      build,
      'req/s (median)': median(runs.map((run) => run.perSecond)),
      'p99 ms': median(runs.map((run) => run.p99)),
      'CPU µs/request (median)': Math.round(median(runs.map((run) => run.cpuPerRequest))),
      'CPU µs/request, each round': runs.map((run) => Math.round(run.cpuPerRequest)).join(' '),
    })),
  );
  console.table(rows);
  console.log(`/metrics after the load: ${scrape.series} series, ${scrape.bytes} bytes, ${scrape.ms.toFixed(1)} ms`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(baseline.folder, { recursive: true, force: true });
}
await import('./metricsOverhead.mjs');
