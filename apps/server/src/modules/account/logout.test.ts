import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/** Spec point 4 "Logout ... clear the token" and point 7 POST /{product}/userInfo/logout. */
describe('POST /questline/userInfo/logout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  it('ends the calling session only', async () => {
    const user = await buildUser(server.database.db);
    const leaving = await signIn(server.database.db, user.id);
    const staying = await signIn(server.database.db, user.id);
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/userInfo/logout',
      headers: bearer(leaving),
    });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: null });

    const after = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(leaving) });
    expect(after.json().code).toBe(401);
    const other = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(staying) });
    expect(other.json().code).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/prod-api/questline/userInfo/logout' });
    expect(response.json().code).toBe(401);
  });
});
