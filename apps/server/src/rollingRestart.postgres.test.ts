import http from 'node:http';
import type { Socket } from 'node:net';
import { SOCKET_PATH, SocketEvent } from '@questline/contract';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSocket } from './realtime/testKit.fixture';
import { type TestDatabase, createTestDatabase } from './test/database';
import { buildProject, buildUser, signIn } from './test/factories';
import { type FaultActor, type FaultAnswer } from './test/faultTraffic';
import { callOnce } from './test/freshConnection';
import { type Instance, restartBehindProxy, startInstance } from './test/instances';
import { type Nginx, type ProxiedRequest, startNginx } from './test/nginx';
import { type OwnRedis, ownRedis } from './test/ownRedis';

/** A person's socket through the proxy, as the web app holds it: it joins its room again at every (re)connection. */
interface HeldSocket {
  socket: ClientSocket;
  connects: number;
  disconnects: string[];
  /** Resolves at the next notification it hears. */
  nextNotification(): Promise<number>;
}

function holdSocket(url: string, token: string, userId: number): Promise<HeldSocket> {
  const socket: ClientSocket = io(url, {
    path: SOCKET_PATH,
    // The web app's first transport (ADR 0136); polling would need every request on the same instance.
    transports: ['websocket'],
    auth: { token, language: 'en' },
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  const held: HeldSocket = {
    socket,
    connects: 0,
    disconnects: [],
    nextNotification: () =>
      new Promise((resolve) =>
        socket.once(SocketEvent.receivePendingNotification, (event) => resolve(event.data.questionId)),
      ),
  };
  socket.on('connect', () => {
    held.connects += 1;
    socket.emit(SocketEvent.acceptSend, { userId });
  });
  socket.on('disconnect', (reason) => held.disconnects.push(reason));
  return new Promise((resolve) => socket.once(SocketEvent.acceptResponse, () => resolve(held)));
}

/** Resolves once `socket` has joined its room again after a reconnection. */
function rejoined(held: HeldSocket): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (held.connects < 2 || !held.socket.connected) return;
      held.socket.off(SocketEvent.acceptResponse, check);
      resolve();
    };
    held.socket.on(SocketEvent.acceptResponse, check);
    check();
  });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const answeredBy = (requests: ProxiedRequest[], instance: Instance) =>
  requests.some((request) => request.status === 200 && request.upstreams.at(-1) === instance.address);

/** What a stream of calls got: each call's number and answer. */
type Answered = { index: number; answer: FaultAnswer }[];

/**
 * A steady stream of calls through the proxy from four clients, each call on a connection of its own, until the
 * returned `stop` is called; `call` makes call number `index`. `answers` resolves with every answer after the stop.
 */
function steadyStream(call: (index: number) => Promise<FaultAnswer>): { stop(): void; answers: Promise<Answered> } {
  const answered: Answered = [];
  let stopped = false;
  let index = 0;
  const answers = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!stopped) {
        index += 1;
        const mine = index;
        answered.push({ index: mine, answer: await call(mine) });
      }
    }),
  ).then(() => answered);
  return { stop: () => (stopped = true), answers };
}

const failed = (answered: Answered) => answered.filter(({ answer }) => answer.status !== 200 || answer.code !== 200);

/**
 * Issue 36: two built instances on one PostgreSQL database and one Redis behind Debian's nginx running the shipped
 * deploy/nginx.conf, round robin. A rolling restart as the README tells it (take one out at the proxy, SIGTERM, start,
 * put back) under a steady stream of reads and writes answers every request; the stopping instance finishes its
 * request in flight, sends the notification mail waiting in its window, and its sockets reconnect to the other.
 */
describe('two instances behind nginx, one restarted', () => {
  let database: TestDatabase;
  let redis: OwnRedis;
  let nginx: Nginx;
  let first: Instance;
  let second: Instance;
  let actor: FaultActor;
  let watcher: { id: number; token: string; email: string };
  const sockets: HeldSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!('postgresUrl' in database.target)) throw new Error('this file runs on PostgreSQL only');
    redis = await ownRedis();
    const env = { DATABASE_URL: database.target.postgresUrl, REDIS_URL: redis.url, TRUST_PROXY: 'true' };
    first = await startInstance(env);
    second = await startInstance(env);
    nginx = await startNginx([{ address: first.address }, { address: second.address }]);
    const owner = await buildUser(database.db);
    const watching = await buildUser(database.db, { email: 'watcher@example.com', email_notify: 1 });
    const projectId = await buildProject(database.db, { ownerId: owner.id, members: [{ userId: watching.id }] });
    actor = { userId: owner.id, projectId, token: await signIn(database.db, owner.id) };
    watcher = { id: watching.id, token: await signIn(database.db, watching.id), email: 'watcher@example.com' };
  });
  afterAll(async () => {
    for (const held of sockets) held.socket.disconnect();
    // Whatever beforeAll got as far as starting: the declared types do not say that it may have stopped halfway.
    await (nginx as Nginx | undefined)?.stop();
    await (first as Instance | undefined)?.remove();
    await (second as Instance | undefined)?.remove();
    await (redis as OwnRedis | undefined)?.kill();
    await (database as TestDatabase | undefined)?.dispose();
  });

  const assignToWatcher = (url: string, title: string) =>
    callOnce(url, actor, 'POST', 'questline/questionInfo', {
      projectId: actor.projectId,
      questionName: title,
      handlerUserIds: [watcher.id],
    });

  it('answers every request of a steady stream while one instance is taken out, stopped, started and put back', async () => {
    // Round robin puts two sockets opened one after the other on the two instances.
    for (let count = 0; count < 2; count += 1) sockets.push(await holdSocket(nginx.url, watcher.token, watcher.id));

    const isWrite = (index: number) => index % 2 === 0;
    const stream = steadyStream((index) =>
      isWrite(index)
        ? callOnce(nginx.url, actor, 'POST', 'questline/questionInfo', {
            projectId: actor.projectId,
            questionName: `Stream ${index}`,
            handlerUserIds: [actor.userId],
          })
        : callOnce(nginx.url, actor, 'GET', 'getInfo'),
    );
    await until(() => answeredBy(nginx.requests(), first) && answeredBy(nginx.requests(), second), 'both answered');

    // A notification raised on the first instance reaches both sockets, and its mail waits there for its window.
    const heard = sockets.map((held) => held.nextNotification());
    const assigned = await assignToWatcher(first.url, 'Mail waiting at the restart');
    expect(assigned.code, assigned.msg).toBe(200);
    expect(new Set(await Promise.all(heard)).size).toBe(1);

    // A request to the first instance is half sent when it is told to stop: it is answered, then the connection ends.
    const slow = await halfSentIssue(first.url, actor, 'Half sent at SIGTERM');
    const stopping = first.process();
    const exitCode = await restartBehindProxy(nginx, [first, second], first, async () => {
      const answer = await slow.finish();
      expect(answer.status).toBe(200);
      expect(answer.code, answer.msg).toBe(200);
      expect(answer.headers.connection).toBe('close');
    });
    expect(exitCode).toBe(0);
    const said = (text: string) => stopping.lines.findIndex((line) => line.includes(text));
    expect(said('"mail sent"')).toBeGreaterThan(said('shutting down'));
    expect(stopping.lines[said('"mail sent"')]).toContain(watcher.email);
    expect(said('"msg":"shut down"')).toBeGreaterThan(said('"mail sent"'));
    const mailStates = await database.db
      .selectFrom('user_messages')
      .select('mail_state')
      .where('user_id', '=', watcher.id)
      .execute();
    expect(mailStates.map((row) => row.mail_state)).toEqual([2]);

    // The restarted instance takes requests again before the stream stops.
    const restartedAt = nginx.requests().length;
    await until(() => answeredBy(nginx.requests().slice(restartedAt), first), 'the restarted instance answered');
    stream.stop();
    const answers = await stream.answers;

    expect(answers.length).toBeGreaterThan(20);
    expect(failed(answers)).toEqual([]);
    expect(nginx.requests().filter((request) => request.status >= 500)).toEqual([]);
    // Every write answered was done once: none lost on the way, none done twice by a retry.
    const filed = await database.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', actor.projectId)
      .where('title', 'like', 'Stream %')
      .executeTakeFirstOrThrow();
    expect(Number(filed.count)).toBe(answers.filter(({ index }) => isWrite(index)).length);

    // The socket the stopped instance held connected again, through the proxy, and hears what happens next.
    const dropped = sockets.filter((held) => held.disconnects.length > 0);
    expect(dropped.map((held) => held.disconnects)).toEqual([['transport close']]);
    await Promise.all(dropped.map(rejoined));
    const heardAfter = sockets.map((held) => held.nextNotification());
    const later = await assignToWatcher(nginx.url, 'After the restart');
    expect(later.code, later.msg).toBe(200);
    expect(new Set(await Promise.all(heardAfter)).size).toBe(1);
  });

  it('moves every read on to the other instance when one is stopped without being taken out, and closes its idle connections', async () => {
    const keepAlive = new http.Agent({ keepAlive: true });
    const idle = await idleConnection(second.url, keepAlive);
    const closed = new Promise((resolve) => idle.once('close', resolve));

    const stream = steadyStream(() => callOnce(nginx.url, actor, 'GET', 'getInfo'));
    const before = nginx.requests().length;
    await until(() => answeredBy(nginx.requests().slice(before), second), 'the second answered');
    expect(await second.terminate()).toBe(0);
    await closed;
    // nginx leaves an instance it could not reach alone for fail_timeout (10 s): the stream ends when it is back up.
    await second.start();
    stream.stop();
    const answers = await stream.answers;
    keepAlive.destroy();

    expect(answers.length).toBeGreaterThan(20);
    expect(failed(answers)).toEqual([]);
  });
});

/** A keep-alive connection that has had one answer and now waits for the next request. */
function idleConnection(url: string, agent: http.Agent): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/prod-api/health`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket as Socket));
    });
    request.on('error', reject);
  });
}

/**
 * A POST the server has begun to read: its headers are in (the server asked for the body, 100 Continue) and half its
 * body; `finish` sends the rest and answers the answer.
 */
async function halfSentIssue(url: string, actor: FaultActor, title: string) {
  const body = Buffer.from(
    JSON.stringify({ projectId: actor.projectId, questionName: title, handlerUserIds: [actor.userId] }),
  );
  type Answer = FaultAnswer & { headers: http.IncomingHttpHeaders };
  let resolveAnswer!: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (resolveAnswer = resolve));
  const request = http.request(
    `${url}/prod-api/questline/questionInfo`,
    {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${actor.token}`,
        'content-type': 'application/json',
        'content-length': body.length,
        expect: '100-continue',
      },
    },
    (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const parsed = JSON.parse(Buffer.concat(chunks).toString()) as { code?: number; msg?: string };
        resolveAnswer({
          status: response.statusCode ?? 0,
          code: parsed.code,
          msg: parsed.msg ?? '',
          headers: response.headers,
        });
      });
    },
  );
  request.on('error', (error) => resolveAnswer({ status: 0, code: undefined, msg: String(error), headers: {} }));
  await new Promise((resolve) => request.once('continue', resolve));
  request.write(body.subarray(0, body.length / 2));
  return {
    finish() {
      request.end(body.subarray(body.length / 2));
      return answer;
    },
  };
}
