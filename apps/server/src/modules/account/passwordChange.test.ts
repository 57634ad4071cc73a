import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { verifyPassword } from './passwords';

/** Spec point 7 POST /{product}/center/resetPwd and point 8 "incorrect original password". */
describe('POST /questline/center/resetPwd', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  async function change(token: string, body: Record<string, unknown>, language = 'zh-CN') {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/center/resetPwd',
      headers: { ...bearer(token), language },
      payload: body,
    });
    return response.json();
  }

  const getInfoCode = async (token: string) =>
    (await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(token) })).json().code;

  const hashOf = async (userId: number) =>
    (
      await server.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it("changes the password and ends the user's other sessions, keeping the caller's", async () => {
    const user = await buildUser(server.database.db, { password: 'old-secret' });
    const caller = await signIn(server.database.db, user.id);
    const other = await signIn(server.database.db, user.id);
    expect(await change(caller, { oldPassword: 'old-secret', newPassword: 'new-secret' })).toEqual({
      code: 200,
      msg: '操作成功',
      data: null,
    });
    expect(await verifyPassword(await hashOf(user.id), 'new-secret')).toBe(true);
    expect(await getInfoCode(caller)).toBe(200);
    expect(await getInfoCode(other)).toBe(401);
  });

  it('refuses a wrong original password in both languages and changes nothing', async () => {
    const user = await buildUser(server.database.db, { password: 'old-secret' });
    const caller = await signIn(server.database.db, user.id);
    const other = await signIn(server.database.db, user.id);
    expect(await change(caller, { oldPassword: 'guess', newPassword: 'new-secret' })).toEqual({
      code: 500,
      msg: '修改密码失败，旧密码错误',
    });
    expect(await change(caller, { oldPassword: 'guess', newPassword: 'new-secret' }, 'en-US')).toEqual({
      code: 500,
      msg: 'Password change failed: incorrect original password',
    });
    expect(await verifyPassword(await hashOf(user.id), 'old-secret')).toBe(true);
    expect(await getInfoCode(other)).toBe(200);
  });

  it('refuses a new password equal to the old one', async () => {
    const user = await buildUser(server.database.db, { password: 'old-secret' });
    const caller = await signIn(server.database.db, user.id);
    expect(await change(caller, { oldPassword: 'old-secret', newPassword: 'old-secret' }, 'en-US')).toEqual({
      code: 500,
      msg: 'The new password must differ from the old one',
    });
  });

  it('refuses a user without a password as a wrong original password', async () => {
    const user = await buildUser(server.database.db);
    const caller = await signIn(server.database.db, user.id);
    expect((await change(caller, { oldPassword: 'anything', newPassword: 'new-secret' })).msg).toBe(
      '修改密码失败，旧密码错误',
    );
  });

  it('refuses a new password outside 6-20 characters (point 5)', async () => {
    const user = await buildUser(server.database.db, { password: 'old-secret' });
    const caller = await signIn(server.database.db, user.id);
    const body = await change(caller, { oldPassword: 'old-secret', newPassword: '12345' }, 'en-US');
    expect(body.code).toBe(500);
    expect(body.msg).toContain('newPassword');
  });

  it('answers 401 without a session', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/center/resetPwd',
      payload: { oldPassword: 'old-secret', newPassword: 'new-secret' },
    });
    expect(response.json().code).toBe(401);
  });
});
