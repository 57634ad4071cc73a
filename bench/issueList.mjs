// `npm run bench:issues`: the issue list (POST getProjectProblemList) and the similar-issue check (GET
// qualified) on a project of 100k issues, timed through the real server process on SQLite (issue 10
// "Speed"). Filled with direct inserts for speed; read back only through the API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const root = path.resolve(import.meta.dirname, '..');
const ISSUES = Number(process.env.BENCH_ISSUES ?? 100_000);
const ROUNDS = 40;
const PASSWORD = 'bench-admin-password';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function start(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA_ENABLED: 'false',
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Long enough for a start that back-fills the title grams of every issue first.
  for (let tries = 0; tries < 4000; tries += 1) {
    try {
      if ((await fetch(`${base}/prod-api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not start');
}
const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

function fill(file) {
  const db = new Database(file);
  const now = new Date().toISOString();
  const admin = db.prepare("select id from users where user_name = 'admin'").get().id;
  const people = [admin];
  const addUser = db.prepare(
    "insert into users (user_name, nick_name, password_hash, create_time, update_time) values (?, ?, '', ?, ?) returning id",
  );
  for (let index = 0; index < 9; index += 1) people.push(addUser.get(`bench${index}`, `Bench ${index}`, now, now).id);
  const project = db
    .prepare(
      "insert into projects (name, owner_id, create_time, update_time, question_seq) values ('Bench', ?, ?, ?, ?) returning id",
    )
    .get(admin, now, now, ISSUES).id;
  const member = db.prepare(
    'insert into project_users (project_id, user_id, role, alias, create_time, update_time) values (?, ?, ?, ?, ?, ?)',
  );
  people.forEach((userId, index) =>
    member.run(project, userId, index === 0 ? 'owner' : 'member', `Bench ${index}`, now, now),
  );
  const words = [
    '登录',
    '订单',
    '支付',
    'crash',
    'slow',
    '页面',
    'button',
    'export',
    '报表',
    'timeout',
    '头像',
    'sync',
  ];
  const insert = db.prepare(
    `insert into questions (project_id, number, title, question_type, severity, priority, status, handling_mode, deadline,
      progress, description, creator_id, create_time, update_time) values (?, ?, ?, ?, ?, ?, ?, 'single', ?, 0, '', ?, ?, ?) returning id`,
  );
  const handler = db.prepare(
    'insert into question_handlers (question_id, user_id, completed, sort) values (?, ?, 0, 0)',
  );
  db.transaction(() => {
    for (let number = 1; number <= ISSUES; number += 1) {
      const title = `${words[number % 12]} ${words[(number * 7) % 12]} issue ${number}`;
      const time = new Date(Date.UTC(2025, 0, 1) + number * 60_000).toISOString();
      const deadline = new Date(Date.UTC(2026, 0, 1) + (number % 365) * 86_400_000).toISOString().slice(0, 10);
      const { id } = insert.get(
        project,
        number,
        title,
        (number % 4) + 1,
        (number % 3) + 1,
        (number % 4) + 1,
        (number % 10) + 1,
        deadline,
        people[number % 10],
        time,
        time,
      );
      handler.run(id, people[(number * 3) % 10]);
    }
  })();
  db.exec('analyze');
  db.close();
  return { project, handler: people[3] };
}

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

async function time(base, token, label, call) {
  const samples = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${call.url}`, {
      ...call.init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    const answer = await response.json();
    if (answer.code !== 200) throw new Error(`${label}: ${answer.msg}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))].toFixed(1);
  return { query: label, 'p50 ms': at(0.5), 'p95 ms': at(0.95) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-issues-'));
try {
  await stop((await start(dataDir)).child);
  const { project, handler } = fill(path.join(dataDir, 'questline.db'));
  forgetGrams(path.join(dataDir, 'questline.db'));
  const started = performance.now();
  const { child, base } = await start(dataDir);
  const startup = performance.now() - started;
  try {
    const login = await fetch(`${base}/prod-api/register/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD, code: '', uuid: '' }),
    });
    const token = (await login.json()).data.token;
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
