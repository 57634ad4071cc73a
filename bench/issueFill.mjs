// Shared by the benches on a project of 100k issues (`bench:issues`, `bench:stats`): the real server
// process on a data folder of its own, the fill by direct inserts (fast; everything is read back only
// through the API), sign-in as the platform administrator, and p50/p95 timing of one call.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';

const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'bench-admin-password';
const HOUR = 3_600_000;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function start(dataDir) {
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

export const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

/** The history an issue of a status went through: [from, to, code, hours after creation]. */
function walkTo(status) {
  const steps = [[null, 2, 13, 0]];
  if (status === 2) return steps;
  if (status === 8 || status === 9 || status === 10)
    return [...steps, [2, status, { 8: 10, 9: 11, 10: 15 }[status], 20]];
  steps.push([2, 3, 1, 4]);
  if (status === 3) return steps;
  steps.push([3, 4, 2, 30]);
  if (status === 4) return steps;
  if (status === 5) return [...steps, [4, 5, 5, 40]];
  steps.push([4, 7, 3, 50]);
  if (status === 6) steps.push([7, 6, 9, 70]);
  return steps;
}

/**
 * One project of `issues` issues by direct inserts, ten members, statuses, types, priorities and
 * handlers spread evenly, one issue every `minutesApart` minutes from 2025-01-01. With `history`, every issue also gets the
 * history of the way to its status (creation, start, completion, review, reopen), as statistics read it.
 */
export function fillIssues(file, { issues, history = false, minutesApart = 1 }) {
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
    .get(admin, now, now, issues).id;
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
  const step = db.prepare(
    'insert into question_history (question_id, code, operator_id, from_status, to_status, create_time) values (?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let number = 1; number <= issues; number += 1) {
      const title = `${words[number % 12]} ${words[(number * 7) % 12]} issue ${number}`;
      const created = Date.UTC(2025, 0, 1) + number * minutesApart * 60_000;
      const time = new Date(created).toISOString();
      const deadline = new Date(Date.UTC(2026, 0, 1) + (number % 365) * 86_400_000).toISOString().slice(0, 10);
      const status = (number % 10) + 1;
      const creator = people[number % 10];
      const { id } = insert.get(
        project,
        number,
        title,
        (number % 4) + 1,
        (number % 3) + 1,
        (number % 4) + 1,
        status,
        deadline,
        creator,
        time,
        time,
      );
      handler.run(id, people[(number * 3) % 10]);
      if (!history || status === 1) continue;
      for (const [from, to, code, hours] of walkTo(status)) {
        step.run(id, code, creator, from, to, new Date(created + hours * HOUR).toISOString());
      }
    }
  })();
  db.exec('analyze');
  db.close();
  return { project, handler: people[3] };
}

export async function signInAdmin(base) {
  const login = await fetch(`${base}/prod-api/register/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, code: '', uuid: '' }),
  });
  return (await login.json()).data.token;
}

/** p50 and p95 of `rounds` calls, each timed from request to parsed answer; a refusal stops the bench. */
export async function time(base, token, label, call, rounds = 40) {
  const samples = [];
  for (let round = 0; round < rounds; round += 1) {
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
