// `npm run bench:demo`: how long a visitor waits for a sandbox of the live demo (issue 39, ADR 0121), through the
// real production server on SQLite and on PostgreSQL: five starts in a row (the per-address limit of an hour), each
// timed from the request to its answer. Prints a table and writes bench/results/demo.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropPostgresDatabase, freshPostgresDatabase } from './generate.mjs';
import { startServer, stop } from './server.mjs';

const STARTS = 5;
const postgresBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `${process.env.BENCH_DATABASE_PREFIX ?? 'questline_bench'}_demo`;

async function measure(dialect) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-bench-demo-'));
  const databaseUrl = dialect === 'postgres' ? await freshPostgresDatabase(postgresBase, databaseName) : undefined;
  const server = await startServer({ dataDir, databaseUrl });
  try {
    const times = [];
    for (let start = 0; start < STARTS; start += 1) {
      const began = performance.now();
      const response = await fetch(`${server.base}/prod-api/anonymous/demo/start`, {
        method: 'POST',
        headers: { language: 'en-US' },
      });
      const body = await response.json();
      if (body.code !== 200) throw new Error(`demo start answered ${body.code}: ${body.msg}`);
      times.push(performance.now() - began);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { dialect, firstMs: times[0], medianMs: sorted[Math.floor(sorted.length / 2)], maxMs: sorted.at(-1) };
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPostgresDatabase(postgresBase, databaseName);
  }
}

const rows = [await measure('sqlite'), await measure('postgres')];
const cell = (ms) => `${Math.round(ms)}`.padStart(6);
console.log('database    first ms  median ms  max ms');
for (const row of rows) {
  console.log(`${row.dialect.padEnd(10)}  ${cell(row.firstMs)}    ${cell(row.medianMs)}   ${cell(row.maxMs)}`);
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'demo.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), starts: STARTS, rows }, null, 2)}\n`,
);
