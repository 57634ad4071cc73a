// `npm run bench:issues`: the issue list (POST getProjectProblemList) and the similar-issue check (GET
// qualified) on a project of 100k issues, timed through the real server process on SQLite (issue 10
// "Speed"). Filled with direct inserts for speed; read back only through the API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fillIssues, signInAdmin, start, stop, time } from './issueFill.mjs';

const ISSUES = Number(process.env.BENCH_ISSUES ?? 100_000);

/**
 * The fill writes issues without their title grams; forgetting migration 0008 makes the next start
 * back-fill them, so the bench also times that migration on 100k issues.
 */
function forgetGrams(file) {
  const db = new Database(file);
  db.exec("delete from question_title_grams; delete from kysely_migration where name = '0008-title-grams'");
  db.close();
}

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
  await stop((await start(dataDir)).child);
  const { project, handler } = fillIssues(path.join(dataDir, 'questline.db'), { issues: ISSUES });
  forgetGrams(path.join(dataDir, 'questline.db'));
  const started = performance.now();
  const { child, base } = await start(dataDir);
  const startup = performance.now() - started;
  try {
    const token = await signInAdmin(base);
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
    console.log(
      `Start-up with the title-gram back-fill (migration 0008) of ${ISSUES} issues: ${startup.toFixed(0)} ms`,
    );
    console.log(
      `Issue list (page 3 of 50) and similar issues, ${ISSUES} issues in one project (SQLite, through HTTP):`,
    );
    console.table(results);
  } finally {
    await stop(child);
  }
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
