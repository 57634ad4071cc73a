import { DIAGNOSTICS_PATHS, DIAG_STREAMS_PER_USER, SocketEvent } from '@questline/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSocket, client, connected, listen, nextEvent } from '../../realtime/testKit.fixture';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { openAnswer } from './testKit.fixture';

/**
 * Issue 34, /devTest (ADR 0126): the streaming test page's stream, push, ping and burst, through a real listener,
 * as a browser behind a proxy would reach them.
 */
describe('the streaming test page', () => {
  let server: TestServer;
  let url: string;
  const sockets: ClientSocket[] = [];
  const hangUps: (() => void)[] = [];

  beforeAll(async () => {
    server = await getTestServer();
    url = await listen(server.app);
  });
  afterAll(() => server.close());
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    for (const hangUp of hangUps.splice(0)) hangUp();
  });

  async function person() {
    const user = await buildUser(server.database.db);
    return { user, token: await signIn(server.database.db, user.id) };
  }

  async function openStream(token: string, query = 'intervalMs=100', headers: Record<string, string> = {}) {
    const answer = await openAnswer(`${url}/prod-api${DIAGNOSTICS_PATHS.events}?${query}`, {
      authorization: `Bearer ${token}`,
      language: 'en-US',
      ...headers,
    });
    hangUps.push(answer.hangUp);
    return answer;
  }

  it('streams numbered events uncompressed and unbuffered, with the security headers, while the stream stays open', async () => {
    const { token } = await person();
    const { status, headers, events } = await openStream(token, 'intervalMs=100', { 'accept-encoding': 'br, gzip' });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['cache-control']).toBe('no-cache, no-transform');
    expect(headers['x-accel-buffering']).toBe('no');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // Three events read from a stream that lasts a minute: they left one by one, not at its end.
    const first = await events.next();
    const second = await events.next();
    const third = await events.next();
    expect([first.seq, second.seq, third.seq]).toEqual([1, 2, 3]);
    expect(third.id).toBe(3);
    expect(third.serverTime).toBeGreaterThanOrEqual(first.serverTime);
  });

  it('goes on from the Last-Event-ID a reconnecting EventSource sends', async () => {
    const { token } = await person();
    const { events } = await openStream(token, 'intervalMs=100', { 'last-event-id': '41' });
    expect((await events.next()).seq).toBe(42);
  });

  it('refuses an interval out of bounds (a validation, so code 500), and a caller without a session', async () => {
    const { token } = await person();
    const tooFast = await server.app.inject({
      method: 'GET',
      url: `/prod-api${DIAGNOSTICS_PATHS.events}?intervalMs=10`,
      headers: { authorization: `Bearer ${token}`, language: 'en-US' },
    });
    expect(tooFast.json()).toMatchObject({ code: 500, msg: expect.stringContaining('intervalMs') });
    const anonymous = await server.app.inject({ method: 'GET', url: `/prod-api${DIAGNOSTICS_PATHS.events}` });
    expect(anonymous.json()).toMatchObject({ code: 401 });
  });

  it(`holds at most ${DIAG_STREAMS_PER_USER} streams per person, and frees a place when one closes`, async () => {
    const { token } = await person();
    const held = [];
    for (let i = 0; i < DIAG_STREAMS_PER_USER; i += 1) {
      const stream = await openStream(token);
      await stream.events.next();
      held.push(stream);
    }
    const refused = await openStream(token);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(await refused.json()).toMatchObject({
      code: 429,
      msg: `You already have ${DIAG_STREAMS_PER_USER} streaming test connections open. Close another test page and try again`,
    });
    // Someone else is not counted against this person.
    const other = await person();
    expect((await (await openStream(other.token)).events.next()).seq).toBe(1);

    held[0]?.hangUp();
    await expect.poll(async () => (await openStream(token)).headers['content-type']).toContain('text/event-stream');
  });

  it('ends its open streams when the server closes, so a shutdown does not wait a minute for them', async () => {
    const own = await getTestServer();
    const ownUrl = await listen(own.app);
    const user = await buildUser(own.database.db);
    const token = await signIn(own.database.db, user.id);
    // Kept alive like a browser's, so only the stream's end lets the close finish.
    const { events, hangUp } = await openAnswer(
      `${ownUrl}/prod-api${DIAGNOSTICS_PATHS.events}?intervalMs=100`,
      { authorization: `Bearer ${token}` },
      { keepAlive: true },
    );
    hangUps.push(hangUp);
    await events.next();
    const closing = own.close();
    expect(await events.ended()).toBe(true);
    await closing;
  });

  it("pushes to the caller's own session over the socket, as notifications travel, and to no one else", async () => {
    const { user, token } = await person();
    const otherSession = await signIn(server.database.db, user.id);
    const stranger = await person();
    const mine = await connected(client(url, token));
    const mineElsewhere = await connected(client(url, otherSession));
    const theirs = await connected(client(url, stranger.token));
    sockets.push(mine, mineElsewhere, theirs);
    const received: number[] = [];
    mineElsewhere.on(SocketEvent.diagPush, (push) => received.push(push.seq));
    theirs.on(SocketEvent.diagPush, (push) => received.push(push.seq));

    const arrival = nextEvent(mine, SocketEvent.diagPush);
    const answer = await server.app.inject({
      method: 'POST',
      url: `/prod-api${DIAGNOSTICS_PATHS.push}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { seq: 7 },
    });
    expect(answer.json()).toMatchObject({ code: 200, data: expect.any(Number) });
    expect(await arrival).toEqual({ seq: 7, serverTime: answer.json<{ data: number }>().data });
    // The stranger's and the other session's sockets are pinged through too: nothing arrived before the pong.
    await mineElsewhere.timeout(3000).emitWithAck(SocketEvent.diagPing, { seq: 1 });
    await theirs.timeout(3000).emitWithAck(SocketEvent.diagPing, { seq: 1 });
    expect(received).toEqual([]);

    const bad = await server.app.inject({
      method: 'POST',
      url: `/prod-api${DIAGNOSTICS_PATHS.push}`,
      headers: { authorization: `Bearer ${token}`, language: 'en-US' },
      payload: { seq: -1 },
    });
    expect(bad.json()).toMatchObject({ code: 500 });
  });

  it('answers a ping with its number, and refuses a malformed one in the socket language', async () => {
    const { token } = await person();
    const socket = await connected(client(url, token, 'en-US'));
    sockets.push(socket);
    expect(await socket.timeout(3000).emitWithAck(SocketEvent.diagPing, { seq: 5 })).toEqual({
      ok: true,
      seq: 5,
      serverTime: expect.any(Number),
    });
    const refused = await socket.timeout(3000).emitWithAck(SocketEvent.diagPing, { seq: 'five' } as never);
    expect(refused).toEqual({ ok: false, msg: expect.stringMatching(/^[A-Z][a-z]/) });
  });

  it('sends a burst of messages in order to the asking socket, within its bounds', async () => {
    const { token } = await person();
    const socket = await connected(client(url, token));
    sockets.push(socket);
    const got: number[] = [];
    socket.on(SocketEvent.diagMessage, (message) => {
      expect(message.payload).toHaveLength(100);
      got.push(message.seq);
    });
    expect(await socket.timeout(5000).emitWithAck(SocketEvent.diagBurst, { count: 20, bytes: 100 })).toEqual({
      ok: true,
      sent: 20,
    });
    await expect.poll(() => got.length).toBe(20);
    expect(got).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const tooMany = await socket.timeout(3000).emitWithAck(SocketEvent.diagBurst, { count: 501, bytes: 100 });
    expect(tooMany).toMatchObject({ ok: false });
    expect(got).toHaveLength(20);
  });
});
