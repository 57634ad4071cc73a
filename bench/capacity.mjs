// `npm run bench:capacity [-- --db sqlite|postgres|both] [--people 250,500,...] [--seconds 60]`: how many people one
// server carries (issue 37, ADR 0142). Simulated people (bench/capacity/person.mjs) arrive in steps on the production
// server, from load processes of their own; each step is measured for a window and held when no call failed and
// every call kind's p99 stayed under 200 ms. The ramp stops at the first step not held.
// `--soak --minutes 30 [--people N]`: N people (default 70% of the last ramp's held N on SQLite) for that long, with
// memory, descriptors, sockets and event-loop delay read every minute. Writes bench/results/capacity.json and the
// generated block of docs/PERFORMANCE.md.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { dropPostgresDatabase, freshPostgresDatabase } from './generate.mjs';
import { measureWindow, startCrowds } from './capacity/measure.mjs';
import { RESULTS_FILE, readResults, writeResults } from './capacity/report.mjs';
import { soakVerdict } from './capacity/soak.mjs';
import { furnish, generateTeams } from './capacity/world.mjs';
import { startServer, stop } from './server.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    people: { type: 'string', default: '250,500,1000,1500,2000,3000,4000,5000,6000,7000' },
    seconds: { type: 'string', default: '60' },
    'arrive-seconds': { type: 'string', default: '30' },
    'settle-seconds': { type: 'string', default: '15' },
    'think-seconds': { type: 'string', default: '20' },
    clients: { type: 'string', default: '1' },
    soak: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '30' },
    'warm-up-minutes': { type: 'string' },
    // Writes a V8 CPU profile of the server (its --cpu-prof) into this folder when the run ends.
    'cpu-prof': { type: 'string' },
    // A trial: prints, writes nothing.
    'dry-run': { type: 'boolean', default: false },
  },
});
const postgresBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseName = `${process.env.BENCH_DATABASE_PREFIX ?? 'questline_bench'}_capacity`;
const pace = { thinkMs: Number(values['think-seconds']) * 1000, hiddenShare: 0.15 };
const metricsToken = randomBytes(24).toString('hex');
const load1 = () => Number(os.loadavg()[0].toFixed(2));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function soakPeople() {
  if (values.people && values.soak && !values.people.includes(',')) return Number(values.people);
  const held = readResults().ramp?.find((run) => run.dialect === 'sqlite')?.held;
  if (!held) throw new Error('--soak needs --people N, or a ramp on SQLite in bench/results/capacity.json');
  return Math.round(held.people * 0.7);
}

/** The run's counters and captcha keys, removed from the shared Redis when it ends. */
async function forgetRedisKeys(prefix) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The production server on a fresh `team` data set with its people and spaces; with PostgreSQL also Redis. */
async function prepare(dialect, most) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-capacity-'));
  const databaseUrl = dialect === 'postgres' ? await freshPostgresDatabase(postgresBase, databaseName) : undefined;
  const target = { dataDir, databaseUrl };
  console.log(`[${dialect}] generating the team data set with ${most} people...`);
  const generated = await generateTeams(target, most);
  // A bulk-loaded PostgreSQL database has no statistics yet: autovacuum would analyse it during the first steps and
  // take their tails with it, which a settled installation never pays.
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('vacuum analyze');
    } finally {
      await client.end();
    }
  }
  const env = { METRICS_TOKEN: metricsToken };
  // Its own key prefix: the tests and other benches on the same Redis never see this run's keys.
  const redisPrefix = `questline-capacity-${process.pid}:`;
  if (databaseUrl) Object.assign(env, { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix });
  const nodeFlags = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
  const server = await startServer({ ...target, env, nodeFlags });
  const world = await furnish(server.base, target, generated);
  const idleRssMb = Number(
    (fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024,
  );
  console.log(
    `[${dialect}] ${world.issues} issues, ${world.people.length} people ready; server idle RSS ${idleRssMb.toFixed(0)} MB`,
  );
  const cleanUp = async () => {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      await dropPostgresDatabase(postgresBase, databaseName);
      await forgetRedisKeys(redisPrefix);
    }
  };
  // PostgreSQL works in processes of its own on the same two cores: its backends serving this database are metered.
  const databasePids = async () => {
    if (!databaseUrl) return [];
    const client = new pg.Client({ connectionString: postgresBase });
    await client.connect();
    try {
      const rows = (await client.query('select pid from pg_stat_activity where datname = $1', [databaseName])).rows;
      return rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  };
  return { server, world, idleRssMb, cleanUp, databasePids };
}

function printStep(dialect, step) {
  const verdict = step.held ? 'held' : 'NOT held';
  console.log(
    `[${dialect}] ${step.people} people: ${step.perSecond} req/s, p50 ${step.p50} ms, p99 ${step.p99} ms, ` +
      `worst p99 ${step.worstP99} ms (${step.worstKind}), ${step.errors} errors, server CPU ${step.serverCpuPercent}%, ` +
      `load processes ${step.clientCpuPercent}%${step.databaseCpuPercent === null ? '' : `, PostgreSQL ${step.databaseCpuPercent}%`}, RSS ${step.rssMb} MB, fds ${step.openFiles}, loop p99 ${step.loopP99Ms} ms ` +
      `(load processes' ${step.clientLoopP99Ms} ms), ` +
      `load ${load1()}: ${verdict}`,
  );
  for (const failure of step.failures.slice(0, 5)) console.log(`    ${failure}`);
  if (values['dry-run']) console.table(step.calls);
}

async function ramp(dialect) {
  const steps = values.people.split(',').map(Number);
  const { server, world, idleRssMb, cleanUp, databasePids } = await prepare(dialect, steps.at(-1));
  const crowds = await startCrowds(Number(values.clients), { base: server.base, teams: world.teams, pace });
  const measured = [];
  try {
    let present = 0;
    for (const people of steps) {
      crowds.grow(world.people.slice(present, people), Number(values['arrive-seconds']) * 1000);
      present = people;
      await sleep((Number(values['arrive-seconds']) + Number(values['settle-seconds'])) * 1000);
      const step = await measureWindow({ server, crowds, metricsToken, databasePids, seconds: Number(values.seconds) });
      step.loadAverage = load1();
      printStep(dialect, step);
      measured.push(step);
      if (!step.held) break;
    }
  } finally {
    await crowds.stop();
    await cleanUp();
  }
  const held = measured.filter((step) => step.held).at(-1);
  return { dialect, idleRssMb, steps: measured, held: held ?? null };
}

async function soak() {
  const people = soakPeople();
  const minutes = Number(values.minutes);
  const warmUp = Number(values['warm-up-minutes'] ?? Math.max(2, Math.round(minutes / 6)));
  const { server, world, idleRssMb, cleanUp } = await prepare('sqlite', people);
  const crowds = await startCrowds(Number(values.clients), { base: server.base, teams: world.teams, pace });
  const windows = [];
  try {
    crowds.grow(world.people.slice(0, people), 60_000);
    console.log(`[soak] ${people} people arriving over a minute, warm-up ${warmUp} min, then ${minutes} min measured`);
    await sleep(warmUp * 60_000);
    for (let minute = 1; minute <= minutes; minute += 1) {
      const window = await measureWindow({ server, crowds, metricsToken, seconds: 60 });
      window.minute = minute;
      window.loadAverage = load1();
      printStep(`soak ${minute}/${minutes}`, window);
      windows.push(window);
    }
  } finally {
    await crowds.stop();
    await cleanUp();
  }
  return { people, minutes, warmUpMinutes: warmUp, idleRssMb, windows, verdict: soakVerdict(windows) };
}

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  ramGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
};
const settings = {
  pace,
  clients: Number(values.clients),
  seconds: Number(values.seconds),
  date: new Date().toISOString(),
};
if (values.soak) {
  const result = { ...settings, machine, ...(await soak()) };
  console.log(`[soak] verdict: ${JSON.stringify(result.verdict)}`);
  if (!values['dry-run']) writeResults({ soak: result });
} else {
  const dialects = values.db === 'both' ? ['sqlite', 'postgres'] : [values.db];
  const runs = [];
  for (const dialect of dialects) runs.push({ ...settings, machine, ...(await ramp(dialect)) });
  for (const run of runs) {
    const held = run.held;
    console.log(
      held
        ? `[${run.dialect}] largest N held: ${held.people} people, ${held.perSecond} req/s, server CPU ${held.serverCpuPercent}%, RSS ${held.rssMb} MB`
        : `[${run.dialect}] no step held`,
    );
  }
  if (!values['dry-run']) writeResults({ ramp: runs });
}
if (!values['dry-run']) console.log(`wrote ${RESULTS_FILE} and docs/PERFORMANCE.md`);
