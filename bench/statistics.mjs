// `npm run bench:stats`: every statistics call (issue 13 "Speed": under 200 ms) on the generated project of
// 100k issues with their history (generate.mjs: spread over the two years up to now), timed through the real
// server process on SQLite: the default range (the last 30 days) reads a month of it, the year-long ranges
// (the longest a call takes) about half of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from './generate.mjs';
import { startServer, stop, timeCall as time } from './server.mjs';

const SIZE = process.env.BENCH_SIZE ?? '100k';

const stats = (call, query) => ({
  url: `/prod-api/questline/statistics/${call}?${new URLSearchParams(query)}`,
  init: { method: 'GET' },
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-stats-'));
try {
  const manifest = await generate({ size: SIZE, dataDir });
  const project = manifest.projectId;
  const { child, base } = await startServer({ dataDir });
  try {
    const token = manifest.sessions.admin.token;
    const project30 = { projectId: project, utcOffset: 480 };
    const year = { ...project30, from: '2025-11-25', to: '2026-11-24' };
    const results = [
      await time(base, token, 'distribution, all time', stats('distribution', project30)),
      await time(base, token, 'distribution, one year', stats('distribution', year)),
      await time(base, token, 'trend per day, last 30 days', stats('trend', project30)),
      await time(base, token, 'trend per week, one year', stats('trend', { ...year, granularity: 'week' })),
      await time(base, token, 'durations, last 30 days', stats('durations', project30)),
      await time(base, token, 'durations, one year', stats('durations', year)),
      await time(base, token, 'board', stats('board', project30)),
      await time(base, token, 'mine, last 30 days', stats('mine', { utcOffset: 480 })),
    ];
    console.log(
      `Statistics, ${manifest.projectIssues} issues with their history in one project (SQLite, through HTTP):`,
    );
    console.table(results);
  } finally {
    await stop(child);
  }
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
