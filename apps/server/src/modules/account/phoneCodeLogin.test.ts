import { LOGIN_FAILURES_PER_MINUTE, SMS_CODE_TTL_MS } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha';
import { movableClock } from '../../test/clock';
import { buildUser } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { anonymousCode, freshPhone, recordingSms } from '../../test/sms';

let ipSerial = 0;
/** Each test signs in from its own address, so the per-address lock of ADR 0006 stays out of the others. */
const freshIp = () => `10.20.0.${String((ipSerial += 1))}`;

/** Spec point 7 POST /register/phoneCodeAdd: sign in with a phone code, registering a new phone (issue 8). */
describe('POST /register/phoneCodeAdd', () => {
  const clock = movableClock();
  const sms = recordingSms();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now, sms: sms.provider });
  });
  afterAll(() => server.close());

  const loginCode = (phone: string) => anonymousCode(server, sms, phone, 'login');
  const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

  async function signIn(body: Record<string, unknown>, options: { ip?: string; language?: string } = {}) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/phoneCodeAdd',
      remoteAddress: options.ip ?? freshIp(),
      headers: options.language ? { language: options.language } : {},
      payload: { agreement: false, ...body },
    });
    return response.json();
  }

  async function infoOf(token: string) {
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(token) });
    return response.json().data.user;
  }

  it('signs in the user whose bound phone it is, without the agreement (already accepted)', async () => {
    const phone = freshPhone();
    const user = await buildUser(server.database.db, { phone });
    const body = await signIn({ phonenumber: phone, code: await loginCode(phone) });
    expect(body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    expect((await infoOf(body.data.token)).userId).toBe(user.id);
  });

  it('registers a phone without an account: phone as user name, masked nick name, no password yet', async () => {
    const phone = freshPhone();
    const body = await signIn({ phonenumber: phone, code: await loginCode(phone), agreement: true });
    expect(body.code).toBe(200);
    expect(await infoOf(body.data.token)).toMatchObject({
      userName: phone,
      nickName: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      phonenumber: phone,
    });
    const row = await server.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();

    // The second time the same phone signs in to that account (after the resend wait).
    clock.advance(61_000);
    const again = await signIn({ phonenumber: phone, code: await loginCode(phone) });
    expect((await infoOf(again.data.token)).userName).toBe(phone);
  });

  it('refuses a new phone without the agreement and keeps the code usable', async () => {
    const phone = freshPhone();
    const code = await loginCode(phone);
    expect(await signIn({ phonenumber: phone, code })).toEqual({ code: 500, msg: '请阅读并同意用户协议' });
    expect(await signIn({ phonenumber: phone, code }, { language: 'en-US' })).toEqual({
      code: 500,
      msg: 'Please read and accept the user agreement',
    });
    expect((await signIn({ phonenumber: phone, code, agreement: true })).code).toBe(200);
  });

  it('refuses a wrong code, and uses a right one up', async () => {
    const phone = freshPhone();
    await buildUser(server.database.db, { phone });
    const code = await loginCode(phone);
    expect(await signIn({ phonenumber: phone, code: wrongCode(code) })).toEqual({ code: 500, msg: '验证码错误' });
    expect(await signIn({ phonenumber: phone, code: wrongCode(code) }, { language: 'en-US' })).toEqual({
      code: 500,
      msg: 'The verification code is wrong',
    });
    expect((await signIn({ phonenumber: phone, code })).code).toBe(200);
    expect(await signIn({ phonenumber: phone, code })).toEqual({ code: 500, msg: '验证码已失效，请重新获取' });
  });

  it('refuses an expired code', async () => {
    const phone = freshPhone();
    await buildUser(server.database.db, { phone });
    const code = await loginCode(phone);
    clock.advance(SMS_CODE_TTL_MS + 1_000);
    expect(await signIn({ phonenumber: phone, code }, { language: 'en-US' })).toEqual({
      code: 500,
      msg: 'The verification code has expired; request a new one',
    });
  });

  it('refuses a code sent for another scene', async () => {
    const phone = freshPhone();
    const code = await anonymousCode(server, sms, phone, 'register');
    expect(await signIn({ phonenumber: phone, code, agreement: true })).toEqual({
      code: 500,
      msg: '验证码已失效，请重新获取',
    });
  });

  it('sends login codes to registered and unknown phones alike (no enumeration by the login scene)', async () => {
    const known = freshPhone();
    await buildUser(server.database.db, { phone: known });
    for (const phone of [known, freshPhone()]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/prod-api/register/anonymousSendPhoneCode',
        remoteAddress: freshIp(),
        payload: { phonenumber: phone, scene: 'login', ...(await solveCaptcha(server)) },
      });
      expect(response.json().code).toBe(200);
      expect(sms.sent.at(-1)).toMatchObject({ phone, scene: 'login' });
    }
  });

  it('does not register a phone that is still some user name after an unbind', async () => {
    const phone = freshPhone();
    await buildUser(server.database.db, { user_name: phone, phone: null });
    expect(await signIn({ phonenumber: phone, code: await loginCode(phone), agreement: true })).toEqual({
      code: 500,
      msg: '该手机号已注册，请直接登录',
    });
  });

  it('counts failed codes towards the login lock of the phone, shared with password sign-in (ADR 0006)', async () => {
    const phone = freshPhone();
    await buildUser(server.database.db, { phone, user_name: phone });
    const ip = freshIp();
    const code = await loginCode(phone);
    // Each wrong guess also counts against the code (it dies after 5); expired codes keep counting.
    for (let i = 1; i < LOGIN_FAILURES_PER_MINUTE; i++) {
      expect((await signIn({ phonenumber: phone, code: wrongCode(code) }, { ip })).msg).not.toMatch(/锁定/);
    }
    const locking = await signIn({ phonenumber: phone, code: wrongCode(code) }, { ip });
    expect(locking.msg).toBe('登录失败次数过多，账号已锁定，请 15 分钟后再试');

    // One lock: the right code from another address is refused, and so is the password sign-in.
    clock.advance(61_000);
    const fresh = await loginCode(phone);
    expect((await signIn({ phonenumber: phone, code: fresh }, { ip: freshIp() })).msg).toMatch(/^登录失败次数过多/);
    const password = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/login',
      remoteAddress: freshIp(),
      payload: { ...(await solveCaptcha(server)), username: phone, password: 'anything' },
    });
    expect(password.json().msg).toMatch(/^登录失败次数过多/);
  });
});
