// `npm run bench [-- --size 100k|1m] [--db sqlite|postgres|both]`: the numbers of DESIGN.md point 5 and
// issue 17, measured on this machine in one run. For each database: a generated data set (generate.mjs), the
// production server's start-up and memory, every load scenario (scenarios.mjs) next to a bare Fastify route,
// and the notification latency of a workflow action; then the browser figures of bench/web.mjs when present.
// Prints one table, writes bench/results/*.json and regenerates docs/PERFORMANCE.md's generated block.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { captchaDraws } from './captcha.mjs';
import { BENCH_ADMIN_PASSWORD, dropPostgresDatabase, freshPostgresDatabase, generate } from './generate.mjs';
import { connectSocket, handOverLatency } from './notifications.mjs';
import { budgetRows, percentile, writeReport } from './report.mjs';
import { LIST_WITH_FILTER, listPageBytes, serverScenarios } from './scenarios.mjs';
import { bareFastify, load, openDatabase, rssMb, startServer, stop } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100k' },
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '8' },
    'notify-rounds': { type: 'string', default: '1000' },
    // A regular expression on scenario names: only those run, and nothing is written (a quick A/B while
    // working on one figure; the report is always regenerated from a whole run).
    only: { type: 'string' },
  },
});
const only = values.only ? new RegExp(values.only, 'i') : undefined;
const wanted = (name) => !only || only.test(name);
const durationS = Number(values.seconds);
const postgresBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dialects = values.db === 'both' ? ['sqlite', 'postgres'] : [values.db];
const load1 = () => Number(os.loadavg()[0].toFixed(2));

async function benchDatabase(dialect) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-bench-'));
  // BENCH_DATABASE_PREFIX keeps benches run side by side (one per worktree) off each other's database.
  const databaseName = `${process.env.BENCH_DATABASE_PREFIX ?? 'questline_bench'}_${values.size}`;
  const databaseUrl = dialect === 'postgres' ? await freshPostgresDatabase(postgresBase, databaseName) : undefined;
  const target = { dataDir, databaseUrl };
  try {
    const first = await startServer(target);
    await stop(first.child);
    console.log(`[${dialect}] generating ${values.size}...`);
    const manifest = await generate({ size: values.size, ...target });
    console.log(`[${dialect}] ${manifest.issues} issues in ${manifest.fillSeconds.toFixed(1)} s`);
    const server = await startServer(target);
    const reader = await openDatabase(target);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const idleRssMb = rssMb(server.child.pid);
      const loadAtStart = load1();
      // The list page's own bytes, sent by a bare route: what the answer's size alone costs the load tool and
      // the loopback, next to the issue's few-byte reference.
      const payloadFile = path.join(dataDir, 'list-page.json');
      fs.writeFileSync(payloadFile, await listPageBytes(server.base, manifest));
      const bare = await bareFastify(payloadFile);
      const ceiling = { name: 'bare Fastify route (own process)', ...(await load(bare.url, { durationS })) };
      const sameBytes = {
        name: `bare Fastify route sending the list page's ${Math.round(fs.statSync(payloadFile).size / 1024)} KB`,
        ...(await load(bare.payloadUrl, { durationS })),
      };
      const scenarios = [ceiling, { ...sameBytes, ratio: sameBytes.perSecond / ceiling.perSecond }];
      for await (const row of serverScenarios({ base: server.base, manifest, reader, durationS, wanted })) {
        if (!row) continue; // a scenario --only left out
        const measured = { ...row, ratio: row.perSecond / ceiling.perSecond, rssMb: rssMb(server.child.pid) };
        if (row.name === LIST_WITH_FILTER) measured.ratioSameBytes = row.perSecond / sameBytes.perSecond;
        console.log(`[${dialect}] ${measured.name}: ${measured.perSecond}/s p99 ${measured.p99} ms`);
        scenarios.push(measured);
      }
      await stop(bare.child);
      const samples = wanted('notification') ? await notificationSamples(server.base, manifest) : [];
      const web = dialect === 'sqlite' && !only ? await benchWebIfPresent(server.base, manifest.projectId) : undefined;
      return {
        dialect,
        issues: manifest.issues,
        projectIssues: manifest.projectIssues,
        fillSeconds: manifest.fillSeconds,
        firstStartMs: first.readyMs,
        readyMs: server.readyMs,
        idleRssMb,
        afterRssMb: rssMb(server.child.pid),
        scenarios,
        notification:
          samples.length > 0
            ? { rounds: samples.length, p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) }
            : undefined,
        web,
        loadAverage: { atStart: loadAtStart, atEnd: load1() },
      };
    } finally {
      await reader.close();
      await stop(server.child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPostgresDatabase(postgresBase, databaseName);
  }
}

/** The time from a hand-over to the handler's socket hearing of it, `notify-rounds` times. */
async function notificationSamples(base, manifest) {
  const socket = await connectSocket(base, manifest.sessions.handler);
  try {
    return await handOverLatency({
      base,
      adminToken: manifest.sessions.admin.token,
      projectId: manifest.projectId,
      handler: manifest.sessions.handler,
      socket,
      rounds: Number(values['notify-rounds']),
    });
  } finally {
    socket.disconnect();
  }
}

/** The browser-side figures (another part of issue 17) run against the SQLite server when bench/web.mjs exists. */
async function benchWebIfPresent(baseUrl, projectId) {
  const file = path.join(root, 'bench/web.mjs');
  if (!fs.existsSync(file)) {
    console.log('bench/web.mjs is not here: the browser figures are skipped');
    return undefined;
  }
  const { benchWeb } = await import(file);
  return benchWeb({ baseUrl, username: 'admin', password: BENCH_ADMIN_PASSWORD, projectId });
}

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  ramGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
};
const databases = [];
for (const dialect of dialects) databases.push(await benchDatabase(dialect));
if (only) {
  for (const database of databases) {
    const { dialect, readyMs, idleRssMb } = database;
    console.log(`[${dialect}] start to ready ${readyMs.toFixed(0)} ms, idle RSS ${idleRssMb.toFixed(1)} MB`);
    console.table(database.scenarios.map(({ name, perSecond, p50, p99 }) => ({ name, perSecond, p50, p99 })));
  }
} else {
  const captcha = await captchaDraws();
  const result = { date: new Date().toISOString(), size: values.size, durationS, machine, databases, captcha };
  console.table(budgetRows(result).map(({ db, figure, value, budget, met }) => ({ db, figure, value, budget, met })));
  const written = writeReport(result);
  console.log(`wrote ${written.join(', ')}`);
}
