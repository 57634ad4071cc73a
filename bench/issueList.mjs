// `npm run bench:issues`: the issue list (POST getProjectProblemList) and the similar-issue check (GET
// qualified) timed call by call on the generated 100k data set (generate.mjs), through the real server
// process on SQLite (issue 10 "Speed"). `npm run bench` measures the same calls under load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from './generate.mjs';
import { startServer, stop, timeCall as time } from './server.mjs';

const SIZE = process.env.BENCH_SIZE ?? '100k';

const list = (body) => ({
  url: '/prod-api/questline/questionInfo/getProjectProblemList?pageNum=3&pageSize=50',
  init: { method: 'POST', body: JSON.stringify(body) },
});
const similar = (projectId, questionName) => ({
  url: `/prod-api/questline/questionInfo/qualified?projectId=${projectId}&questionName=${encodeURIComponent(questionName)}`,
  init: { method: 'GET' },
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-issues-'));
try {
  const manifest = await generate({ size: SIZE, dataDir });
  const project = manifest.projectId;
  const handler = manifest.sessions.handler.userId;
  const { child, base, readyMs } = await startServer({ dataDir });
  try {
    const token = manifest.sessions.admin.token;
    const results = [
      await time(base, token, 'all, newest first', list({ projectId: project })),
      await time(
        base,
        token,
        'defects to solve, by priority',
        list({ projectId: project, questionType: 1, status: [2, 3], orderBy: 'priority' }),
      ),
      await time(
        base,
        token,
        'one handler, by deadline',
        list({ projectId: project, handlerUserIds: [handler], orderBy: 'deadline', order: 'asc' }),
      ),
      await time(base, token, 'keyword "支付"', list({ projectId: project, keyword: '支付' })),
      await time(base, token, 'my to-do scope', list({ projectId: project, scope: 'handling', status: [2, 3, 6] })),
      await time(base, token, 'similar: "登录页面 crash"', similar(project, '登录页面 crash')),
      await time(base, token, 'similar: "export timeout issue 4242"', similar(project, 'export timeout issue 4242')),
      await time(base, token, 'similar: "头像同步失败"', similar(project, '头像同步失败')),
    ];
    console.log(`Start to ready on ${manifest.issues} issues: ${readyMs.toFixed(0)} ms`);
    console.log(
      `Issue list (page 3 of 50) and similar issues, ${manifest.projectIssues} issues in one project (SQLite, through HTTP):`,
    );
    console.table(results);
  } finally {
    await stop(child);
  }
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
