import {
  ANNOUNCEMENT_PATHS,
  API_BASE,
  BACKLOG_PATHS,
  NOTICE_PATHS,
  ResultCode,
  productPath,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/**
 * Issue 11: every to-do, notice and announcement call is registered at the contract's path with its
 * declared access; without a session each answers 401, and the announcement administration answers 403
 * to a signed-in person who is not a platform administrator.
 */
describe('issue 11 routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  const registered = () =>
    new Map(
      server.app.routeAccess.filter((route) => route.method !== 'HEAD').map((r) => [`${r.method} ${r.url}`, r.access]),
    );
  const userPaths = [
    ...Object.values(BACKLOG_PATHS),
    ...Object.values(NOTICE_PATHS),
    productPath('notice/:id'),
    productPath('message/:id'),
  ];

  it('declares `user` on the to-do and notice calls and `platformAdmin` on the administration', () => {
    const routes = registered();
    const accessOf = (path: string) =>
      [...routes].filter(([key]) => key.endsWith(` ${API_BASE}${path}`)).map(([, access]) => access);
    for (const path of userPaths) expect(accessOf(path), path).toEqual(['user']);
    for (const path of Object.values(ANNOUNCEMENT_PATHS)) expect(accessOf(path), path).toEqual(['platformAdmin']);
  });

  it('answers 401 without a session and 403 to a non-administrator on the administration', async () => {
    const token = await signIn(server.database.db, (await buildUser(server.database.db)).id);
    let checked = 0;
    for (const [key] of registered()) {
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT', string];
      const path = url.replace(':id', '1');
      const mine = [...userPaths, ...Object.values(ANNOUNCEMENT_PATHS)].some((p) => url === `${API_BASE}${p}`);
      if (!mine) continue;
      checked += 1;
      const anonymous = await server.app.inject({ method, url: path, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.json().code, key).toBe(ResultCode.unauthorized);
      if (Object.values(ANNOUNCEMENT_PATHS).some((p) => url === `${API_BASE}${p}`)) {
        const refused = await server.app.inject({
          method,
          url: path,
          headers: bearer(token),
          payload: method === 'GET' ? undefined : {},
        });
        expect(refused.json().code, key).toBe(ResultCode.forbidden);
      }
    }
    expect(checked).toBe(userPaths.length + Object.values(ANNOUNCEMENT_PATHS).length);
  });
});
