import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANNOUNCEMENT_PATHS, API_BASE, ResultCode, SOCKET_PATH } from '@questline/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listen } from '../realtime/testKit.fixture';
import { buildProject, buildUser, signIn } from '../test/factories';
import { type TestServer, bearer, getTestServer } from '../test/server';
import { loadConfig } from '../config';
import { securityHeadersFor } from './securityHeaders';

const SECURITY_HEADERS = securityHeadersFor(loadConfig({}));

/**
 * Issue 28, point 13: every answer carries the security headers and the request id, whatever its status
 * and whoever gives it: the access check refusing before the route, the error mapper, the router, the
 * web app's files and redirects.
 */
interface Sample {
  name: string;
  request: (tokens: { user: string; member: string }, projectId: number) => InjectOptions;
  status: number;
  /** The envelope's code, for answers that are one. */
  code?: number;
}

const json = { 'content-type': 'application/json' };

const samples: Sample[] = [
  { name: 'success', request: () => ({ method: 'GET', url: '/prod-api/health' }), status: 200, code: 200 },
  {
    name: 'no session (401)',
    request: () => ({ method: 'GET', url: '/prod-api/getInfo' }),
    status: 200,
    code: ResultCode.unauthorized,
  },
  {
    name: 'no session on a request with a body (401)',
    request: () => ({ method: 'POST', url: `${API_BASE}${ANNOUNCEMENT_PATHS.add}`, headers: json, payload: '{}' }),
    status: 200,
    code: ResultCode.unauthorized,
  },
  {
    name: 'platform administration refused by the access check (403)',
    request: ({ user }) => ({
      method: 'GET',
      url: `${API_BASE}${ANNOUNCEMENT_PATHS.list}?pageNum=1&pageSize=10`,
      headers: bearer(user),
    }),
    status: 200,
    code: ResultCode.forbidden,
  },
  {
    name: 'a member refused by the project policy (403)',
    request: ({ member }, projectId) => ({
      method: 'POST',
      url: '/prod-api/questline/projectVersion',
      headers: { ...bearer(member), ...json },
      payload: JSON.stringify({ projectId, versionName: 'v2', icon: 'rocket' }),
    }),
    status: 200,
    code: ResultCode.forbidden,
  },
  {
    name: 'validation failure',
    request: () => ({ method: 'POST', url: '/prod-api/test/echo', headers: json, payload: '{"name":1}' }),
    status: 200,
    code: ResultCode.fail,
  },
  {
    name: 'unknown API route (404)',
    request: () => ({ method: 'GET', url: '/prod-api/no/such/thing' }),
    status: 404,
    code: ResultCode.notFound,
  },
  {
    name: 'malformed JSON (400)',
    request: () => ({ method: 'POST', url: '/prod-api/test/echo', headers: json, payload: '{"name":' }),
    status: 400,
    code: ResultCode.badRequest,
  },
  {
    name: 'a path parameter that does not decode (400)',
    request: () => ({ method: 'GET', url: '/prod-api/profile/avatar/%zz' }),
    status: 400,
    code: ResultCode.badRequest,
  },
  {
    name: 'body too large (413)',
    request: () => ({
      method: 'POST',
      url: '/prod-api/test/echo',
      headers: json,
      payload: JSON.stringify({ name: 'x'.repeat(4096) }),
    }),
    status: 413,
    code: ResultCode.payloadTooLarge,
  },
  {
    name: 'unsupported media type (415)',
    request: () => ({
      method: 'POST',
      url: '/prod-api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    }),
    status: 415,
    code: ResultCode.badRequest,
  },
  {
    name: 'rate limited (429)',
    request: () => ({ method: 'GET', url: '/prod-api/test/busy' }),
    status: 429,
    code: ResultCode.rateLimited,
  },
  {
    name: 'internal error (500)',
    request: () => ({ method: 'GET', url: '/prod-api/test/crash' }),
    status: 500,
    code: ResultCode.fail,
  },
  { name: "the web app's page", request: () => ({ method: 'GET', url: '/' }), status: 200 },
  { name: 'a static file', request: () => ({ method: 'GET', url: '/favicon.svg' }), status: 200 },
  { name: 'a missing static file (404)', request: () => ({ method: 'GET', url: '/missing.png' }), status: 404 },
  { name: 'a page path that does not decode (400)', request: () => ({ method: 'GET', url: '/%zz' }), status: 400 },
  { name: 'the sign-in redirect (302)', request: () => ({ method: 'GET', url: '/problem' }), status: 302 },
];

describe('headers on every answer (issue 28, point 13)', () => {
  let server: TestServer;
  let dist: string;
  const tokens = { user: '', member: '' };
  let projectId = 0;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    fs.mkdirSync(path.join(dist, 'prerender'));
    fs.writeFileSync(path.join(dist, 'prerender', 'signed-in-paths.json'), JSON.stringify(['/problem']));
    server = await getTestServer({
      config: { webDist: dist, bodyLimitBytes: 2048 },
      prepare(app) {
        app.post(
          '/prod-api/test/echo',
          { config: { access: 'public' }, schema: { body: z.strictObject({ name: z.string() }) } },
          async (request) => ({ code: 200, msg: 'ok', data: request.body }),
        );
        app.get('/prod-api/test/crash', { config: { access: 'public' } }, async () => {
          throw new Error('unexpected');
        });
        // What a rate limiter throws: a Fastify error with status 429.
        app.get('/prod-api/test/busy', { config: { access: 'public' } }, async () => {
          throw Object.assign(new Error('slow down'), { code: 'FST_TOO_MANY_REQUESTS', statusCode: 429 });
        });
      },
    });
    const { db } = server.database;
    const [user, owner, member] = [await buildUser(db), await buildUser(db), await buildUser(db)];
    tokens.user = await signIn(db, user.id);
    tokens.member = await signIn(db, member.id);
    projectId = await buildProject(db, { ownerId: owner.id, members: [{ userId: member.id, role: 'member' }] });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const expectEveryHeader = (response: LightMyRequestResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], name).toBe(value);
    expect(response.headers['x-request-id'], 'x-request-id').toMatch(/^[0-9a-f-]{36}$/);
  };

  it.each(samples)('$name', async ({ request, status, code }) => {
    const response = await server.app.inject(request(tokens, projectId));
    expect(response.statusCode).toBe(status);
    if (code !== undefined) expect(response.json<{ code: number }>().code).toBe(code);
    expectEveryHeader(response);
  });

  it('a file the browser already holds (304)', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    const etag = String(first.headers.etag);
    const again = await server.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expectEveryHeader(again);
  });

  it('names the headers a browser acts on', () => {
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
    ]) {
      expect(SECURITY_HEADERS).toHaveProperty(name);
    }
  });
});

describe('answers given outside the routes of an API-only server (issue 28, point 13)', () => {
  let server: TestServer;
  let url: string;

  beforeAll(async () => {
    server = await getTestServer();
    url = await listen(server.app);
  });
  afterAll(() => server.close());

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  };

  // With the web app, a path the API does not route falls to its catch-all instead.
  it("the router's, for a path parameter over its length limit", async () => {
    const response = await server.app.inject({ method: 'GET', url: `/prod-api/profile/avatar/${'a'.repeat(200)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: number }>().code).toBe(ResultCode.badRequest);
    expectSecurityHeaders(response.headers);
    expect(response.headers['x-request-id'], 'x-request-id').toMatch(/^[0-9a-f-]{36}$/);
  });

  // The socket server answers its own requests on the same port; Fastify's hooks never see them.
  it.each([
    ['a polling handshake', 'EIO=4&transport=polling', 200],
    ['an unknown transport', 'EIO=4&transport=pigeon', 400],
  ])("the socket server's, for %s", async (_name, query, status) => {
    const response = await fetch(`${url}${SOCKET_PATH}/?${query}`);
    expect(response.status).toBe(status);
    expectSecurityHeaders(Object.fromEntries(response.headers));
  });
});
