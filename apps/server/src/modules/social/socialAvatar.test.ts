import type { SocialProvider } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/** Spec point 7 GET /{product}/userInfo/bindUserPhoto, point 3 "Avatar rule" (issue 8). */
describe('GET /questline/userInfo/bindUserPhoto', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  async function caller(bindings: { provider: SocialProvider; avatar: string }[] = []) {
    const user = await buildUser(server.database.db);
    for (const [index, binding] of bindings.entries()) {
      await server.database.db
        .insertInto('social_accounts')
        .values({
          user_id: user.id,
          provider: binding.provider,
          open_id: `open-${String(user.id)}-${String(index)}`,
          nick_name: 'hana',
          avatar: binding.avatar,
          create_time: new Date().toISOString(),
        })
        .execute();
    }
    return { id: user.id, token: await signIn(server.database.db, user.id) };
  }

  async function use(token: string, provider: string, language = 'zh-CN') {
    const response = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/userInfo/bindUserPhoto?provider=${provider}`,
      headers: { ...bearer(token), language },
    });
    return response.json();
  }

  it('makes the bound account picture the avatar, used as is by the avatar rule', async () => {
    const user = await caller([
      { provider: 'weichat', avatar: 'https://wx.example/hana.png' },
      { provider: 'qq', avatar: 'http://qq.example/hana.jpg' },
    ]);
    expect(await use(user.token, 'qq')).toEqual({
      code: 200,
      msg: '操作成功',
      data: { imgUrl: 'http://qq.example/hana.jpg' },
    });
    expect((await use(user.token, 'weichat')).data).toEqual({ imgUrl: 'https://wx.example/hana.png' });
    const info = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(user.token) });
    expect(info.json().data.user.avatar).toBe('https://wx.example/hana.png');
  });

  it('refuses a provider the caller has not bound, and leaves the avatar alone', async () => {
    const user = await caller([{ provider: 'weichat', avatar: 'https://wx.example/a.png' }]);
    expect(await use(user.token, 'qq')).toEqual({ code: 500, msg: '您还没有绑定该第三方账号，无法使用它的头像' });
    expect(await use(user.token, 'qq', 'en-US')).toEqual({
      code: 500,
      msg: 'No account of this kind is bound, so its avatar cannot be used',
    });
    const row = await server.database.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBe('');
  });

  it('refuses a bound account without a picture', async () => {
    const user = await caller([{ provider: 'qq', avatar: '' }]);
    expect(await use(user.token, 'qq', 'en-US')).toEqual({ code: 500, msg: 'This third-party account has no avatar' });
    expect((await use(user.token, 'qq')).msg).toBe('该第三方账号没有头像');
  });

  it('refuses an unknown provider and a caller without a session', async () => {
    const user = await caller();
    expect((await use(user.token, 'weibo')).code).toBe(500);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/prod-api/questline/userInfo/bindUserPhoto?provider=qq',
    });
    expect(anonymous.json().code).toBe(401);
  });
});
