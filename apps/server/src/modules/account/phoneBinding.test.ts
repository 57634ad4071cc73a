import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { freshPhone, recordingSms } from '../../test/sms';
import { verifyPassword } from './passwords';
import { solveCaptcha } from '../../test/captcha';

/** Spec point 5 "Bind phone", point 6 "Bindings", point 7 /{product}/userInfo/sendBindPhoneCode, change, unbindPhone. */
describe('phone binding', () => {
  const sms = recordingSms();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ sms: sms.provider });
  });
  afterAll(() => server.close());

  async function call(path: string, token: string | undefined, payload?: Record<string, unknown>, language = 'zh-CN') {
    const response = await server.app.inject({
      method: 'POST',
      url: `/prod-api/questline/userInfo/${path}`,
      headers: { ...(token ? bearer(token) : {}), language },
      ...(payload ? { payload } : {}),
    });
    return response.json();
  }

  const userRow = (id: number) =>
    server.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function phonelessCaller() {
    const user = await buildUser(server.database.db, { phone: null });
    return { user, token: await signIn(server.database.db, user.id) };
  }

  it('texts a bindPhone code and answers the resend countdown', async () => {
    const { token } = await phonelessCaller();
    const phone = freshPhone();
    expect(await call('sendBindPhoneCode', token, { phonenumber: phone, scene: 'bindPhone' })).toEqual({
      code: 200,
      msg: '操作成功',
      data: { resendAfterSeconds: 60 },
    });
    expect(sms.sent.at(-1)).toMatchObject({ phone, scene: 'bindPhone', locale: 'zh' });
  });

  it('refuses a phone bound to another user or being their user name, and any scene but bindPhone', async () => {
    const { token } = await phonelessCaller();
    const taken = freshPhone();
    await buildUser(server.database.db, { phone: taken });
    expect(await call('sendBindPhoneCode', token, { phonenumber: taken, scene: 'bindPhone' }, 'en-US')).toEqual({
      code: 500,
      msg: 'This phone number is bound to another account',
    });
    const registeredThenUnbound = freshPhone();
    await buildUser(server.database.db, { user_name: registeredThenUnbound, phone: null });
    expect(
      (await call('sendBindPhoneCode', token, { phonenumber: registeredThenUnbound, scene: 'bindPhone' })).code,
    ).toBe(500);
    expect((await call('sendBindPhoneCode', token, { phonenumber: freshPhone(), scene: 'register' })).msg).toContain(
      'scene',
    );
  });

  it("binds the phone and sets the password, ending the user's other sessions", async () => {
    const { user, token } = await phonelessCaller();
    const other = await signIn(server.database.db, user.id);
    const phone = freshPhone();
    await call('sendBindPhoneCode', token, { phonenumber: phone, scene: 'bindPhone' });
    const body = {
      phonenumber: phone,
      code: sms.lastCode(phone),
      password: 'bound-secret',
      confirmPassword: 'bound-secret',
    };
    expect(await call('change', token, body)).toEqual({ code: 200, msg: '操作成功', data: null });
    const row = await userRow(user.id);
    expect(row.phone).toBe(phone);
    expect(await verifyPassword(row.password_hash, 'bound-secret')).toBe(true);
    const info = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(token) });
    expect(info.json().data.user.phonenumber).toBe(phone);
    const ended = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(other) });
    expect(ended.json().code).toBe(401);
  });

  it('refuses unequal passwords (point 5), a wrong code and a code of another scene', async () => {
    const { user, token } = await phonelessCaller();
    const phone = freshPhone();
    await call('sendBindPhoneCode', token, { phonenumber: phone, scene: 'bindPhone' });
    const code = sms.lastCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const base = { phonenumber: phone, password: 'bound-secret', confirmPassword: 'bound-secret' };
    expect(await call('change', token, { ...base, code, confirmPassword: 'different' })).toEqual({
      code: 500,
      msg: '两次输入的密码不一致',
    });
    expect(await call('change', token, { ...base, code: wrong })).toEqual({ code: 500, msg: '验证码错误' });

    const registering = freshPhone();
    await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/anonymousSendPhoneCode',
      payload: { phonenumber: registering, scene: 'register', ...(await solveCaptcha(server)) },
    });
    const registerCode = sms.lastCode(registering);
    expect(await call('change', token, { ...base, phonenumber: registering, code: registerCode })).toEqual({
      code: 500,
      msg: '验证码已失效，请重新获取',
    });
    expect((await userRow(user.id)).phone).toBeNull();
  });

  it('refuses a malformed phone (point 5 phone format)', async () => {
    const { token } = await phonelessCaller();
    const body = { phonenumber: '2345678', code: '123456', password: 'bound-secret', confirmPassword: 'bound-secret' };
    expect((await call('change', token, body)).msg).toContain('phonenumber');
  });

  it('refuses a phone another user bound after the code was sent', async () => {
    const { token } = await phonelessCaller();
    const phone = freshPhone();
    await call('sendBindPhoneCode', token, { phonenumber: phone, scene: 'bindPhone' });
    await buildUser(server.database.db, { phone });
    const body = {
      phonenumber: phone,
      code: sms.lastCode(phone),
      password: 'bound-secret',
      confirmPassword: 'bound-secret',
    };
    expect((await call('change', token, body)).msg).toBe('该手机号已被其他账号绑定');
  });

  it('unbinds the phone, and says so when none is bound', async () => {
    const phone = freshPhone();
    const user = await buildUser(server.database.db, { phone });
    const token = await signIn(server.database.db, user.id);
    expect(await call('unbindPhone', token)).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await userRow(user.id)).phone).toBeNull();
    expect(await call('unbindPhone', token, undefined, 'en-US')).toEqual({
      code: 500,
      msg: 'No phone number is bound to this account',
    });
  });

  it('answers 401 without a session on every call', async () => {
    for (const path of ['sendBindPhoneCode', 'change', 'unbindPhone']) {
      expect((await call(path, undefined, {})).code).toBe(401);
    }
  });
});
