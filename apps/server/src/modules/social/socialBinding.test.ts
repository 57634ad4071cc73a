import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSocial, authorizeAs, fakeSocialProvider } from '../../test/fakeSocial';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/**
 * Issue 3 "bind/unbind ... WeChat and QQ; third-party authorisations list and cancel"; spec point 6
 * "Bindings", point 7 bindingUserWeichat, bindingUserQQ, getEmpower, cancelEmpower/{id}.
 */
describe('social bindings', () => {
  let server: TestServer;
  let fake: FakeSocial;

  beforeAll(async () => {
    const provider = await fakeSocialProvider();
    fake = provider.fake;
    server = await getTestServer({ config: provider.config });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const newCaller = async () => {
    const user = await buildUser(server.database.db);
    return { id: user.id, token: await signIn(server.database.db, user.id) };
  };
  const call = (token: string, method: 'GET' | 'POST', url: string, language = 'en-US') =>
    server.app.inject({ method, url: `/prod-api/questline/${url}`, headers: { ...bearer(token), language } });
  const authorizedBind = async (token: string, type: 'weichat' | 'qq', identity: string) =>
    authorizeAs((await call(token, 'GET', `userInfo/socialBindUrl?type=${type}`)).json().data.url, identity);
  const bindCall = (token: string, type: 'weichat' | 'qq', at: URL, language = 'en-US') =>
    call(
      token,
      'GET',
      `userInfo/bindingUser${type === 'weichat' ? 'Weichat' : 'QQ'}?code=${at.searchParams.get('code') ?? ''}&state=${at.searchParams.get('state') ?? ''}`,
      language,
    );
  const bindAs = async (token: string, type: 'weichat' | 'qq', identity: string, language = 'en-US') =>
    bindCall(token, type, await authorizedBind(token, type, identity), language);

  it('socialBindUrl sends the provider back to the callback page with bind=1', async () => {
    const caller = await newCaller();
    const response = await call(caller.token, 'GET', 'userInfo/socialBindUrl?type=qq');
    const url = new URL(response.json().data.url);
    expect(url.searchParams.get('redirect_uri')).toBe('http://questline.test/back/qq?bind=1');
    const wechat = new URL((await call(caller.token, 'GET', 'userInfo/socialBindUrl?type=weichat')).json().data.url);
    expect(wechat.searchParams.get('redirect_uri')).toBe('http://questline.test/back/weichat?bind=1');
    const back = await authorizeAs(wechat.toString(), 'zed');
    expect(back.pathname).toBe('/back/weichat');
    expect(back.searchParams.get('bind')).toBe('1');
  });

  it('binds WeChat and QQ accounts, lists them, shows them in the profile and lets them sign in', async () => {
    const caller = await newCaller();
    expect((await bindAs(caller.token, 'weichat', 'hana')).json()).toEqual({ code: 200, msg: 'Success', data: null });
    expect((await bindAs(caller.token, 'qq', 'hana')).json().code).toBe(200);

    const list = (await call(caller.token, 'GET', 'getEmpower')).json();
    expect(list.code).toBe(200);
    expect(list.data).toEqual([
      {
        id: expect.any(Number),
        type: 'weichat',
        nickName: 'hana',
        avatar: `${fake.url}/avatar/hana.png`,
        createTime: expect.any(String),
      },
      {
        id: expect.any(Number),
        type: 'qq',
        nickName: 'hana',
        avatar: `${fake.url}/avatar/hana.png`,
        createTime: expect.any(String),
      },
    ]);
    const profile = (await call(caller.token, 'GET', 'center/getUserInfo')).json().data;
    expect(profile).toMatchObject({ wechatBound: true, qqBound: true });

    const login = new URL(
      (await server.app.inject({ method: 'GET', url: '/prod-api/register/socialLoginUrl?type=weichat' })).json().data
        .url,
    );
    const at = await authorizeAs(login.toString(), 'hana');
    const signedIn = await server.app.inject({
      method: 'GET',
      url: `/prod-api/register/loginWeichat?code=${at.searchParams.get('code') ?? ''}&state=${at.searchParams.get('state') ?? ''}`,
    });
    expect(typeof signedIn.json().data.token).toBe('string');
  });

  it('binding the same account again only refreshes it', async () => {
    const caller = await newCaller();
    await bindAs(caller.token, 'weichat', 'ivan');
    expect((await bindAs(caller.token, 'weichat', 'ivan')).json().code).toBe(200);
    expect((await call(caller.token, 'GET', 'getEmpower')).json().data).toHaveLength(1);
  });

  it('refuses a social account bound to another user', async () => {
    const owner = await newCaller();
    await bindAs(owner.token, 'weichat', 'jack');
    const other = await newCaller();
    expect((await bindAs(other.token, 'weichat', 'jack')).json()).toEqual({
      code: 500,
      msg: 'This third-party account is bound to another user',
    });
    expect((await bindAs(other.token, 'weichat', 'jack', 'zh-CN')).json().msg).toBe('该第三方账号已绑定其他用户');
    expect((await call(other.token, 'GET', 'getEmpower')).json().data).toEqual([]);
  });

  it('refuses a second account of the same provider until the first is cancelled', async () => {
    const caller = await newCaller();
    await bindAs(caller.token, 'qq', 'kate');
    expect((await bindAs(caller.token, 'qq', 'kate2')).json()).toEqual({
      code: 500,
      msg: 'You have already bound an account of this kind; cancel that authorisation first',
    });
    const [entry] = (await call(caller.token, 'GET', 'getEmpower')).json().data as { id: number }[];
    expect((await call(caller.token, 'POST', `cancelEmpower/${entry?.id}`)).json()).toEqual({
      code: 200,
      msg: 'Success',
      data: null,
    });
    expect((await bindAs(caller.token, 'qq', 'kate2')).json().code).toBe(200);
  });

  it('refuses a binding whose state was issued to another user or for sign-in', async () => {
    const first = await newCaller();
    const second = await newCaller();
    const at = await authorizedBind(first.token, 'weichat', 'leo');
    expect((await bindCall(second.token, 'weichat', at)).json()).toEqual({
      code: 500,
      msg: 'The authorisation has expired, please start again',
    });
    const loginState = new URL(
      (await server.app.inject({ method: 'GET', url: '/prod-api/register/socialLoginUrl?type=weichat' })).json().data
        .url,
    );
    const forLogin = await authorizeAs(loginState.toString(), 'leo');
    expect((await bindCall(first.token, 'weichat', forLogin)).json().msg).toBe(
      'The authorisation has expired, please start again',
    );
  });

  it('cancelEmpower removes only the caller own entries; anyone else gets 404 and nothing changes', async () => {
    const owner = await newCaller();
    await bindAs(owner.token, 'weichat', 'mia');
    const [entry] = (await call(owner.token, 'GET', 'getEmpower')).json().data as { id: number }[];
    const stranger = await newCaller();
    expect((await call(stranger.token, 'POST', `cancelEmpower/${entry?.id}`)).json()).toEqual({
      code: 404,
      msg: 'The resource does not exist',
    });
    expect((await call(owner.token, 'GET', 'getEmpower')).json().data).toHaveLength(1);
    expect((await call(owner.token, 'POST', 'cancelEmpower/999999')).json().code).toBe(404);
    expect((await call(owner.token, 'POST', 'cancelEmpower/abc')).json()).toEqual({
      code: 500,
      msg: 'Invalid input: id must be a number',
    });
    expect((await call(owner.token, 'POST', `cancelEmpower/${entry?.id}`)).json().code).toBe(200);
    expect((await call(owner.token, 'GET', 'getEmpower')).json().data).toEqual([]);
    expect((await call(owner.token, 'GET', 'center/getUserInfo')).json().data.wechatBound).toBe(false);
  });

  it('every binding call answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', 'userInfo/socialBindUrl?type=qq'],
      ['GET', 'userInfo/bindingUserWeichat?code=a&state=b'],
      ['GET', 'userInfo/bindingUserQQ?code=a&state=b'],
      ['GET', 'getEmpower'],
      ['POST', 'cancelEmpower/1'],
    ] as const) {
      const response = await server.app.inject({ method, url: `/prod-api/questline/${url}` });
      expect(response.json().code, url).toBe(401);
    }
  });
});
