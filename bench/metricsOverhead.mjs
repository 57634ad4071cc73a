// Part of `npm run bench:metrics` (issue 36, ADR 0135): the CPU the metrics add to one request, measured in one
// process. Three Fastify apps answer the same route with one SQLite statement through Kysely: one bare, one with what
// buildApp adds for issue 36 by default (the metrics hooks, the statement timing plugin), one with the request context
// that LOG_LEVEL=debug adds too. Batches rotate between them, so whatever else the machine does weighs on all alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { build } from 'esbuild';
import Fastify from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';

const root = path.resolve(import.meta.dirname, '..');
const BATCH = 4000;
const ROUNDS = Number(process.env.ROUNDS ?? 12);

// Inside the checkout (ignored by git), so that the bundle finds the installed packages.
const bundle = path.join(root, 'apps/server/.test-build', `metrics-overhead-${process.pid}.mjs`);
await build({
  stdin: {
    contents: [
      "export { Metrics } from './apps/server/src/http/metrics.ts';",
      "export { registerMetrics } from './apps/server/src/http/metricsRoute.ts';",
      "export { registerRequestContext } from './apps/server/src/http/requestContext.ts';",
      "export { queryTiming } from './apps/server/src/db/queryTiming.ts';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundle,
  packages: 'external',
  alias: { '@questline/contract': path.join(root, 'packages/contract/src/index.ts') },
  logLevel: 'error',
});
const { Metrics, registerMetrics, registerRequestContext, queryTiming } = await import(bundle);

async function makeApp(withMetrics, withContext = false) {
  const sqlite = new Database(':memory:');
  sqlite.exec('create table issues (id integer primary key, title text)');
  const insert = sqlite.prepare('insert into issues (title) values (?)');
  for (let index = 0; index < 500; index += 1) insert.run(`Issue ${index}`);
  const plain = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  const metrics = withMetrics ? new Metrics() : undefined;
  const db = metrics ? plain.withPlugin(queryTiming((kind, seconds) => metrics.observeQuery(kind, seconds))) : plain;
  const app = Fastify();
  if (withContext) registerRequestContext(app);
  if (metrics) registerMetrics(app, metrics, undefined);
  app.get('/prod-api/questline/issues/:id', { config: { access: 'public' } }, (request) =>
    db.selectFrom('issues').selectAll().where('id', '>', Number(request.params.id)).limit(50).execute(),
  );
  await app.ready();
  return { app, close: () => (metrics?.close(), app.close()) };
}

async function batch(app) {
  const started = process.cpuUsage();
  for (let index = 0; index < BATCH; index += 1) {
    await app.inject({ method: 'GET', url: `/prod-api/questline/issues/${index % 400}` });
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / BATCH;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const apps = {
  bare: await makeApp(false),
  'metrics (default)': await makeApp(true),
  'metrics and request context (LOG_LEVEL=debug)': await makeApp(true, true),
};
try {
  const costs = Object.fromEntries(Object.keys(apps).map((name) => [name, []]));
  for (const { app } of Object.values(apps)) await batch(app);
  for (let round = 0; round < ROUNDS; round += 1) {
    const names = Object.keys(apps);
    const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)];
    for (const name of order) costs[name].push(await batch(apps[name].app));
  }
  console.log(`CPU per request, ${ROUNDS} rounds of ${BATCH} requests each (one SQLite statement, through inject):`);
  console.table(
    Object.fromEntries(
      Object.entries(costs).map(([name, list]) => [
        name,
        {
          'median µs': median(list).toFixed(1),
          'added µs (median of the rounds)': median(list.map((cost, index) => cost - costs.bare[index])).toFixed(1),
        },
      ]),
    ),
  );
  console.log(
    `machine load average while measuring: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
} finally {
  for (const { close } of Object.values(apps)) await close();
  fs.rmSync(bundle, { force: true });
}
