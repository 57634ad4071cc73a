// `npm run bench:im` (issue 33): how long a chat message takes from its sender's request to its receiver's chat
// socket, over 1,000 messages (DESIGN.md point 5's budget for socket events: p99 under 50 ms), on one server and,
// with REDIS_URL set, across two instances sharing the database and Redis; then how smoothly the built chat scrolls
// up through a history of thousands of messages in Chromium. The real server processes; a measurement, not a test.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { io } from 'socket.io-client';
import { chromium as chromiumPath } from './transfer.mjs';
import { scrollThroughChat } from './webTimings.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const WARM_UP = 20;
/** Senders take turns, so none passes the 20 messages per 10 s each person may send. */
const SENDERS = 60;
const HISTORY = 5000;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function start(dataDir, extra = {}) {
  const port = await freePort();
  // The bench's own REDIS_URL is for its two-instance part only: one server runs without it.
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...SERVER_ENV,
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA_ENABLED: 'false',
      ADMIN_PASSWORD: 'bench-admin-password',
      WEB_DIST: path.join(root, 'apps/web/dist'),
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 800; tries += 1) {
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

/** A receiver and SENDERS senders in one project, each with a session the bench knows; a long project history. */
function prepare(file) {
  const db = new Database(file);
  const now = new Date().toISOString();
  let phones = 0;
  const person = (name) => {
    // A phone, or the workspace sends a person who registered by phone to bind one first.
    phones += 1;
    const phone = `1390000${String(phones).padStart(4, '0')}`;
    const id = db
      .prepare(
        "insert into users (user_name, nick_name, password_hash, phone, create_time, update_time) values (?, ?, '', ?, ?, ?) returning id",
      )
      .get(name, name, phone, now, now).id;
    const token = randomBytes(32).toString('base64url');
    db.prepare('insert into sessions (user_id, token_hash, create_time, expire_time) values (?, ?, ?, ?)').run(
      id,
      createHash('sha256').update(token).digest('hex'),
      now,
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    return { id, token };
  };
  const receiver = person('bench-receiver');
  const senders = Array.from({ length: SENDERS }, (_, index) => person(`bench-sender-${index}`));
  const project = db
    .prepare(
      "insert into projects (name, owner_id, create_time, update_time) values ('Bench chat', ?, ?, ?) returning id",
    )
    .get(receiver.id, now, now).id;
  const member = db.prepare(
    'insert into project_users (project_id, user_id, role, alias, create_time, update_time) values (?, ?, ?, ?, ?, ?)',
  );
  member.run(project, receiver.id, 'owner', 'Receiver', now, now);
  for (const sender of senders) member.run(project, sender.id, 'member', 'Sender', now, now);
  db.close();
  return { receiver, senders, project };
}

async function call(base, token, method, url, body) {
  const response = await fetch(`${base}/prod-api/questline/${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`${method} ${url} answered ${answer.code}: ${answer.msg}`);
  return answer.data;
}

/** A messaging access token for a session (getImToken), as the chat page asks for one. */
const imToken = async (base, session) => (await call(base, session, 'GET', 'imTool/getImToken')).access_token;

function chatSocket(base, token) {
  const socket = io(`${base}/im`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * MESSAGES messages, senders taking turns, into the group the receiver owns: from the send request until the
 * receiver's chat socket hears the message with the sender's client id. Answers the samples in ms.
 */
async function deliveries({ sendBase, receiveBase, receiver, senders, label }) {
  const receiverToken = await imToken(receiveBase, receiver.token);
  const senderTokens = [];
  for (const sender of senders) senderTokens.push(await imToken(sendBase, sender.token));
  const group = await call(receiveBase, receiverToken, 'POST', 'im/conversation/group', {
    name: `Bench ${label}`,
    userIds: senders.map((sender) => sender.id),
  });
  const socket = await chatSocket(receiveBase, receiverToken);
  const waiting = new Map();
  socket.on('im_message', (message) => waiting.get(message.clientId)?.(performance.now()));
  const toClient = [];
  const afterAnswer = [];
  try {
    for (let round = 0; round < MESSAGES + WARM_UP; round += 1) {
      const clientId = randomUUID();
      const heard = new Promise((resolve) => waiting.set(clientId, resolve));
      const started = performance.now();
      await call(sendBase, senderTokens[round % senders.length], 'POST', 'im/message', {
        conversationId: group.conversationId,
        clientId,
        body: `<p>Message ${round} of the bench</p>`,
      });
      const answered = performance.now();
      const received = await heard;
      waiting.delete(clientId);
      if (round < WARM_UP) continue;
      toClient.push(received - started);
      afterAnswer.push(received - answered);
    }
  } finally {
    socket.disconnect();
  }
  return { toClient, afterAnswer };
}

/** HISTORY messages of the senders in the project's conversation, written straight into the database. */
function fillHistory(file, senders, project) {
  const db = new Database(file);
  const conversation = db
    .prepare("select id from im_conversations where kind = 'project' and project_id = ?")
    .get(project).id;
  const insert = db.prepare(
    'insert into im_messages (conversation_id, sender_id, client_id, body, plain_text, create_time) values (?, ?, ?, ?, ?, ?)',
  );
  const words = [
    'checkout',
    'total',
    'rounding',
    '登录',
    '页面',
    '发布',
    'release',
    'build',
    'flaky',
    '数据库',
    '迁移',
  ];
  const start = Date.now() - HISTORY * 60_000;
  let last = 0;
  db.transaction(() => {
    for (let index = 0; index < HISTORY; index += 1) {
      const text = Array.from({ length: 3 + ((index * 7) % 40) }, (_, k) => words[(index + k * 3) % words.length]).join(
        ' ',
      );
      const body = `<p>${text}</p>${index % 9 === 0 ? `<p>and a second paragraph ${index}</p>` : ''}`;
      last = insert.run(
        conversation,
        senders[index % senders.length].id,
        `history-${index}`,
        body,
        text,
        new Date(start + index * 60_000).toISOString(),
      ).lastInsertRowid;
    }
  })();
  db.prepare('update im_conversations set last_message_id = ?, last_message_time = ? where id = ?').run(
    last,
    new Date().toISOString(),
    conversation,
  );
  db.close();
}

const at = (samples, share) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * share))].toFixed(1);
const row = (measure, samples) => ({
  measure,
  'p50 ms': at(samples, 0.5),
  'p99 ms': at(samples, 0.99),
  'max ms': Math.max(...samples).toFixed(1),
});

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-im-'));
  const file = path.join(dataDir, 'questline.db');
  const rows = [];
  try {
    await stop((await start(dataDir)).child);
    const { receiver, senders, project } = prepare(file);
    const single = await start(dataDir);
    try {
      const one = await deliveries({
        sendBase: single.base,
        receiveBase: single.base,
        receiver,
        senders,
        label: 'one',
      });
      rows.push(row(`send -> receiver's socket, one server (budget p99 50 ms)`, one.toClient));
      rows.push(row('receiver heard it minus the HTTP answer (< 0: before it)', one.afterAnswer));
      // The project's conversation exists once someone lists it.
      await call(single.base, await imToken(single.base, receiver.token), 'GET', 'im/conversations');
    } finally {
      await stop(single.child);
    }
    if (process.env.REDIS_URL) {
      const shared = { REDIS_URL: process.env.REDIS_URL };
      const first = await start(dataDir, shared);
      const second = await start(dataDir, shared);
      try {
        const two = await deliveries({
          sendBase: first.base,
          receiveBase: second.base,
          receiver,
          senders,
          label: 'two',
        });
        rows.push(row('send to instance A -> receiver on instance B over Redis', two.toClient));
      } finally {
        await stop(first.child);
        await stop(second.child);
      }
    }
    console.log(`Chat message delivery, ${MESSAGES} messages from ${SENDERS} senders taking turns (SQLite):`);
    console.table(rows);

    if (fs.existsSync(path.join(root, 'apps/web/dist/index.html')) && fs.existsSync(chromiumPath)) {
      fillHistory(file, senders, project);
      const server = await start(dataDir);
      try {
        const { up, down } = await scrollThroughChat(server.base, receiver.token, 'Bench chat');
        console.log(
          `Scrolling a conversation of ${HISTORY} messages in Chromium, 48 px a frame for 5 s (60 fps is the aim):`,
        );
        console.table([
          {
            measure: `up from the newest, loading older pages (${up.pages} came)`,
            'frames per second': up.fps.toFixed(1),
            'slowest frame ms': up.worstFrameMs.toFixed(0),
            'messages drawn at most': up.mostDrawn,
          },
          {
            measure: `down through ${down.held} messages held in the page`,
            'frames per second': down.fps.toFixed(1),
            'slowest frame ms': down.worstFrameMs.toFixed(0),
            'messages drawn at most': down.mostDrawn,
          },
        ]);
      } finally {
        await stop(server.child);
      }
    } else {
      console.log('Scrolling not measured: needs the built web app (npm run build) and Chromium.');
    }
    // Other work on the machine shows up in the tail: the load says how quiet the run was.
    console.log(`load average during the run: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
