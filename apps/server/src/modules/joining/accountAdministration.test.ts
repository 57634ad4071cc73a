import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { solveCaptcha } from '../../test/captcha';
import { prodApi } from '../../test/api';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 38 point 2 (ADR 0108): the platform administrator makes an account and hands over a set-password link. */
describe('accounts made by the platform administrator', () => {
  let server: TestServer;
  let clock = new Date('2026-05-01T08:00:00.000Z');
  let root: string;
  let plain: string;
  beforeAll(async () => {
    server = await getTestServer({ now: () => clock, config: { publicUrl: 'https://q.example' } });
    const long = { ttlMs: 10 * 365 * 86_400_000, now: clock };
    root = await signIn(
      server.database.db,
      (await buildUser(server.database.db, { is_platform_admin: 1, phone: null })).id,
      long,
    );
    plain = await signIn(server.database.db, (await buildUser(server.database.db)).id, long);
  });
  afterAll(() => server.close());

  const call: ReturnType<typeof prodApi> = (...args) => prodApi(server)(...args);
  const createAccount = (payload: object, token = root) => call('POST', '/admin/users/create', { token, payload });
  const tokenOf = (url: string) => url.split('/setPassword/')[1] ?? '';
  const setPassword = (token: string, password = 'chosen-pass1') =>
    call('POST', '/register/passwordLink/set', { payload: { token, password, confirmPassword: password } });
  const signInWith = async (username: string, password: string) =>
    call('POST', '/register/login', { payload: { username, password, ...(await solveCaptcha(server)) } });

  it('makes an account without a password whose one-time link sets it and signs its holder in', async () => {
    const created = await createAccount({ nickName: 'Grace', userName: 'grace.h', email: 'Grace@Example.com' });
    expect(created).toMatchObject({ code: 200, data: { userName: 'grace.h' } });
    expect(created.data.passwordLink.url).toMatch(/^https:\/\/q\.example\/setPassword\/[A-Za-z0-9_-]{43}$/);
    expect(created.data.passwordLink.expireTime).toBe('2026-05-04T08:00:00.000Z');
    const token = tokenOf(created.data.passwordLink.url);
    expect((await call('GET', `/register/passwordLink?token=${token}`)).data).toEqual({
      state: 'live',
      userName: 'grace.h',
      nickName: 'Grace',
    });
    expect((await signInWith('grace.h', 'chosen-pass1')).code).toBe(500);

    const signedIn = await setPassword(token);
    expect(signedIn).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    const info = await call('GET', '/getInfo', { token: signedIn.data.token });
    expect(info.data).toMatchObject({ user: { userName: 'grace.h', nickName: 'Grace' }, bindPhoneRequired: false });
    expect((await signInWith('grace.h', 'chosen-pass1')).code).toBe(200);
    expect((await signInWith('grace@example.com', 'chosen-pass1')).code).toBe(200);

    expect(await setPassword(token, 'another-pass')).toEqual({
      code: 500,
      msg: 'This link has expired or was already used; ask the administrator for a new one',
    });
    expect((await call('GET', `/register/passwordLink?token=${token}`)).data.state).toBe('used');
  });

  it('lets a new link replace the last one, and a link lapse after 72 hours', async () => {
    const created = await createAccount({ nickName: 'Lin', userName: 'lin.w' });
    const first = tokenOf(created.data.passwordLink.url);
    const again = await call('POST', '/admin/users/passwordLink', {
      token: root,
      payload: { userId: created.data.userId },
    });
    expect((await setPassword(first)).code).toBe(500);
    const second = tokenOf(again.data.url);
    clock = new Date(clock.getTime() + 72 * 3_600_000);
    expect((await call('GET', `/register/passwordLink?token=${second}`)).data.state).toBe('expired');
    expect((await setPassword(second)).code).toBe(500);
    expect((await call('POST', '/admin/users/passwordLink', { token: root, payload: { userId: 999_999 } })).code).toBe(
      404,
    );
  });

  it('refuses a missing, malformed or taken name in the caller language and makes nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await createAccount({ nickName: 'X' })).toEqual({
      code: 500,
      msg: 'Give a user name, an e-mail address, or both',
    });
    expect(
      (await call('POST', '/admin/users/create', { token: root, payload: { nickName: 'X' }, language: 'zh-CN' })).msg,
    ).toBe('请至少填写用户名或邮箱其中一项');
    expect((await createAccount({ nickName: 'X', userName: '1abc' })).code).toBe(500);
    expect(await createAccount({ nickName: 'X', email: 'bad@' })).toEqual({
      code: 500,
      msg: 'The e-mail address is invalid',
    });
    expect((await createAccount({ nickName: 'X', userName: 'okname', phonenumber: '123' })).code).toBe(500);
    expect((await createAccount({ nickName: 'X', userName: 'GRACE.H' })).msg).toBe(
      'This user name or e-mail address is already in use; choose another or sign in',
    );
    expect((await createAccount({ nickName: 'X', userName: 'someone', email: 'grace@example.com' })).code).toBe(500);
    expect(await count()).toBe(before);
  });

  it('lists accounts for the administrator only, found by name', async () => {
    const list = await call('GET', '/admin/users/list?pageNum=1&pageSize=10&keyword=GRACE', { token: root });
    expect(list).toMatchObject({ code: 200, total: 1 });
    expect(list.rows[0]).toMatchObject({
      userName: 'grace.h',
      joinedBy: 'admin',
      hasPassword: true,
      email: 'grace@example.com',
    });
    const everyone = await call('GET', '/admin/users/list', { token: root });
    expect(everyone).toMatchObject({ code: 200, total: expect.any(Number) });
    expect(everyone.rows.length).toBeGreaterThan(1);
    expect((await call('GET', '/admin/users/list', { token: plain })).code).toBe(403);
    expect((await createAccount({ nickName: 'Y', userName: 'yname' }, plain)).code).toBe(403);
    expect((await call('GET', '/admin/users/list')).code).toBe(401);
  });
});
