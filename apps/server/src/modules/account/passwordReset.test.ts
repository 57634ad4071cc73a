import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { anonymousCode, freshPhone, recordingSms } from '../../test/sms';
import { verifyPassword } from './passwords';
import { solveCaptcha } from '../../test/captcha';

/** Spec point 7 POST /register/resetPwd, issue 3 "Password reset". */
describe('POST /register/resetPwd', () => {
  const sms = recordingSms();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ sms: sms.provider });
  });
  afterAll(() => server.close());

  const codeFor = (phone: string) => anonymousCode(server, sms, phone, 'resetPwd');

  async function reset(body: Record<string, unknown>, language = 'zh-CN') {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/resetPwd',
      headers: { language },
      payload: { password: 'new-secret', confirmPassword: 'new-secret', ...body },
    });
    return response.json();
  }

  const hashOf = async (userId: number) =>
    (
      await server.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('sets the new password and ends every session of the user', async () => {
    const phone = freshPhone();
    const user = await buildUser(server.database.db, { phone, password: 'old-secret' });
    const bystander = await buildUser(server.database.db);
    const sessions = [await signIn(server.database.db, user.id), await signIn(server.database.db, user.id)];
    const othersSession = await signIn(server.database.db, bystander.id);

    expect(await reset({ phonenumber: phone, code: await codeFor(phone) })).toEqual({
      code: 200,
      msg: '操作成功',
      data: null,
    });
    expect(await verifyPassword(await hashOf(user.id), 'new-secret')).toBe(true);
    for (const token of sessions) {
      const info = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(token) });
      expect(info.json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
    }
    const others = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(othersSession) });
    expect(others.json().code).toBe(200);
  });

  it('refuses unequal passwords without using the code up', async () => {
    const phone = freshPhone();
    await buildUser(server.database.db, { phone, password: 'old-secret' });
    const code = await codeFor(phone);
    expect(await reset({ phonenumber: phone, code, confirmPassword: 'other' }, 'en-US')).toEqual({
      code: 500,
      msg: 'The passwords do not match',
    });
    expect((await reset({ phonenumber: phone, code })).code).toBe(200);
  });

  it('refuses a wrong code and a used code', async () => {
    const phone = freshPhone();
    const user = await buildUser(server.database.db, { phone, password: 'old-secret' });
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await reset({ phonenumber: phone, code: wrong })).toEqual({ code: 500, msg: '验证码错误' });
    expect(await verifyPassword(await hashOf(user.id), 'old-secret')).toBe(true);
    expect((await reset({ phonenumber: phone, code })).code).toBe(200);
    expect(await reset({ phonenumber: phone, code, password: 'third-one', confirmPassword: 'third-one' })).toEqual({
      code: 500,
      msg: '验证码已失效，请重新获取',
    });
  });

  it('refuses a code sent for registration (another scene)', async () => {
    const phone = freshPhone();
    await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/anonymousSendPhoneCode',
      payload: { phonenumber: phone, scene: 'register', ...(await solveCaptcha(server)) },
    });
    const code = sms.lastCode(phone);
    await buildUser(server.database.db, { phone, password: 'old-secret' });
    expect(await reset({ phonenumber: phone, code })).toEqual({ code: 500, msg: '验证码已失效，请重新获取' });
  });

  it('refuses an unknown phone', async () => {
    expect(await reset({ phonenumber: freshPhone(), code: '123456' }, 'en-US')).toEqual({
      code: 500,
      msg: 'This phone number is not registered',
    });
  });

  it('refuses a short password (point 5)', async () => {
    const body = await reset({ phonenumber: freshPhone(), code: '123456', password: '123', confirmPassword: '123' });
    expect(body.code).toBe(500);
    expect(body.msg).toContain('password');
  });
});
