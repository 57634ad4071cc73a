import type { KnowledgeDocument, KnowledgeShare, SharedKnowledge, SharedKnowledgeSummary } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { movableClock } from '../../test/clock';
import { type KnowledgeCast, knowledgeCast } from '../../test/knowledge';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 15 "Public sharing": /knowledgeShared/{token} (spec point 2), DOMAIN.md "Identifiers". */
describe('public knowledge shares', () => {
  const clock = movableClock(Date.parse('2026-06-01T08:00:00.000Z'));
  let server: TestServer;
  let cast: KnowledgeCast;
  let kbId: number;
  let anonymous: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    cast = await knowledgeCast(server, clock.now());
    kbId = cast.kbId;
    anonymous = apiAs(server);
  });
  afterAll(() => server.close());

  const publishedDoc = async (title: string, folderId: number | null = null) => {
    const doc = await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/add', {
      kbId,
      folderId,
      title,
      content: `<p>${title} body</p>`,
    });
    const done = await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/publish', {
      kbId,
      docId: doc.data.docId,
      updateTime: doc.data.updateTime,
    });
    return done.data;
  };
  const share = (who: KnowledgeCast['owner'], body: object) =>
    who.call<KnowledgeShare>('POST', 'knowledge/share/create', { kbId, expireDays: null, ...body });
  /** Public calls live at /prod-api/anonymous/..., outside the product path. */
  const publicCall = async <T>(method: 'GET' | 'POST', token: string, body?: object, language = 'zh-CN') => {
    const response = await server.app.inject({
      method,
      url: `/prod-api/anonymous/knowledgeShare/${token}`,
      headers: { language },
      ...(body ? { payload: body } : {}),
    });
    return response.json<{ code: number; msg: string; data: T }>();
  };

  it('shares a published document read-only, with an unguessable token, and nothing else', async () => {
    const doc = await publishedDoc('Onboarding');
    const created = await share(cast.member, { docId: doc.docId });
    expect(created.data).toMatchObject({ path: `/knowledgeShared/${created.data.token}`, hasPassword: false });
    expect(created.data.token.length).toBeGreaterThanOrEqual(32);
    const summary = await publicCall<SharedKnowledgeSummary>('GET', created.data.token);
    expect(summary.data).toEqual({ kind: 'document', title: 'Onboarding', needsPassword: false });
    const opened = await publicCall<SharedKnowledge>('POST', created.data.token, {});
    expect(opened.data.document).toMatchObject({ title: 'Onboarding', content: '<p>Onboarding body</p>' });
    expect(anonymous).toBeDefined();
  });

  it('refuses drafts, two targets at once, read-only members and ids of another space', async () => {
    const draft = await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/add', { kbId, title: 'Draft' });
    expect(await share(cast.member, { docId: draft.data.docId })).toMatchObject({ code: 500, msg: '文档尚未发布' });
    const doc = await publishedDoc('Both');
    const folder = await cast.member.call<{ folderId: number }>('POST', 'knowledge/folder/add', { kbId, name: 'F' });
    expect((await share(cast.member, { docId: doc.docId, folderId: folder.data.folderId })).code).toBe(500);
    expect((await share(cast.member, {})).msg).toBe('请选择要分享的文档或文件夹（只能选一个）');
    expect((await share(cast.reader, { docId: doc.docId })).code).toBe(403);
    const theirs = await cast.outsider.call<KnowledgeDocument>('POST', 'knowledge/doc/add', {
      kbId: cast.otherKbId,
      title: 'Theirs',
    });
    expect((await share(cast.owner, { docId: theirs.data.docId })).code).toBe(404);
  });

  it('asks for the password when one is set, and stops guessing after ten wrong ones', async () => {
    const doc = await publishedDoc('Guarded');
    expect((await share(cast.member, { docId: doc.docId, password: 'abc' })).msg).toBe('访问密码长度为 4 到 32 个字符');
    const created = await share(cast.member, { docId: doc.docId, password: 'open-sesame' });
    expect(created.data.hasPassword).toBe(true);
    const token = created.data.token;
    expect((await publicCall<SharedKnowledgeSummary>('GET', token)).data.needsPassword).toBe(true);
    expect(await publicCall('POST', token, {}, 'en-US')).toMatchObject({ code: 500, msg: 'The password is incorrect' });
    expect((await publicCall<SharedKnowledge>('POST', token, { password: 'open-sesame' })).data.document?.title).toBe(
      'Guarded',
    );
    for (let attempt = 0; attempt < 9; attempt += 1) await publicCall('POST', token, { password: 'wrong' });
    expect(await publicCall('POST', token, { password: 'open-sesame' })).toMatchObject({
      code: 500,
      msg: '密码错误次数过多，请 15 分钟后再试',
    });
    clock.advance(16 * 60_000);
    expect((await publicCall('POST', token, { password: 'open-sesame' })).code).toBe(200);
  });

  it('answers a revoked or expired share exactly like one that never existed', async () => {
    const doc = await publishedDoc('Temporary');
    const revoked = await share(cast.member, { docId: doc.docId });
    const expiring = await share(cast.member, { docId: doc.docId, expireDays: 1 });
    const never = await publicCall('GET', 'no-such-token-at-all');
    expect(never).toEqual({ code: 404, msg: '分享不存在或已失效' });

    expect(
      (await cast.reader.call('POST', 'knowledge/share/revoke', { kbId, shareId: revoked.data.shareId })).code,
    ).toBe(403);
    // A member may share, but revokes only their own shares (issue 28, point 15: 403 like any refusal by role).
    const adminsShare = await share(cast.admin, { docId: doc.docId });
    expect(
      (await cast.member.call('POST', 'knowledge/share/revoke', { kbId, shareId: adminsShare.data.shareId })).code,
    ).toBe(403);
    expect(
      (await cast.member.call('POST', 'knowledge/share/revoke', { kbId, shareId: revoked.data.shareId })).code,
    ).toBe(200);
    expect(await publicCall('GET', revoked.data.token)).toEqual(never);
    expect(await publicCall('POST', revoked.data.token, {})).toEqual(never);

    expect((await publicCall('GET', expiring.data.token)).code).toBe(200);
    clock.advance(2 * 86_400_000);
    expect(await publicCall('GET', expiring.data.token)).toEqual(never);
    const live = await cast.member.call<KnowledgeShare[]>('GET', 'knowledge/share/list', { kbId: String(kbId) });
    expect(live.data.map((row) => row.shareId)).not.toContain(revoked.data.shareId);
    expect(live.data.map((row) => row.shareId)).not.toContain(expiring.data.shareId);
  });

  it('shares a folder: its published documents, not its drafts, not documents outside it', async () => {
    const folder = await cast.member.call<{ folderId: number }>('POST', 'knowledge/folder/add', {
      kbId,
      name: 'Guides',
    });
    const folderId = folder.data.folderId;
    const sub = await cast.member.call<{ folderId: number }>('POST', 'knowledge/folder/add', {
      kbId,
      parentId: folderId,
      name: 'Deep',
    });
    const inside = await publishedDoc('Inside', sub.data.folderId);
    await cast.member.call('POST', 'knowledge/doc/add', { kbId, folderId, title: 'Hidden draft' });
    const outside = await publishedDoc('Outside');
    const created = await share(cast.member, { folderId });
    const token = created.data.token;
    const opened = await publicCall<SharedKnowledge>('POST', token, {});
    expect(opened.data.kind).toBe('folder');
    const [root] = opened.data.tree?.folders ?? [];
    expect(root?.name).toBe('Guides');
    expect(root?.documents).toEqual([]);
    expect(root?.children[0]?.documents.map((node) => node.title)).toEqual(['Inside']);
    expect((await publicCall<SharedKnowledge>('POST', token, { docId: inside.docId })).data.document?.title).toBe(
      'Inside',
    );
    expect((await publicCall('POST', token, { docId: outside.docId })).code).toBe(404);
  });
});
