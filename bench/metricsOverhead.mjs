// Part of `npm run bench:metrics` (issue 36, ADR 0135): the CPU each piece of the metrics adds, timed alone over a
// million calls, which a busy machine disturbs far less than two servers compared under load. A request pays one
// answer observed and reads its route pattern once, plus one statement timed per database statement it runs; with
// LOG_LEVEL=debug, also the request context's promise hooks on every promise it makes.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import Fastify from 'fastify';

const root = path.resolve(import.meta.dirname, '..');
const CALLS = 1_000_000;

// Inside the checkout (ignored by git), so that the bundle finds the installed packages.
const bundle = path.join(root, 'apps/server/.test-build', `metrics-overhead-${process.pid}.mjs`);
await build({
  stdin: {
    contents: [
      "export { Metrics } from './apps/server/src/http/metrics.ts';",
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
  logLevel: 'error',
});
const { Metrics, queryTiming } = await import(bundle);
fs.rmSync(bundle, { force: true });

/** CPU nanoseconds per call of `step`, after a warm-up, less the same loop around an empty step. */
async function perCall(step) {
  const loop = async (body) => {
    const started = process.cpuUsage();
    for (let index = 0; index < CALLS; index += 1) await body(index);
    const used = process.cpuUsage(started);
    return ((used.user + used.system) * 1000) / CALLS;
  };
  await loop(step);
  const empty = await loop(() => undefined);
  return Math.max(0, (await loop(step)) - empty);
}

const metrics = new Metrics();
const plugin = queryTiming((kind, seconds) => metrics.observeQuery(kind, seconds));
const node = { kind: 'SelectQueryNode' };
const result = { rows: [] };

const app = Fastify();
let seen;
app.get('/prod-api/questline/ai/conversation/:id', (request) => {
  seen = request;
  return {};
});
await app.inject({ method: 'GET', url: '/prod-api/questline/ai/conversation/1' });

const rows = {
  'an answer observed (histogram with method, route, status)': await perCall(() =>
    metrics.observeRequest('POST', '/prod-api/questline/questionInfo/getProjectProblemList', 200, 0.0012),
  ),
  'its route pattern read (Fastify routeOptions)': await perCall(() => seen.routeOptions.url),
  'a database statement timed (plugin and histogram)': await perCall((index) => {
    const queryId = { queryId: String(index) };
    plugin.transformQuery({ node, queryId });
    return plugin.transformResult({ result, queryId });
  }),
};
/** CPU nanoseconds per awaited promise: the request context's cost falls on every promise, the loop's own too. */
async function perPromise() {
  const started = process.cpuUsage();
  for (let index = 0; index < CALLS; index += 1) await Promise.resolve(index);
  const used = process.cpuUsage(started);
  return ((used.user + used.system) * 1000) / CALLS;
}
await perPromise();
const before = await perPromise();
const context = new AsyncLocalStorage();
const inside = await context.run({}, perPromise);
rows['a promise, with LOG_LEVEL=debug only (AsyncLocalStorage in use)'] = Math.max(0, inside - before);
metrics.close();
await app.close();

console.log(`CPU added by each piece, ${CALLS.toLocaleString('en')} calls each:`);
console.table(
  Object.fromEntries(Object.entries(rows).map(([piece, ns]) => [piece, { 'ns per call': Math.round(ns) }])),
);
console.log(
  `machine load average while measuring: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
