import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../providers/mail';
import { solveCaptcha } from '../../test/captcha';
import { buildUser } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/** Issue 38 point 2 (ADR 0108): registration and reset by a mailed code, offered when SMTP_URL is set. */
describe('registration and reset by e-mail', () => {
  let server: TestServer;
  let unconfigured: TestServer;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    server = await getTestServer({
      config: { smtpUrl: 'smtp://mail.example:25' },
      mail: { send: async (message) => void sent.push(message) },
    });
    unconfigured = await getTestServer();
  });
  afterAll(async () => {
    await server.close();
    await unconfigured.close();
  });

  const call = async (target: TestServer, url: string, payload: object, language = 'en-US') =>
    (await target.app.inject({ method: 'POST', url: `/prod-api${url}`, headers: { language }, payload })).json();
  const sendCode = async (email: string, scene: 'register' | 'resetPwd', target = server) =>
    call(target, '/register/anonymousSendEmailCode', { email, scene, ...(await solveCaptcha(target)) });
  const lastCode = (to: string) => sent.filter((mail) => mail.to === to).at(-1)?.code ?? '';
  const passwords = { password: 'secret-123', confirmPassword: 'secret-123' };

  it('tells the web that mail is configured', async () => {
    const info = await server.app.inject({ method: 'GET', url: '/prod-api/anonymous/interface/installation' });
    expect(info.json().data).toMatchObject({ mailConfigured: true, smsTexted: false });
  });

  it('mails a code after the captcha, registers the address with it once, and signs in', async () => {
    expect(await sendCode(' New@Example.com ', 'register')).toMatchObject({
      code: 200,
      data: { resendAfterSeconds: 60 },
    });
    expect(sent.at(-1)).toMatchObject({ to: 'new@example.com', subject: 'Your Questline registration code' });
    const code = lastCode('new@example.com');
    const registered = await call(server, '/register/emailRegister', {
      email: 'new@example.com',
      code,
      agreement: true,
      ...passwords,
    });
    expect(registered).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    const info = await server.app.inject({
      method: 'GET',
      url: '/prod-api/getInfo',
      headers: bearer(registered.data.token),
    });
    expect(info.json().data).toMatchObject({
      user: { userName: 'new@example.com', nickName: 'new' },
      bindPhoneRequired: false,
    });
    expect(
      (await call(server, '/register/emailRegister', { email: 'new@example.com', code, agreement: true, ...passwords }))
        .msg,
    ).toBe('This e-mail address is already registered; please sign in');
    await buildUser(server.database.db, { email: 'held@example.com' });
    expect((await sendCode('held@example.com', 'register')).msg).toBe(
      'This e-mail address is already registered; please sign in',
    );
  });

  it('resets the password of the account an address names, ending its sessions', async () => {
    await buildUser(server.database.db, { email: 'reset@example.com' });
    expect((await sendCode('nobody@example.com', 'resetPwd')).msg).toBe('No account uses this e-mail address');
    expect((await sendCode('reset@example.com', 'resetPwd')).code).toBe(200);
    expect(sent.at(-1)?.subject).toBe('Your Questline password reset code');
    const body = { email: 'reset@example.com', code: '000000', ...passwords };
    const wrong = lastCode('reset@example.com') === '000000' ? '111111' : '000000';
    expect((await call(server, '/register/emailResetPwd', { ...body, code: wrong })).msg).toBe('The code is incorrect');
    expect((await call(server, '/register/emailResetPwd', { ...body, code: lastCode('reset@example.com') })).code).toBe(
      200,
    );
    const login = await call(server, '/register/login', {
      username: 'reset@example.com',
      password: 'secret-123',
      ...(await solveCaptcha(server)),
    });
    expect(login.code).toBe(200);
  });

  it('refuses without the captcha, a bad address, and a second code within the wait, sending nothing', async () => {
    const count = sent.length;
    expect(
      (await call(server, '/register/anonymousSendEmailCode', { email: 'a@example.com', scene: 'register' })).code,
    ).toBe(500);
    expect((await sendCode('not-an-address', 'register')).msg).toBe('The e-mail address is invalid');
    expect((await sendCode('wait@example.com', 'register')).code).toBe(200);
    expect((await sendCode('wait@example.com', 'register')).msg).toMatch(/^A code was sent; try again in \d+ seconds$/);
    expect(sent.length).toBe(count + 1);
  });

  it('offers nothing by e-mail where no SMTP server is configured, in the caller language', async () => {
    expect((await sendCode('x@example.com', 'register', unconfigured)).msg).toBe(
      'This installation sends no e-mail, so registration and reset by e-mail are not available',
    );
    const zh = await call(
      unconfigured,
      '/register/emailRegister',
      { email: 'x@example.com', code: '123456', agreement: true, ...passwords },
      'zh-CN',
    );
    expect(zh).toEqual({ code: 500, msg: '本站未配置邮件发送，无法通过邮箱注册或找回密码' });
  });
});
