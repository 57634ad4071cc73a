import { IM_SOCKET_NAMESPACE, ResultCode, SOCKET_PATH, SOCKET_UNAUTHORIZED, TOKEN_COOKIE } from '@questline/contract';
import type { InjectOptions } from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, connected, listen } from '../../realtime/testKit.fixture';
import { type TestServer, getTestServer } from '../../test/server';
import { type Chatter, imKit } from './testKit.fixture';

/** A messaging socket for `token`, not yet connected. */
function chatSocket(url: string, token: string) {
  return io(`${url}${IM_SOCKET_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    autoConnect: false,
    forceNew: true,
  });
}

/**
 * Issue 33 "scoped to messaging only (it cannot call any other route: test it against every route)", as the phone
 * upload code's scope test does (ADR 0118), but over the whole route table: the messaging token, presented as a
 * bearer token, as the session cookie or as a query parameter, is refused by every route that needs a caller and is
 * not a messaging call; the refresh token opens nothing at all; and the session token opens no messaging call.
 */
describe('a messaging token grants messaging alone', () => {
  let server: TestServer;
  let url: string;
  let ann: Chatter;
  let refreshToken: string;

  beforeAll(async () => {
    server = await getTestServer();
    url = await listen(server.app);
    const kit = imKit(server);
    ann = await kit.chatter('Ann');
    refreshToken = (await kit.getToken(ann.session)).data.refresh_token;
  });
  afterAll(() => server.close());

  const routes = () =>
    server.app.routeAccess
      .filter((route) => route.method !== 'HEAD' && route.access !== 'public')
      .map((route) => ({
        ...route,
        // Any id will do: the access check answers before a route reads its parameters or body.
        path: route.url.replace(/:\w+/g, '1').replace(/\*$/, 'x'),
      }));

  const presented = (path: string, method: string, token: string) =>
    [
      { name: 'bearer', request: { method, url: path, headers: { authorization: `Bearer ${token}` } } },
      { name: 'cookie', request: { method, url: path, headers: { cookie: `${TOKEN_COOKIE}=${token}` } } },
      { name: 'query', request: { method, url: `${path}${path.includes('?') ? '&' : '?'}token=${token}` } },
    ] as { name: string; request: InjectOptions }[];

  it('is refused by every route of the table that is not a messaging call, however it is presented', async () => {
    const others = routes().filter((route) => route.access !== 'im');
    expect(others.length).toBeGreaterThan(300);
    const opened: string[] = [];
    for (const route of others) {
      for (const { name, request } of presented(route.path, route.method, ann.token)) {
        const answer = await server.app.inject(request);
        const code = answer.json<{ code: number }>().code;
        if (code !== ResultCode.unauthorized) opened.push(`${route.method} ${route.url} by ${name}: ${String(code)}`);
      }
    }
    expect(opened).toEqual([]);
  });

  it('opens the messaging calls as a bearer token only, where the session and the refresh token open none', async () => {
    const chat = routes().filter((route) => route.access === 'im');
    expect(chat.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const route of chat) {
      const [bearer, ...elsewhere] = presented(route.path, route.method, ann.token);
      const code = async (request: InjectOptions) => (await server.app.inject(request)).json<{ code: number }>().code;
      if (bearer && (await code(bearer.request)) === ResultCode.unauthorized)
        wrong.push(`${route.url} refused the token`);
      for (const other of elsewhere) {
        if ((await code(other.request)) !== ResultCode.unauthorized)
          wrong.push(`${route.url} took it by ${other.name}`);
      }
      for (const token of [ann.session, refreshToken]) {
        for (const { name, request } of presented(route.path, route.method, token)) {
          if ((await code(request)) !== ResultCode.unauthorized)
            wrong.push(`${route.url} took a non-messaging token by ${name}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('opens no workspace socket, and a messaging socket takes nothing else', async () => {
    await expect(connected(client(url, ann.token))).rejects.toThrow(SOCKET_UNAUTHORIZED);
    await expect(connected(client(url, undefined, 'en', { cookie: `${TOKEN_COOKIE}=${ann.token}` }))).rejects.toThrow(
      SOCKET_UNAUTHORIZED,
    );
    const refuse = (token: string) =>
      new Promise<string>((resolve) => {
        const socket = chatSocket(url, token);
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
        socket.connect();
      });
    expect(await refuse(ann.session)).toBe(SOCKET_UNAUTHORIZED);
    expect(await refuse(refreshToken)).toBe(SOCKET_UNAUTHORIZED);
    const chat = chatSocket(url, ann.token);
    expect(await new Promise((resolve) => chat.once('connect', () => resolve(true)).connect())).toBe(true);
    chat.disconnect();
  });
});
