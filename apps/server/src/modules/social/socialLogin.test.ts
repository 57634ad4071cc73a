import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSocial, authorizeAs, fakeSocialProvider } from '../../test/fakeSocial';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/**
 * Issue 3 "Social login with WeChat and QQ" against the local fake provider; spec point 6 "QQ and
 * WeChat login need a phone-registered account first", point 3 "The social login response holds an
 * optional data.token".
 */
describe('social sign-in', () => {
  let server: TestServer;
  let fake: FakeSocial;
  // Sessions are checked against the real time, so the test clock starts there.
  let clock = new Date();

  beforeAll(async () => {
    const provider = await fakeSocialProvider();
    fake = provider.fake;
    server = await getTestServer({ config: provider.config, now: () => clock });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const loginUrl = async (type: string, language = 'zh-CN') =>
    server.app.inject({ method: 'GET', url: `/prod-api/register/socialLoginUrl?type=${type}`, headers: { language } });
  const callback = (path: string, at: URL, language = 'zh-CN') =>
    server.app.inject({
      method: 'GET',
      url: `/prod-api/register/${path}?code=${encodeURIComponent(at.searchParams.get('code') ?? '')}&state=${encodeURIComponent(at.searchParams.get('state') ?? '')}`,
      headers: { language },
    });
  const authorized = async (type: 'weichat' | 'qq', identity: string) =>
    authorizeAs((await loginUrl(type)).json().data.url, identity);
  const bindDirectly = async (userId: number, provider: 'weichat' | 'qq', openId: string) =>
    server.database.db
      .insertInto('social_accounts')
      .values({
        user_id: userId,
        provider,
        open_id: openId,
        nick_name: '',
        avatar: '',
        create_time: clock.toISOString(),
      })
      .execute();

  it('socialLoginUrl answers the WeChat QR-connect address with app id, callback, scope and state', async () => {
    const response = await loginUrl('weichat');
    expect(response.json().code).toBe(200);
    const url = new URL(response.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/connect/qrconnect`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx-app',
      redirect_uri: 'http://questline.test/back/weichat',
      response_type: 'code',
      scope: 'snsapi_login',
      state: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('socialLoginUrl answers the QQ authorize address with client id, callback and state', async () => {
    const url = new URL((await loginUrl('qq')).json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'qq-app',
      redirect_uri: 'http://questline.test/back/qq',
      state: expect.stringMatching(/^[\w-]{32}$/),
    });
  });

  it('refuses an unknown provider type', async () => {
    expect((await loginUrl('github', 'en-US')).json()).toEqual({
      code: 500,
      msg: 'Invalid input: type has a value that is not allowed',
    });
  });

  it('answers the WeChat nickname and no token for an account bound to nobody', async () => {
    const at = await authorized('weichat', 'nobody');
    expect(at.pathname).toBe('/back/weichat');
    expect((await callback('loginWeichat', at)).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { socialNickName: 'nobody' },
    });
    expect(fake.received).toContainEqual({
      endpoint: 'token',
      provider: 'weichat',
      appId: 'wx-app',
      secret: 'wx-secret',
    });
  });

  it('signs in a phone-registered user bound to the WeChat account, refreshing its nickname', async () => {
    const user = await buildUser(server.database.db, { phone: '13900000011' });
    await bindDirectly(user.id, 'weichat', 'wx_bob');
    const response = await callback('loginWeichat', await authorized('weichat', 'bob'));
    const token = response.json().data.token as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(response.json().data.socialNickName).toBeUndefined();
    const info = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(token) });
    expect(info.json().data.user.userId).toBe(user.id);
    const account = await server.database.db
      .selectFrom('social_accounts')
      .select(['nick_name', 'avatar'])
      .where('open_id', '=', 'wx_bob')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ nick_name: 'bob', avatar: `${fake.url}/avatar/bob.png` });
  });

  it('signs in with QQ through token, me and get_user_info', async () => {
    const user = await buildUser(server.database.db, { phone: '13900000012' });
    await bindDirectly(user.id, 'qq', 'qq_carol');
    const at = await authorized('qq', 'carol');
    expect(at.pathname).toBe('/back/qq');
    const token = (await callback('loginQQ', at)).json().data.token as string;
    const info = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(token) });
    expect(info.json().data.user.userId).toBe(user.id);
    expect(fake.received).toContainEqual({ endpoint: 'token', provider: 'qq', appId: 'qq-app', secret: 'qq-key' });
    expect((await callback('loginQQ', await authorized('qq', 'dave'))).json().data).toEqual({ socialNickName: 'dave' });
  });

  it('gives no token when the bound user has no phone yet (spec point 6)', async () => {
    const user = await buildUser(server.database.db, { phone: null });
    await bindDirectly(user.id, 'weichat', 'wx_erin');
    expect((await callback('loginWeichat', await authorized('weichat', 'erin'))).json().data).toEqual({
      socialNickName: 'erin',
    });
  });

  it('uses a state once, only for its provider and purpose, and only for 10 minutes', async () => {
    const invalid = { code: 500, msg: 'The authorisation has expired, please start again' };
    const at = await authorized('weichat', 'frank');
    expect((await callback('loginWeichat', at)).json().code).toBe(200);
    expect((await callback('loginWeichat', at, 'en-US')).json()).toEqual(invalid);
    expect((await callback('loginQQ', await authorized('weichat', 'frank'), 'en-US')).json()).toEqual(invalid);

    const late = await authorized('weichat', 'frank');
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await callback('loginWeichat', late, 'en-US')).json()).toEqual(invalid);

    const forged = new URL('http://questline.test/back/weichat?code=x&state=made-up');
    expect((await callback('loginWeichat', forged)).json().msg).toBe('授权已失效，请重新发起授权');
  });

  it('refuses with a generic message when the provider rejects the code', async () => {
    const at = await authorized('weichat', 'gina');
    const login = await loginUrl('weichat');
    const reused = new URL(at);
    reused.searchParams.set('state', new URL(login.json().data.url).searchParams.get('state') ?? '');
    expect((await callback('loginWeichat', at)).json().code).toBe(200);
    // The code was used once already: WeChat answers {errcode: 40029}.
    expect((await callback('loginWeichat', reused, 'en-US')).json()).toEqual({
      code: 500,
      msg: 'The third-party authorisation failed, please try again later',
    });
    const qq = await authorized('qq', 'gina');
    qq.searchParams.set('code', 'forged');
    expect((await callback('loginQQ', qq)).json().msg).toBe('第三方授权失败，请稍后重试');
  });

  it('requires code and state', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/prod-api/register/loginWeichat?code=abc',
      headers: { language: 'en-US' },
    });
    expect(response.json()).toEqual({ code: 500, msg: 'Invalid input: state is required' });
  });
});

describe('social sign-in when a provider is not configured or unreachable', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({
      config: {
        wechat: { appId: '', appSecret: '', authorizeUrl: 'http://127.0.0.1:1/qr', apiBase: 'http://127.0.0.1:1' },
        qq: {
          appId: 'qq-app',
          appSecret: 'k',
          authorizeUrl: 'http://127.0.0.1:1/authorize',
          apiBase: 'http://127.0.0.1:1',
        },
      },
    });
  });
  afterAll(() => server.close());

  it('answers "not configured" for a provider without an app id, in the caller language', async () => {
    const get = (url: string, language: string) =>
      server.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: { language } });
    expect((await get('/register/socialLoginUrl?type=weichat', 'en-US')).json()).toEqual({
      code: 500,
      msg: 'WeChat sign-in is not configured, please contact the administrator',
    });
    expect((await get('/register/loginWeichat?code=a&state=b', 'zh-CN')).json()).toEqual({
      code: 500,
      msg: '微信登录未配置，请联系管理员',
    });
    const token = await signIn(server.database.db, (await buildUser(server.database.db)).id);
    const bind = await server.app.inject({
      method: 'GET',
      url: '/prod-api/questline/userInfo/socialBindUrl?type=weichat',
      headers: { ...bearer(token), language: 'en-US' },
    });
    expect(bind.json().msg).toBe('WeChat sign-in is not configured, please contact the administrator');
  });

  it('answers a generic failure when the provider cannot be reached', async () => {
    const url = new URL(
      (await server.app.inject({ method: 'GET', url: '/prod-api/register/socialLoginUrl?type=qq' })).json().data.url,
    );
    const response = await server.app.inject({
      method: 'GET',
      url: `/prod-api/register/loginQQ?code=c&state=${url.searchParams.get('state') ?? ''}`,
      headers: { language: 'en-US' },
    });
    expect(response.json()).toEqual({ code: 500, msg: 'The third-party authorisation failed, please try again later' });
  });
});

describe('social sign-in with QQ not configured', () => {
  it('answers the QQ "not configured" message', async () => {
    const server = await getTestServer();
    try {
      const response = await server.app.inject({
        method: 'GET',
        url: '/prod-api/register/socialLoginUrl?type=qq',
        headers: { language: 'en-US' },
      });
      expect(response.json()).toEqual({
        code: 500,
        msg: 'QQ sign-in is not configured, please contact the administrator',
      });
    } finally {
      await server.close();
    }
  });
});
