import { EMAIL_DAILY_CAP_PER_USER } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../providers/mail';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/** Issue 3 "e-mail (valid address, verified by a mailed code)"; spec point 6 "Bindings", point 7 bindUserEmail. */
describe('e-mail binding', () => {
  let server: TestServer;
  let clock = new Date('2026-03-01T08:00:00.000Z');
  const sent: MailMessage[] = [];
  let mailDown = false;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    server = await getTestServer({
      now: () => clock,
      mail: {
        send: async (message) => {
          if (mailDown) throw new Error('smtp unreachable');
          sent.push(message);
        },
      },
    });
  });
  afterAll(() => server.close());

  const newCaller = async (overrides: { email?: string | null } = {}) => {
    const user = await buildUser(server.database.db, overrides);
    return { id: user.id, token: await signIn(server.database.db, user.id, { ttlMs: 365 * 86_400_000 }) };
  };
  const sendCode = (token: string, email: string, language = 'zh-CN') =>
    server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/userInfo/sendBindEmailCode',
      headers: { ...bearer(token), language },
      payload: { email },
    });
  const bind = (token: string, email: string, code: string, language = 'zh-CN') =>
    server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/userInfo/bindUserEmail?email=${encodeURIComponent(email)}&code=${code}`,
      headers: { ...bearer(token), language },
    });
  const emailOf = async (userId: number) =>
    (await server.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
      .email;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit code in the caller language and binds the address with it, once', async () => {
    const caller = await newCaller();
    const response = await sendCode(caller.token, ' Ann@Example.com ', 'en-US');
    expect(response.json()).toEqual({ code: 200, msg: 'Success', data: null });
    const mail = sent.at(-1);
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: 'Your Questline e-mail code' });
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(`Your code is ${mail?.code}; it is valid for 10 minutes`);

    expect((await bind(caller.token, 'ann@example.com', mail?.code ?? '')).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: null,
    });
    expect(await emailOf(caller.id)).toBe('ann@example.com');
    expect((await bind(caller.token, 'ann@example.com', mail?.code ?? '', 'en-US')).json()).toEqual({
      code: 500,
      msg: 'The code has expired, please request a new one',
    });
    expect((await sendCode(caller.token, 'ANN@example.com', 'en-US')).json()).toEqual({
      code: 500,
      msg: 'This e-mail address is already bound to your account',
    });
  });

  it('writes the mail in Chinese for a Chinese caller', async () => {
    const caller = await newCaller();
    await sendCode(caller.token, 'zh@example.com');
    expect(sent.at(-1)?.subject).toBe('Questline 邮箱验证码');
    expect(sent.at(-1)?.text).toContain(`验证码为 ${sent.at(-1)?.code}，10 分钟内有效`);
  });

  it('refuses an invalid address with its own message, sending nothing', async () => {
    const caller = await newCaller();
    const count = sent.length;
    for (const email of ['not-an-email', 'a@b', 'two@@example.com', 'sp ace@example.com']) {
      expect((await sendCode(caller.token, email, 'en-US')).json(), email).toEqual({
        code: 500,
        msg: 'The e-mail address is invalid',
      });
    }
    expect((await sendCode(caller.token, 'x')).json().msg).toBe('邮箱地址格式不正确');
    expect((await bind(caller.token, 'bad', '123456', 'en-US')).json().msg).toBe('The e-mail address is invalid');
    expect(sent.length).toBe(count);
  });

  it('refuses an address bound to another user, whatever its case', async () => {
    await newCaller({ email: 'taken@example.com' });
    const caller = await newCaller();
    expect((await sendCode(caller.token, 'TAKEN@example.com', 'en-US')).json()).toEqual({
      code: 500,
      msg: 'This e-mail address is bound to another account',
    });
  });

  it('refuses binding when someone else bound the address after the code was sent', async () => {
    const caller = await newCaller();
    await sendCode(caller.token, 'race@example.com');
    const code = sent.at(-1)?.code ?? '';
    await newCaller({ email: 'race@example.com' });
    expect((await bind(caller.token, 'race@example.com', code)).json().msg).toBe('该邮箱已被其他账号绑定');
    expect(await emailOf(caller.id)).toBeNull();
  });

  it('makes the caller wait 60 s between codes, per user and per address', async () => {
    const caller = await newCaller();
    expect((await sendCode(caller.token, 'wait@example.com')).json().code).toBe(200);
    advance(15_000);
    expect((await sendCode(caller.token, 'other@example.com', 'en-US')).json()).toEqual({
      code: 500,
      msg: 'A code was sent; try again in 45 seconds',
    });
    const stranger = await newCaller();
    expect((await sendCode(stranger.token, 'wait@example.com')).json().msg).toBe('验证码已发送，请 45 秒后再试');
    advance(45_000);
    expect((await sendCode(caller.token, 'other@example.com')).json().code).toBe(200);
  });

  it(`caps a user at ${EMAIL_DAILY_CAP_PER_USER} codes a day`, async () => {
    const caller = await newCaller();
    for (let sent = 0; sent < EMAIL_DAILY_CAP_PER_USER; sent += 1) {
      expect((await sendCode(caller.token, `daily${sent}@example.com`)).json().code).toBe(200);
      advance(61_000);
    }
    expect((await sendCode(caller.token, 'one-more@example.com', 'en-US')).json()).toEqual({
      code: 500,
      msg: 'The daily limit of e-mail codes has been reached; try again tomorrow',
    });
    advance(86_400_000);
    expect((await sendCode(caller.token, 'next-day@example.com')).json().code).toBe(200);
  });

  it('refuses a wrong code, a code for another address, and kills the code after 5 wrong attempts', async () => {
    const caller = await newCaller();
    await sendCode(caller.token, 'guess@example.com');
    const code = sent.at(-1)?.code ?? '';
    expect((await bind(caller.token, 'guess@example.com', wrong(code), 'en-US')).json()).toEqual({
      code: 500,
      msg: 'The code is incorrect',
    });
    expect((await bind(caller.token, 'another@example.com', code, 'en-US')).json().msg).toBe('The code is incorrect');
    for (let attempt = 3; attempt < 5; attempt += 1) {
      expect((await bind(caller.token, 'guess@example.com', wrong(code))).json().msg).toBe('验证码错误');
    }
    expect((await bind(caller.token, 'guess@example.com', wrong(code), 'en-US')).json().msg).toBe(
      'Too many wrong codes, please request a new one',
    );
    expect((await bind(caller.token, 'guess@example.com', code, 'en-US')).json().msg).toBe(
      'The code has expired, please request a new one',
    );
    expect(await emailOf(caller.id)).toBeNull();
  });

  it('lets a new code start the attempts again', async () => {
    const caller = await newCaller();
    await sendCode(caller.token, 'again@example.com');
    const first = sent.at(-1)?.code ?? '';
    for (let attempt = 0; attempt < 4; attempt += 1) await bind(caller.token, 'again@example.com', wrong(first));
    advance(60_000);
    await sendCode(caller.token, 'again@example.com');
    const second = sent.at(-1)?.code ?? '';
    expect((await bind(caller.token, 'again@example.com', wrong(second))).json().msg).toBe('验证码错误');
    expect((await bind(caller.token, 'again@example.com', second)).json().code).toBe(200);
  });

  it('refuses a code after EMAIL_CODE_TTL_MS (10 minutes)', async () => {
    const caller = await newCaller();
    await sendCode(caller.token, 'late@example.com');
    const code = sent.at(-1)?.code ?? '';
    advance(10 * 60_000);
    expect((await bind(caller.token, 'late@example.com', code)).json().msg).toBe('验证码已失效，请重新获取');
  });

  it('answers a clear message when the mail cannot be sent, keeping no code and no wait', async () => {
    const caller = await newCaller();
    mailDown = true;
    try {
      expect((await sendCode(caller.token, 'down@example.com', 'en-US')).json()).toEqual({
        code: 500,
        msg: 'The e-mail could not be sent; try again later or contact the administrator',
      });
      expect((await bind(caller.token, 'down@example.com', '123456')).json().msg).toBe('验证码已失效，请重新获取');
    } finally {
      mailDown = false;
    }
    expect((await sendCode(caller.token, 'down@example.com')).json().code).toBe(200);
  });

  it('refuses a malformed code with a validation message', async () => {
    const caller = await newCaller();
    expect((await bind(caller.token, 'a@example.com', '12ab', 'en-US')).json()).toEqual({
      code: 500,
      msg: 'Invalid input: code has an invalid format',
    });
  });

  it('unbinds the address and turns e-mail notifications off; refuses when none is bound', async () => {
    const caller = await newCaller({ email: 'bye@example.com' });
    await server.database.db.updateTable('users').set({ email_notify: 1 }).where('id', '=', caller.id).execute();
    const unbind = (language = 'zh-CN') =>
      server.app.inject({
        method: 'POST',
        url: '/prod-api/questline/userInfo/unbindEmail',
        headers: { ...bearer(caller.token), language },
      });
    expect((await unbind()).json()).toEqual({ code: 200, msg: '操作成功', data: null });
    const row = await server.database.db
      .selectFrom('users')
      .select(['email', 'email_notify'])
      .where('id', '=', caller.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: null, email_notify: 0 });
    expect((await unbind('en-US')).json()).toEqual({ code: 500, msg: 'You have not bound an e-mail address' });
  });
});
