// `npm run bench:knowledge`: knowledge-base full-text search (GET knowledge/search) over 10k documents of
// mixed Chinese and English text, timed through the real server process on SQLite (issue 15 "Search":
// under 100 ms). Filled with direct inserts (documents and their FTS5 rows); read back only through the API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const root = path.resolve(import.meta.dirname, '..');
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
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

const words = [
  '需求',
  '测试计划',
  '发布流程',
  '回归测试',
  '接口',
  '数据库',
  '性能',
  '部署',
  'release',
  'deploy',
  'rollback',
  'latency',
  'checklist',
  'retrospective',
  'migration',
  'onboarding',
];

function fill(file) {
  const db = new Database(file);
  const now = new Date().toISOString();
  const admin = db.prepare("select id from users where user_name = 'admin'").get().id;
  const kb = db
    .prepare(
      "insert into knowledge_bases (name, owner_id, create_time, update_time) values ('Bench', ?, ?, ?) returning id",
    )
    .get(admin, now, now).id;
  db.prepare(
    "insert into knowledge_members (kb_id, user_id, role, create_time, update_time) values (?, ?, 'owner', ?, ?)",
  ).run(kb, admin, now, now);
  const insert = db.prepare(
    `insert into knowledge_documents (kb_id, title, content, plain_text, status, sort, creator_id, updater_id,
      create_time, update_time) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  );
  const index = db.prepare('insert into knowledge_search (rowid, title, body) values (?, ?, ?)');
  db.transaction(() => {
    for (let number = 1; number <= DOCUMENTS; number += 1) {
      const sentences = [];
      for (let sentence = 0; sentence < 20; sentence += 1) {
        const pick = (offset) => words[(number * 7 + sentence * 13 + offset) % words.length];
        sentences.push(`第${number}号文档 ${pick(0)} ${pick(3)} note ${number * 31 + sentence} ${pick(5)}。`);
      }
      const text = sentences.join(' ');
      const title = `${words[number % words.length]} ${words[(number * 5) % words.length]} ${number}`;
      const time = new Date(Date.UTC(2025, 0, 1) + number * 60_000).toISOString();
      const { id } = insert.get(
        kb,
        title,
        `<p>${text}</p>`,
        text,
        number % 3 === 0 ? 'draft' : 'published',
        number,
        admin,
        admin,
        time,
        time,
      );
      index.run(id, title, text);
    }
  })();
  db.exec('analyze');
  db.close();
}

async function time(base, token, keyword) {
  const samples = [];
  let hits = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/prod-api/questline/knowledge/search?keyword=${encodeURIComponent(keyword)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const answer = await response.json();
    if (answer.code !== 200) throw new Error(`${keyword}: ${answer.msg}`);
    hits = answer.data.length;
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))].toFixed(1);
  return { keyword, hits, 'p50 ms': at(0.5), 'p95 ms': at(0.95) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-knowledge-'));
try {
  await stop((await start(dataDir)).child);
  fill(path.join(dataDir, 'questline.db'));
  const { child, base } = await start(dataDir);
  try {
    const login = await fetch(`${base}/prod-api/register/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD, code: '', uuid: '' }),
    });
    const token = (await login.json()).data.token;
    // One search first, so the table below is not the first page read from disk.
    await time(base, token, 'warm up');
    const results = [];
    for (const keyword of [
      '回归测试',
      '需求',
      'rollback',
      'latency checklist',
      '第4242号',
      'note 99999',
      '不存在的词',
      '罕见',
    ]) {
      results.push(await time(base, token, keyword));
    }
    console.log(`Knowledge search over ${DOCUMENTS} documents in one space (SQLite FTS5 trigram, through HTTP):`);
    console.table(results);
  } finally {
    await stop(child);
  }
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
