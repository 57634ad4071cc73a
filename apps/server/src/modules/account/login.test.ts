import { CAPTCHA_TTL_MS, LOGIN_FAILURES_PER_MINUTE, LOGIN_LOCK_MS } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha';
import { movableClock } from '../../test/clock';
import { buildUser } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

const PASSWORD = 'secret-123';

/** Spec point 3 "Login payload", point 5 "Login", point 7 POST /register/login, issue 3 "Login". */
describe('POST /register/login', () => {
  const clock = movableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  async function attempt(
    body: Record<string, unknown>,
    options: { ip?: string; captcha?: { uuid: string; code: string }; language?: string } = {},
  ) {
    const captcha = options.captcha ?? (await solveCaptcha(server));
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/login',
      remoteAddress: options.ip ?? '10.0.0.1',
      headers: options.language ? { language: options.language } : {},
      payload: { ...captcha, ...body },
    });
    return response.json();
  }

  it('signs in with the captcha and answers a token that opens getInfo; the username is trimmed (point 5)', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const body = await attempt({ username: `  ${user.userName} `, password: PASSWORD });
    expect(body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    const info = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(body.data.token) });
    expect(info.json().data.user.userId).toBe(user.id);
  });

  it('signs in with the bound phone as well as the user name (the page asks for "phone number or user name")', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD, phone: '13712345670' });
    const body = await attempt({ username: '13712345670', password: PASSWORD });
    const info = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(body.data.token) });
    expect(info.json().data.user.userId).toBe(user.id);
  });

  it('accepts the captcha answer in any letter case', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const captcha = await solveCaptcha(server);
    const body = await attempt(
      { username: user.userName, password: PASSWORD },
      { captcha: { ...captcha, code: captcha.code.toUpperCase() } },
    );
    expect(body.code).toBe(200);
  });

  it('requires all four fields (point 5)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/login',
      headers: { language: 'en-US' },
      payload: { username: '   ', password: '' },
    });
    const body = response.json();
    expect(body.code).toBe(500);
    expect(body.msg).toContain('username');
    expect(body.msg).toContain('password');
    expect(body.msg).toContain('code is required');
    expect(body.msg).toContain('uuid is required');
  });

  it('refuses a wrong, an expired and a reused captcha with one message, before looking at the password', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const credentials = { username: user.userName, password: PASSWORD };
    const expected = { code: 500, msg: 'The captcha is wrong or has expired; refresh it and try again' };

    const wrong = await solveCaptcha(server);
    expect(await attempt(credentials, { captcha: { ...wrong, code: 'zzzz' }, language: 'en-US' })).toEqual(expected);
    // A wrong guess used the captcha up: the right answer no longer works either.
    expect(await attempt(credentials, { captcha: wrong, language: 'en-US' })).toEqual(expected);

    const expired = await solveCaptcha(server);
    clock.advance(CAPTCHA_TTL_MS);
    expect(await attempt(credentials, { captcha: expired, language: 'en-US' })).toEqual(expected);

    const reused = await solveCaptcha(server);
    expect((await attempt(credentials, { captcha: reused })).code).toBe(200);
    expect(await attempt(credentials, { captcha: reused, language: 'en-US' })).toEqual(expected);

    expect(await attempt(credentials, { captcha: { uuid: '', code: '' } })).toEqual({
      code: 500,
      msg: '验证码错误或已失效，请刷新后重试',
    });
  });

  it('answers the same message for an unknown user and a wrong password (no enumeration)', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const wrongPassword = await attempt({ username: user.userName, password: 'not-it' }, { ip: '10.0.1.1' });
    const unknownUser = await attempt({ username: 'nobody-here', password: PASSWORD }, { ip: '10.0.1.2' });
    expect(wrongPassword).toEqual({ code: 500, msg: '用户不存在或密码错误' });
    expect(unknownUser).toEqual(wrongPassword);
    const noPassword = await buildUser(server.database.db);
    expect(await attempt({ username: noPassword.userName, password: PASSWORD }, { ip: '10.0.1.3' })).toEqual(
      wrongPassword,
    );
  });

  it(`locks an account after ${LOGIN_FAILURES_PER_MINUTE} failures a minute, even against the right password, until the lock ends`, async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    for (let i = 1; i < LOGIN_FAILURES_PER_MINUTE; i++) {
      const body = await attempt({ username: user.userName, password: 'wrong' }, { ip: `10.1.0.${i}` });
      expect(body.msg).toBe('用户不存在或密码错误');
    }
    const locking = await attempt(
      { username: user.userName, password: 'wrong' },
      { ip: '10.1.1.1', language: 'en-US' },
    );
    expect(locking).toEqual({ code: 500, msg: 'Too many failed sign-ins; locked, try again in 15 minute(s)' });

    clock.advance(LOGIN_LOCK_MS - 4 * 60_000 - 1);
    const stillLocked = await attempt({ username: user.userName, password: PASSWORD }, { ip: '10.1.1.2' });
    expect(stillLocked).toEqual({ code: 500, msg: '登录失败次数过多，账号已锁定，请 5 分钟后再试' });

    clock.advance(4 * 60_000 + 1);
    expect((await attempt({ username: user.userName, password: PASSWORD }, { ip: '10.1.1.3' })).code).toBe(200);
  });

  it('counts the account name in any letter case', async () => {
    const user = await buildUser(server.database.db, { user_name: `Case_${Date.now()}`, password: PASSWORD });
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) {
      const name = i % 2 === 0 ? user.userName.toUpperCase() : user.userName.toLowerCase();
      await attempt({ username: name, password: 'wrong' }, { ip: `10.2.0.${i}` });
    }
    const body = await attempt({ username: user.userName, password: PASSWORD }, { ip: '10.2.1.1' });
    expect(body.msg).toMatch(/^登录失败次数过多/);
  });

  it('forgets failures older than a minute', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    for (let i = 1; i < LOGIN_FAILURES_PER_MINUTE; i++) {
      await attempt({ username: user.userName, password: 'wrong' }, { ip: `10.3.0.${i}` });
    }
    clock.advance(60_000);
    const body = await attempt({ username: user.userName, password: 'wrong' }, { ip: '10.3.1.1' });
    expect(body.msg).toBe('用户不存在或密码错误');
  });

  it(`locks an address after ${LOGIN_FAILURES_PER_MINUTE} failures a minute across accounts`, async () => {
    const victim = await buildUser(server.database.db, { password: PASSWORD });
    for (let i = 1; i < LOGIN_FAILURES_PER_MINUTE; i++) {
      await attempt({ username: `guess-${i}`, password: 'wrong' }, { ip: '10.4.0.1' });
    }
    const locking = await attempt({ username: 'guess-last', password: 'wrong' }, { ip: '10.4.0.1' });
    expect(locking.msg).toBe('登录失败次数过多，账号已锁定，请 15 分钟后再试');
    const fromLockedAddress = await attempt({ username: victim.userName, password: PASSWORD }, { ip: '10.4.0.1' });
    expect(fromLockedAddress.msg).toMatch(/^登录失败次数过多/);
    expect((await attempt({ username: victim.userName, password: PASSWORD }, { ip: '10.4.0.2' })).code).toBe(200);
  });

  it("a success clears the account's failures", async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const almost = LOGIN_FAILURES_PER_MINUTE - 1;
    for (let i = 0; i < almost; i++) await attempt({ username: user.userName, password: 'wrong' }, { ip: '10.5.0.1' });
    expect((await attempt({ username: user.userName, password: PASSWORD }, { ip: '10.5.0.1' })).code).toBe(200);
    for (let i = 0; i < almost; i++) {
      const body = await attempt({ username: user.userName, password: 'wrong' }, { ip: '10.5.0.2' });
      expect(body.msg).toBe('用户不存在或密码错误');
    }
  });
});

describe('POST /register/login with CAPTCHA_ENABLED=false', () => {
  it('signs in without a captcha', async () => {
    const server = await getTestServer({ config: { captchaEnabled: false } });
    try {
      const user = await buildUser(server.database.db, { password: PASSWORD });
      const response = await server.app.inject({
        method: 'POST',
        url: '/prod-api/register/login',
        payload: { username: user.userName, password: PASSWORD, code: '', uuid: '' },
      });
      expect(response.json()).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    } finally {
      await server.close();
    }
  });
});
