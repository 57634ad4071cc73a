import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/** Spec point 3 "Session/user": the user-info response. */
describe('GET /getInfo', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  it('returns the caller, their plan by name in their language, roles and permissions', async () => {
    const user = await buildUser(server.database.db, { nick_name: '小明', phone: '13800000000', version_code: 2 });
    const token = await signIn(server.database.db, user.id);
    const zh = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(token) });
    expect(zh.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        user: { userId: user.id, userName: user.userName, nickName: '小明', avatar: '', phonenumber: '13800000000' },
        version: { versionCode: 2, versionName: '专业版', endTime: null },
        roles: ['common'],
        permissions: [],
        addresses: { postApi: '', netDisk: '', netShare: '', aiChat: '', imageService: '', im: '' },
        edition: 'saas',
        bindPhoneRequired: false,
        demo: false,
      },
    });
    const en = await server.app.inject({
      method: 'GET',
      url: '/prod-api/getInfo',
      headers: { ...bearer(token), 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().data.version.versionName).toBe('Professional');
  });

  it('passes on the configured service addresses (spec point 3)', async () => {
    const addresses = {
      postApi: 'https://post.example.com',
      netDisk: 'https://disk.example.com',
      netShare: 'https://share.example.com',
      aiChat: 'https://chat.example.com',
      imageService: 'https://images.example.com',
      im: 'https://chat.example.com/questline',
    };
    const configured = await getTestServer({ config: { addresses } });
    try {
      const user = await buildUser(configured.database.db);
      const response = await configured.app.inject({
        method: 'GET',
        url: '/prod-api/getInfo',
        headers: bearer(await signIn(configured.database.db, user.id)),
      });
      expect(response.json().data.addresses).toEqual(addresses);
    } finally {
      await configured.close();
    }
  });

  it('answers an empty phone number for a user who has not bound one', async () => {
    const user = await buildUser(server.database.db, { phone: null });
    const response = await server.app.inject({
      method: 'GET',
      url: '/prod-api/getInfo',
      headers: bearer(await signIn(server.database.db, user.id)),
    });
    expect(response.json().data.user.phonenumber).toBe('');
    expect(response.json().data.bindPhoneRequired).toBe(true);
  });

  it('asks only phone-registered accounts to bind a phone (ADR 0108)', async () => {
    for (const joinedBy of ['link', 'email', 'admin'] as const) {
      const user = await buildUser(server.database.db, { phone: null, joined_by: joinedBy });
      const response = await server.app.inject({
        method: 'GET',
        url: '/prod-api/getInfo',
        headers: bearer(await signIn(server.database.db, user.id)),
      });
      expect(response.json().data.bindPhoneRequired, joinedBy).toBe(false);
    }
  });
});
