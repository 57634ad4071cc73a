import type { UpdateLogEntry } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/** Issue 12: the portal's public calls and the platform administrator's update-log editing. */
describe('portal API', () => {
  let server: TestServer;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    server = await getTestServer({
      config: {
        portal: {
          groupQrCodes: ['/qr/group-one.png', '/qr/group-two.png'],
          contactEmail: 'sales@example.test',
          contactPhone: null,
          downloads: [],
        },
      },
    });
    const admin = await buildUser(server.database.db, { is_platform_admin: 1 });
    const user = await buildUser(server.database.db);
    adminToken = await signIn(server.database.db, admin.id);
    userToken = await signIn(server.database.db, user.id);
  });
  afterAll(() => server.close());

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; payload?: object; language?: string } = {},
  ): Promise<Answer<T>> {
    const response = await server.app.inject({
      method,
      url: `/prod-api${url}`,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: {
        language: options.language ?? 'zh-CN',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
    return response.json<Answer<T>>();
  }

  it('ships Questline’s own releases in both languages, years newest first, without a token', async () => {
    const zhYears = await call<number[]>('GET', '/register/updateLogYearList');
    expect(zhYears.code).toBe(200);
    expect(zhYears.data).toEqual([2026]);
    const zh = await call<UpdateLogEntry[]>('GET', '/register/updateLogInfoList?year=2026');
    const en = await call<UpdateLogEntry[]>('GET', '/register/updateLogInfoList?year=2026', { language: 'en-US' });
    expect(zh.data.map((entry) => entry.summary)).toContain('门户网站');
    expect(en.data.map((entry) => entry.summary)).toContain('The public site');
    expect(en.data.every((entry) => entry.locale === 'en')).toBe(true);
    expect(en.data.map((entry) => entry.day)).toEqual([...en.data.map((entry) => entry.day)].sort().reverse());
    const empty = await call<UpdateLogEntry[]>('GET', '/register/updateLogInfoList?year=2019');
    expect(empty.data).toEqual([]);
  });

  it('lets a platform administrator add, edit and delete entries, with the HTML sanitised', async () => {
    const added = await call<{ id: number }>('POST', '/register/updateLog', {
      token: adminToken,
      payload: {
        day: '2025-06-01',
        locale: 'en',
        summary: '  Older release  ',
        content: '<p onclick="steal()">Fixed <strong>things</strong></p><script>alert(1)</script>',
      },
    });
    expect(added.code).toBe(200);
    const years = await call<number[]>('GET', '/register/updateLogYearList', { language: 'en-US' });
    expect(years.data).toEqual([2026, 2025]);
    let list = await call<UpdateLogEntry[]>('GET', '/register/updateLogInfoList?year=2025', { language: 'en-US' });
    expect(list.data).toEqual([
      {
        id: added.data.id,
        day: '2025-06-01',
        locale: 'en',
        summary: 'Older release',
        content: '<p>Fixed <strong>things</strong></p>',
      },
    ]);

    const edited = await call('PUT', '/register/updateLog', {
      token: adminToken,
      payload: { id: added.data.id, day: '2025-07-02', locale: 'en', summary: 'Renamed', content: '<p>Body</p>' },
    });
    expect(edited.code).toBe(200);
    list = await call<UpdateLogEntry[]>('GET', '/register/updateLogInfoList?year=2025', { language: 'en-US' });
    expect(list.data[0]).toMatchObject({ day: '2025-07-02', summary: 'Renamed', content: '<p>Body</p>' });

    expect((await call('DELETE', `/register/updateLog/${added.data.id}`, { token: adminToken })).code).toBe(200);
    list = await call<UpdateLogEntry[]>('GET', '/register/updateLogInfoList?year=2025', { language: 'en-US' });
    expect(list.data).toEqual([]);
    expect((await call('DELETE', `/register/updateLog/${added.data.id}`, { token: adminToken })).code).toBe(404);
  });

  it('refuses editing to visitors and ordinary users, and changes nothing', async () => {
    const payload = { day: '2024-01-01', locale: 'zh', summary: '不该出现', content: '<p>x</p>' };
    expect((await call('POST', '/register/updateLog', { payload })).code).toBe(401);
    expect((await call('POST', '/register/updateLog', { token: userToken, payload })).code).toBe(403);
    expect((await call('DELETE', '/register/updateLog/1', { token: userToken })).code).toBe(403);
    const years = await call<number[]>('GET', '/register/updateLogYearList');
    expect(years.data).not.toContain(2024);
  });

  it('answers bad entries with a localised message and stores nothing', async () => {
    const cases = [
      [{ day: '2026-02-30', summary: 'x', content: '<p>x</p>' }, '日期不正确'],
      [{ day: '2026-03-01', summary: '   ', content: '<p>x</p>' }, '摘要不能为空'],
      [{ day: '2026-03-01', summary: 'x', content: '<script>alert(1)</script>' }, '内容不能为空'],
      [{ day: '2026-03-01', summary: '长'.repeat(201), content: '<p>x</p>' }, '摘要不能超过 200 个字'],
    ] as const;
    for (const [fields, message] of cases) {
      const answer = await call('POST', '/register/updateLog', {
        token: adminToken,
        payload: { locale: 'zh', ...fields },
      });
      expect(answer.code, message).toBe(500);
      expect(answer.msg).toBe(message);
    }
    const english = await call('POST', '/register/updateLog', {
      token: adminToken,
      language: 'en-US',
      payload: { day: '2026-03-01', locale: 'en', summary: '', content: '<p>x</p>' },
    });
    expect(english.msg).toBe('The summary is required');
    const missing = await call('PUT', '/register/updateLog', {
      token: adminToken,
      payload: { id: 999_999, day: '2026-03-01', locale: 'zh', summary: 'x', content: '<p>x</p>' },
    });
    expect(missing.code).toBe(404);
    const march = await call<UpdateLogEntry[]>('GET', '/register/updateLogInfoList?year=2026');
    expect(march.data.some((entry) => entry.day === '2026-03-01')).toBe(false);
  });

  it('answers the group QR codes, contact and downloads from the configuration, without a token', async () => {
    const qr = await call<{ configValue: string[] }>('GET', '/anonymous/interface/getWeChatGroupQRCode');
    expect(qr.data.configValue).toEqual(['/qr/group-one.png', '/qr/group-two.png']);
    const contact = await call('GET', '/anonymous/interface/portalContact');
    expect(contact.data).toEqual({ email: 'sales@example.test', phone: null, image: null });
    const downloads = await call<{ name: string; version: string; date: string; url: string | null }[]>(
      'GET',
      '/anonymous/interface/downloadList',
    );
    expect(downloads.data).toHaveLength(1);
    expect(downloads.data[0]).toMatchObject({ name: 'Questline', version: '0.1.0', url: null });
    expect(downloads.data[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the hosted edition and offers no social sign-in whose app is not configured (issue 38)', async () => {
    const installation = await call('GET', '/anonymous/interface/installation');
    expect(installation.data).toEqual({ edition: 'saas', socialLogins: [], smsTexted: false, mailConfigured: false });
  });
});
