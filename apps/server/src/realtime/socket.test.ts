import { ResultCode, SOCKET_UNAUTHORIZED } from '@questline/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api';
import { buildUser, signIn } from '../test/factories';
import { type ProjectWorld, buildProjectWorld } from '../test/projectWorld';
import { type TestServer, getTestServer } from '../test/server';
import { type ClientSocket, client, connected, joinedAs, listen, nextEvent } from './testKit.fixture';

/**
 * Issue 11 "Socket" and "Bad input and permissions": the handshake needs a live session, a socket acts
 * only as its own user and enters only its own projects' rooms, a notification reaches the person's
 * room, and an ended session's socket is dropped.
 */
describe('socket.io', () => {
  let server: TestServer;
  let url: string;
  let w: ProjectWorld;
  const open: ClientSocket[] = [];
  const track = (socket: ClientSocket) => {
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await getTestServer({ config: { socketSessionCheckMs: 200 } });
    url = await listen(server.app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });

  // Issue 28 point 14: the session cookie goes along whatever page opens the socket, so the page's origin decides.
  it("refuses a handshake from another site's page, and lets this installation's pages and other clients in", async () => {
    const cookie = { cookie: `questline=${w.member.token}` };
    await expect(
      connected(track(client(url, undefined, 'en', { ...cookie, origin: 'http://evil.example' }))),
    ).rejects.toThrow();
    const own = new URL(url).origin;
    expect((await connected(track(client(url, undefined, 'en', { ...cookie, origin: own })))).connected).toBe(true);
    expect((await connected(track(client(url, w.member.token)))).connected).toBe(true);
  });

  it('refuses a handshake without a token, or with an unknown one', async () => {
    await expect(connected(track(client(url, undefined)))).rejects.toThrow(SOCKET_UNAUTHORIZED);
    await expect(connected(track(client(url, 'not-a-session-token')))).rejects.toThrow(SOCKET_UNAUTHORIZED);
  });

  it('accepts the questline cookie in place of auth.token', async () => {
    const { io } = await import('socket.io-client');
    const socket = track(
      io(url, {
        transports: ['websocket'],
        extraHeaders: { cookie: `questline=${w.member.token}` },
        reconnection: false,
        forceNew: true,
      }),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(socket.connected).toBe(true);
  });

  it('joins the own user room on accept_send and refuses another user id', async () => {
    const socket = track(await connected(client(url, w.member.token)));
    const refused = nextEvent(socket, 'accept_response');
    socket.emit('accept_send', { userId: w.other.id });
    expect(await refused).toEqual({ code: ResultCode.forbidden, msg: 'A connection can only act as its own user' });

    const malformed = nextEvent(socket, 'accept_response');
    socket.emit('accept_send', { userId: 'me' } as never);
    expect((await malformed).code).toBe(ResultCode.badRequest);

    const joined = nextEvent(socket, 'accept_response');
    socket.emit('accept_send', { userId: w.member.id });
    expect(await joined).toMatchObject({ code: ResultCode.ok, userId: w.member.id });
  });

  it('answers in the handshake language (zh by default)', async () => {
    const socket = track(await connected(client(url, w.member.token, 'zh-CN')));
    const refused = nextEvent(socket, 'accept_response');
    socket.emit('accept_send', { userId: w.other.id });
    expect((await refused).msg).toBe('只能以自己的身份加入');
  });

  it('goInRoom lets a member into the project room and refuses non-members and other user ids', async () => {
    const socket = track(await connected(client(url, w.member.token)));
    const entered = nextEvent(socket, 'goInRoom_response');
    socket.emit('goInRoom', { userId: w.member.id, projectId: w.projectId });
    expect(await entered).toMatchObject({ code: ResultCode.ok, projectId: w.projectId });

    const foreign = nextEvent(socket, 'goInRoom_response');
    socket.emit('goInRoom', { userId: w.member.id, projectId: w.outsiderProjectId });
    expect(await foreign).toMatchObject({ code: ResultCode.notFound, projectId: w.outsiderProjectId });

    const unknown = nextEvent(socket, 'goInRoom_response');
    socket.emit('goInRoom', { userId: w.member.id, projectId: 987_654 });
    expect((await unknown).code).toBe(ResultCode.notFound);

    const impostor = nextEvent(socket, 'goInRoom_response');
    socket.emit('goInRoom', { userId: w.owner.id, projectId: w.projectId });
    expect((await impostor).code).toBe(ResultCode.forbidden);
  });

  it('delivers receivePendingNotification to the handler an issue is assigned to, and to nobody else', async () => {
    const handler = track(await joinedAs(url, w.other.token, w.other.id));
    const bystander = track(await joinedAs(url, w.admin.token, w.admin.id));
    let bystanderHeard = false;
    bystander.on('receivePendingNotification', () => {
      bystanderHeard = true;
    });
    const heard = nextEvent(handler, 'receivePendingNotification');
    const created = await apiAs(server, w.member.token)<{ questionId: number; number: number }>(
      'POST',
      'questionInfo',
      { projectId: w.projectId, questionName: 'Crash on save', handlerUserIds: [w.other.id] },
    );
    expect(created.code).toBe(ResultCode.ok);
    const event = await heard;
    expect(event.data).toMatchObject({
      projectName: w.projectName,
      projectId: w.projectId,
      questionTitle: 'Crash on save',
      questionId: created.data.questionId,
      number: created.data.number,
      kind: 'assigned',
    });
    expect(event.data.messageId).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bystanderHeard).toBe(false);
  });

  it('does not deliver to a socket that only connected without accept_send', async () => {
    const idle = track(await connected(client(url, w.other.token)));
    let heard = false;
    idle.on('receivePendingNotification', () => {
      heard = true;
    });
    await apiAs(server, w.member.token)('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: 'Quiet',
      handlerUserIds: [w.other.id],
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard).toBe(false);
  });

  it('disconnects the socket of a session that logs out', async () => {
    const socket = track(await joinedAs(url, w.member.token, w.member.id));
    const ended = nextEvent(socket, 'session_ended');
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await apiAs(server, w.member.token)('POST', 'userInfo/logout')).code).toBe(ResultCode.ok);
    expect((await ended).code).toBe(ResultCode.unauthorized);
    expect(await gone).toBe('io server disconnect');
  });

  it('drops the socket of a session that expires, at the next check', async () => {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id, { ttlMs: 400 });
    const socket = track(await joinedAs(url, token, user.id));
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(await gone).toBe('io server disconnect');
  });
});

/**
 * Issue 36, ADR 0136: a server that shuts down closes its sockets' connections rather than the sockets, which a
 * socket.io client takes as a lost connection to make again (behind a proxy, on another instance), where a socket
 * disconnected by the server ('io server disconnect', as at logout) would stay disconnected.
 */
describe('socket.io when the server shuts down', () => {
  it("ends each socket's connection, so that its client connects again", async () => {
    const server = await getTestServer();
    const url = await listen(server.app);
    const user = await buildUser(server.database.db);
    const socket = await joinedAs(url, await signIn(server.database.db, user.id), user.id);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await server.close();
    expect(await gone).toBe('transport close');
    expect(socket.active).toBe(true);
    socket.disconnect();
  });
});
