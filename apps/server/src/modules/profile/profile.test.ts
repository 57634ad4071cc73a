import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/** Issue 3 "Personal centre": profile (spec point 7 center/getUserInfo, center/updateUser; point 6 bindings). */
describe('personal centre profile', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  it('GET center/getUserInfo answers the profile with e-mail and social bindings (spec points 3, 6)', async () => {
    const user = await buildUser(server.database.db, {
      nick_name: 'Ann',
      phone: '13800000001',
      email: 'ann@example.com',
      introduction: 'Tester',
      create_time: '2026-01-02T03:04:05.000Z',
    });
    await server.database.db
      .insertInto('social_accounts')
      .values({
        user_id: user.id,
        provider: 'qq',
        open_id: 'q1',
        nick_name: 'ann',
        avatar: '',
        create_time: '2026-01-03T00:00:00.000Z',
      })
      .execute();
    const token = await signIn(server.database.db, user.id);
    const response = await server.app.inject({
      method: 'GET',
      url: '/prod-api/questline/center/getUserInfo',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        userId: user.id,
        userName: user.userName,
        nickName: 'Ann',
        avatar: '',
        phonenumber: '13800000001',
        email: 'ann@example.com',
        introduction: 'Tester',
        createTime: '2026-01-02T03:04:05.000Z',
        wechatBound: false,
        qqBound: true,
      },
    });
  });

  it('answers empty strings for a user without phone or e-mail', async () => {
    const user = await buildUser(server.database.db, { phone: null });
    const response = await server.app.inject({
      method: 'GET',
      url: '/prod-api/questline/center/getUserInfo',
      headers: bearer(await signIn(server.database.db, user.id)),
    });
    expect(response.json().data).toMatchObject({ phonenumber: '', email: '', wechatBound: false, qqBound: false });
  });

  it('POST center/updateUser changes nick name and introduction', async () => {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id);
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/center/updateUser',
      headers: bearer(token),
      payload: { nickName: '  小红  ', introduction: '测试工程师' },
    });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: null });
    const row = await server.database.db
      .selectFrom('users')
      .select(['nick_name', 'introduction'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ nick_name: '小红', introduction: '测试工程师' });
  });

  it('refuses an empty or too long nick name and a too long introduction, changing nothing', async () => {
    const user = await buildUser(server.database.db, { nick_name: 'Keep' });
    const token = await signIn(server.database.db, user.id);
    const post = (payload: object) =>
      server.app.inject({
        method: 'POST',
        url: '/prod-api/questline/center/updateUser',
        headers: { ...bearer(token), language: 'en-US' },
        payload,
      });
    expect((await post({ nickName: '   ' })).json()).toEqual({
      code: 500,
      msg: 'Invalid input: nickName must be at least 1 long',
    });
    expect((await post({ nickName: 'x'.repeat(31) })).json().msg).toBe(
      'Invalid input: nickName must be at most 30 long',
    );
    expect((await post({ nickName: 'ok', introduction: 'x'.repeat(201) })).json().msg).toBe(
      'Invalid input: introduction must be at most 200 long',
    );
    expect((await post({ nickName: 'ok', avatar: 'x' })).json().msg).toBe('Invalid input: Unknown field(s): avatar');
    const row = await server.database.db
      .selectFrom('users')
      .select('nick_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.nick_name).toBe('Keep');
  });

  it('every personal-centre call answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/prod-api/questline/center/getUserInfo'],
      ['POST', '/prod-api/questline/center/updateUser'],
      ['POST', '/prod-api/questline/center/avatar'],
      ['POST', '/prod-api/questline/userInfo/sendBindEmailCode'],
      ['GET', '/prod-api/questline/userInfo/bindUserEmail'],
      ['POST', '/prod-api/questline/userInfo/unbindEmail'],
      ['GET', '/prod-api/questline/userswitch/getUserEmailSwitch'],
      ['GET', '/prod-api/questline/userswitch/openEmail'],
      ['GET', '/prod-api/questline/userswitch/closEmail'],
      ['GET', '/prod-api/questline/trialTime/getUserTrialTime'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.json().code, url).toBe(401);
    }
  });
});
