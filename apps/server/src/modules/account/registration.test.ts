import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { anonymousCode, freshPhone, recordingSms } from '../../test/sms';
import { verifyPassword } from './passwords';

/** Spec point 5 "Register", point 7 POST /register/registerAdd, issue 3 "Registration". */
describe('POST /register/registerAdd', () => {
  const sms = recordingSms();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ sms: sms.provider });
  });
  afterAll(() => server.close());

  const codeFor = (phone: string) => anonymousCode(server, sms, phone, 'register');

  async function register(body: Record<string, unknown>, options: { query?: string; language?: string } = {}) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/prod-api/register/registerAdd${options.query ?? ''}`,
      headers: options.language ? { language: options.language } : {},
      payload: { password: 'secret-123', confirmPassword: 'secret-123', agreement: true, ...body },
    });
    return response.json();
  }

  const userByPhone = (phone: string) =>
    server.database.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

  it('creates the user with the phone as user name and a masked nick name, and signs them in', async () => {
    const phone = freshPhone();
    const body = await register({ phonenumber: phone, code: await codeFor(phone) });
    expect(body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    const info = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(body.data.token) });
    expect(info.json().data.user).toMatchObject({
      userName: phone,
      nickName: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      phonenumber: phone,
    });
    const row = await userByPhone(phone);
    expect(row?.invited_by).toBeNull();
    expect(await verifyPassword(row?.password_hash ?? null, 'secret-123')).toBe(true);
  });

  it('records the inviter from the invitation query when that user exists', async () => {
    const inviter = await buildUser(server.database.db);
    const invited = freshPhone();
    expect(
      (await register({ phonenumber: invited, code: await codeFor(invited) }, { query: `?invitation=${inviter.id}` }))
        .code,
    ).toBe(200);
    expect((await userByPhone(invited))?.invited_by).toBe(inviter.id);

    const strayInvite = freshPhone();
    await register({ phonenumber: strayInvite, code: await codeFor(strayInvite) }, { query: '?invitation=999999' });
    expect((await userByPhone(strayInvite))?.invited_by).toBeNull();
  });

  it('refuses an invitation that is not a user id', async () => {
    const phone = freshPhone();
    const body = await register({ phonenumber: phone, code: await codeFor(phone) }, { query: '?invitation=abc' });
    expect(body.code).toBe(500);
    expect(body.msg).toContain('invitation');
  });

  it('refuses unequal passwords and an unticked agreement (point 5), keeping the code usable', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    expect(await register({ phonenumber: phone, code, confirmPassword: 'secret-124' }, { language: 'en-US' })).toEqual({
      code: 500,
      msg: 'The passwords do not match',
    });
    expect(await register({ phonenumber: phone, code, confirmPassword: 'secret-124' })).toEqual({
      code: 500,
      msg: '两次输入的密码不一致',
    });
    expect(await register({ phonenumber: phone, code, agreement: false })).toEqual({
      code: 500,
      msg: '请阅读并同意用户协议',
    });
    expect(await register({ phonenumber: phone, code, agreement: false }, { language: 'en-US' })).toEqual({
      code: 500,
      msg: 'Please read and accept the user agreement',
    });
    expect((await register({ phonenumber: phone, code })).code).toBe(200);
  });

  it('refuses a password outside 6-20 characters (point 5)', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const short = await register({ phonenumber: phone, code, password: '12345', confirmPassword: '12345' });
    expect(short.msg).toContain('password');
    const long = 'x'.repeat(21);
    expect((await register({ phonenumber: phone, code, password: long, confirmPassword: long })).code).toBe(500);
  });

  it('refuses a wrong code, and uses a code up so it cannot register twice', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await register({ phonenumber: phone, code: wrong })).toEqual({ code: 500, msg: '验证码错误' });
    expect((await register({ phonenumber: phone, code })).code).toBe(200);
    expect(await register({ phonenumber: phone, code })).toEqual({ code: 500, msg: '该手机号已注册，请直接登录' });
  });

  it('refuses a phone that is some user name already', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    await buildUser(server.database.db, { user_name: phone, phone: null });
    expect((await register({ phonenumber: phone, code })).msg).toBe('该手机号已注册，请直接登录');
  });

  it('refuses a code sent for another phone', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    await codeFor(phone);
    expect(await register({ phonenumber: other, code: sms.lastCode(phone) })).toEqual({
      code: 500,
      msg: '验证码已失效，请重新获取',
    });
  });
});
