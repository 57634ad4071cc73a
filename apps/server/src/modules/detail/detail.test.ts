import {
  ANNOUNCEMENT_PATHS,
  type Announcement,
  RECORD_ID_MAX,
  DETAIL_PATH,
  type DetailType,
  type PublicDetail,
  RESOURCE_PATHS,
  ResultCode,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../test/api';
import { type TestServer, getTestServer } from '../../test/server';
import { type StorePerson, resourceKit } from '../resources/testKit.fixture';

type Language = 'zh-CN' | 'en-US';

/**
 * Issue 39, ADR 0120: GET anonymous/detail answers a public announcement, update-log entry or resource to anyone,
 * signed in or not, and one identical not-found for whatever is missing or not public.
 */
describe('public detail', () => {
  let server: TestServer;
  let kit: ReturnType<typeof resourceKit>;
  let admin: StorePerson;
  let reader: StorePerson;

  beforeAll(async () => {
    server = await getTestServer();
    kit = resourceKit(server, () => new Date());
    admin = await kit.admin();
    reader = await kit.person();
  });
  afterAll(() => server.close());

  /** The whole answer (HTTP status and body), so two refusals can be compared as the client receives them. */
  const ask = async (query: Record<string, string>, options: { token?: string; language?: Language } = {}) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/prod-api${DETAIL_PATH}`,
      query,
      headers: {
        language: options.language ?? 'en-US',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
    return { status: response.statusCode, body: response.json<Answer<PublicDetail>>() };
  };
  const detail = (type: DetailType, id: number, options: { token?: string; language?: Language } = {}) =>
    ask({ type, id: String(id) }, options);

  const notFound = {
    'en-US': { status: 200, body: { code: ResultCode.notFound, msg: 'This item does not exist or is not public' } },
    'zh-CN': { status: 200, body: { code: ResultCode.notFound, msg: '内容不存在或未公开' } },
  };
  /** Signed out and signed in, in both languages: the very same not-found. */
  const expectNotFound = async (type: DetailType, id: number) => {
    for (const language of ['en-US', 'zh-CN'] as const) {
      expect(await detail(type, id, { language }), `${type} ${String(id)} ${language}`).toEqual(notFound[language]);
      expect(await detail(type, id, { language, token: reader.token })).toEqual(notFound[language]);
    }
  };
  /** Signed out and signed in, the same object. */
  const expectReadable = async (type: DetailType, id: number): Promise<PublicDetail> => {
    const signedOut = await detail(type, id);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body.code).toBe(ResultCode.ok);
    expect(await detail(type, id, { token: reader.token, language: 'zh-CN' })).toMatchObject({
      body: { code: ResultCode.ok, data: signedOut.body.data },
    });
    return signedOut.body.data;
  };

  const announcementCall = async (path: string, payload: object) => {
    const answer = await kit.call<Announcement>('POST', path, { token: admin.token, payload });
    expect(answer.code, answer.msg).toBe(ResultCode.ok);
    return answer.data;
  };

  it('answers a published announcement to anyone, sanitised, and no draft, withdrawn or deleted one', async () => {
    const draft = await announcementCall(ANNOUNCEMENT_PATHS.add, {
      noticeTitle: 'Maintenance tonight',
      noticeContent: '<p>From <b>22:00</b></p>',
    });
    const id = draft.announcementId;
    await expectNotFound('announcement', id);

    const published = await announcementCall(ANNOUNCEMENT_PATHS.publish, { announcementId: id });
    expect(await expectReadable('announcement', id)).toEqual({
      type: 'announcement',
      id,
      title: 'Maintenance tonight',
      publishTime: published.publishTime,
      body: '<p>From <b>22:00</b></p>',
    });

    await announcementCall(ANNOUNCEMENT_PATHS.withdraw, { announcementId: id });
    await expectNotFound('announcement', id);
    await announcementCall(ANNOUNCEMENT_PATHS.publish, { announcementId: id });
    await announcementCall(ANNOUNCEMENT_PATHS.remove, { announcementId: id });
    await expectNotFound('announcement', id);
  });

  it('sanitises the body again on the way out, whatever the row holds', async () => {
    const time = new Date().toISOString();
    const row = await server.database.db
      .insertInto('announcements')
      .values({
        title: 'Written before the rule',
        content: '<p onclick="steal()">Hi<script>alert(1)</script><img src="https://evil.test/x.png"></p>',
        status: 1,
        publish_time: time,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await expectReadable('announcement', row.id)).toMatchObject({ body: '<p>Hi</p>' });
  });

  it('answers any update-log entry, in the language it was written, until it is deleted', async () => {
    const added = await kit.call<{ id: number }>('POST', '/register/updateLog', {
      token: admin.token,
      payload: { day: '2026-03-02', locale: 'en', summary: 'Detail page', content: '<p>Links that <em>open</em></p>' },
    });
    expect(added.code, added.msg).toBe(ResultCode.ok);
    const id = added.data.id;
    // A zh reader opening a link to an English entry still reads it (expectReadable asks in zh signed in).
    expect(await expectReadable('updateLog', id)).toEqual({
      type: 'updateLog',
      id,
      title: 'Detail page',
      day: '2026-03-02',
      locale: 'en',
      body: '<p>Links that <em>open</em></p>',
    });
    const removed = await kit.call('DELETE', `/register/updateLog/${String(id)}`, { token: admin.token });
    expect(removed.code).toBe(ResultCode.ok);
    await expectNotFound('updateLog', id);
  });

  it('answers a published resource’s public part only, and no unpublished or removed one', async () => {
    const shown = await kit.resource({ title: '缺陷模板', description: 'Line one\nLine two' });
    expect(await expectReadable('resource', shown.resourceId)).toEqual({
      type: 'resource',
      id: shown.resourceId,
      title: '缺陷模板',
      updateTime: shown.updateTime,
      category: 'template',
      description: 'Line one\nLine two',
    });

    const hidden = await kit.resource({ published: false });
    await expectNotFound('resource', hidden.resourceId);
    const unpublished = await kit.call('PUT', RESOURCE_PATHS.admin, {
      token: admin.token,
      payload: {
        resourceId: shown.resourceId,
        title: shown.title,
        category: shown.category,
        description: 'Line one\nLine two',
        priceFen: shown.priceFen,
        pointsPrice: shown.pointsPrice,
        membersFree: shown.membersFree,
        published: false,
      },
    });
    expect(unpublished.code, unpublished.msg).toBe(ResultCode.ok);
    await expectNotFound('resource', shown.resourceId);

    const removed = await kit.resource();
    await expectReadable('resource', removed.resourceId);
    expect(
      (await kit.call('DELETE', RESOURCE_PATHS.adminRemove(removed.resourceId), { token: admin.token })).code,
    ).toBe(ResultCode.ok);
    await expectNotFound('resource', removed.resourceId);
  });

  it('does not show the store’s resources on a self-hosted installation, which sells nothing (ADR 0103)', async () => {
    const resource = await kit.resource();
    const selfHosted = await getTestServer({ database: server.database, config: { edition: 'self-hosted' } });
    try {
      const response = await selfHosted.app.inject({
        method: 'GET',
        url: `/prod-api${DETAIL_PATH}`,
        query: { type: 'resource', id: String(resource.resourceId) },
        headers: { language: 'en-US' },
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual(notFound['en-US']);
    } finally {
      await selfHosted.close();
    }
  });

  it('answers an id never used the same not-found, for every type, up to the largest key', async () => {
    for (const type of ['announcement', 'updateLog', 'resource'] as const) {
      await expectNotFound(type, 999_999);
      await expectNotFound(type, RECORD_ID_MAX);
    }
  });

  it('refuses a bad type or id before any look-up, in the caller’s language', async () => {
    const refused = async (query: Record<string, string>, language: Language) => {
      const answer = await ask(query, { language });
      expect(answer.status).toBe(200);
      expect(answer.body.code, JSON.stringify(query)).toBe(ResultCode.fail);
      return answer.body.msg;
    };
    expect(await refused({ type: 'notice', id: '1' }, 'en-US')).toBe(
      'Invalid input: The type must be announcement, updateLog or resource',
    );
    expect(await refused({ type: 'notice', id: '1' }, 'zh-CN')).toBe(
      '参数错误：类型只能是 announcement、updateLog 或 resource',
    );
    for (const id of ['0', '-3', '1.5', 'abc', '', String(RECORD_ID_MAX + 1), '99999999999999999999']) {
      expect(await refused({ type: 'announcement', id }, 'en-US')).toBe(
        'Invalid input: The id must be a positive whole number',
      );
      expect(await refused({ type: 'updateLog', id }, 'zh-CN')).toBe('参数错误：编号应为正整数');
    }
    expect(await refused({ id: '1' }, 'en-US')).toBe('Invalid input: type is required');
    expect(await refused({ type: 'resource' }, 'zh-CN')).toMatch(/^参数错误：id /);
  });
});
