import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../test/factories';
import { type TestServer, bearer, getTestServer } from '../test/server';

/** DESIGN.md "Every route declares its access", spec point 6 and DOMAIN.md 401/403. */
describe('route access', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await getTestServer({
      prepare(app) {
        app.get('/prod-api/test/undeclared', async () => ({ code: 200, msg: 'ok', data: 'leak' }));
        app.get('/prod-api/test/admin', { config: { access: 'platformAdmin' } }, async () => ({
          code: 200,
          msg: 'ok',
          data: 1,
        }));
      },
    });
  });
  afterAll(() => server.close());

  it('every route of the product declares its access', async () => {
    const production = await getTestServer();
    try {
      const undeclared = production.app.routeAccess.filter((route) => route.access === undefined);
      expect(undeclared).toEqual([]);
      expect(production.app.routeAccess.length).toBeGreaterThan(2);
    } finally {
      await production.close();
    }
  });

  it('the route table names a route that declares none, and the route refuses to answer', async () => {
    expect(server.app.routeAccess).toContainEqual({
      method: 'GET',
      url: '/prod-api/test/undeclared',
      access: undefined,
    });
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/test/undeclared' });
    expect(response.json()).toEqual({ code: ResultCode.fail, msg: '系统未知错误，请反馈给管理员' });
  });

  it('a user route without a token answers 401', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/prod-api/getInfo',
      headers: { language: 'en-US' },
    });
    expect(response.json()).toEqual({
      code: ResultCode.unauthorized,
      msg: 'Authentication failed, unable to access system resources',
    });
  });

  it('an unknown token answers 401', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer('forged') });
    expect(response.json().code).toBe(ResultCode.unauthorized);
  });

  it('an expired session answers 401 "login expired"', async () => {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id, { ttlMs: -1000 });
    const response = await server.app.inject({
      method: 'GET',
      url: '/prod-api/getInfo',
      headers: { ...bearer(token), language: 'en-US' },
    });
    expect(response.json()).toEqual({
      code: ResultCode.unauthorized,
      msg: 'Your login has expired, please sign in again',
    });
  });

  it('a session ended by a newer login answers 401 "used elsewhere"', async () => {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id);
    await server.database.db
      .updateTable('sessions')
      .set({ end_time: new Date().toISOString(), end_reason: 'replaced' })
      .where('user_id', '=', user.id)
      .execute();
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(token) });
    expect(response.json()).toEqual({ code: ResultCode.unauthorized, msg: '您的账号已在别处登录，请重新登录' });
  });

  it('a platform-admin route answers 403 to an ordinary user and 200 to an admin', async () => {
    const user = await buildUser(server.database.db);
    const admin = await buildUser(server.database.db, { is_platform_admin: 1 });
    const asUser = await server.app.inject({
      method: 'GET',
      url: '/prod-api/test/admin',
      headers: bearer(await signIn(server.database.db, user.id)),
    });
    expect(asUser.json()).toEqual({ code: ResultCode.forbidden, msg: '当前操作没有权限' });
    const asAdmin = await server.app.inject({
      method: 'GET',
      url: '/prod-api/test/admin',
      headers: bearer(await signIn(server.database.db, admin.id)),
    });
    expect(asAdmin.json()).toEqual({ code: 200, msg: 'ok', data: 1 });
  });
});
