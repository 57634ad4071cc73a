import type {
  KnowledgeComment,
  KnowledgeDocument,
  KnowledgeTemplate,
  KnowledgeTree,
  KnowledgeVersion,
  KnowledgeVersionDetail,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/clock';
import { type KnowledgeCast, knowledgeCast } from '../../test/knowledge';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 15 "Documents" and "Templates"; spec point 4 "Document: draft or published", point 5 title required. */
describe('knowledge documents', () => {
  const clock = movableClock(Date.parse('2026-06-01T08:00:00.000Z'));
  let server: TestServer;
  let cast: KnowledgeCast;
  let kbId: number;

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    cast = await knowledgeCast(server, clock.now());
    kbId = cast.kbId;
  });
  afterAll(() => server.close());

  const addDoc = async (title: string, extra: object = {}) =>
    (await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/add', { kbId, title, ...extra })).data;
  const info = (who: KnowledgeCast['owner'], docId: number) =>
    who.call<KnowledgeDocument>('GET', 'knowledge/doc/info', { kbId: String(kbId), docId: String(docId) });

  it('requires a title and starts every document as a draft', async () => {
    expect(await cast.member.call('POST', 'knowledge/doc/add', { kbId, title: ' ' })).toMatchObject({
      code: 500,
      msg: '文档标题不能为空',
    });
    const doc = await addDoc('  发布计划 ', { content: '<p>first</p>' });
    expect(doc).toMatchObject({ title: '发布计划', status: 'draft', content: '<p>first</p>', creatorName: 'Member' });
  });

  it('removes scripts and event handlers from document HTML on the server, keeping task lists and code languages', async () => {
    const doc = await addDoc('Unsafe', {
      content:
        '<p onclick="steal()">hi<script>alert(1)</script></p><img src="https://evil.example/x.png">' +
        '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>done</p></li></ul>' +
        '<pre><code class="language-ts" style="color:red">let a = 1;</code></pre>',
    });
    expect(doc.content).toBe(
      '<p>hi</p><ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>done</p></li></ul>' +
        '<pre><code class="language-ts">let a = 1;</code></pre>',
    );
  });

  it("keeps the editor's tables (its column widths and styles dropped) and a document made from a table template", async () => {
    const doc = await addDoc('Table', {
      content:
        '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
        '<tr><th colspan="1" rowspan="1" colwidth="120"><p>Phase</p></th><th><p>Owner</p></th></tr>' +
        '<tr><td><p>Alpha</p></td><td onclick="x()"><p>Lee</p></td></tr></tbody></table>',
    });
    expect(doc.content).toBe(
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>Phase</p></th><th><p>Owner</p></th></tr>' +
        '<tr><td><p>Alpha</p></td><td><p>Lee</p></td></tr></tbody></table>',
    );
    const fromTemplate = await addDoc('需求', { builtInTemplate: 'requirements' });
    expect(fromTemplate.content).toContain('<table><tbody><tr><th><p>编号</p></th><th><p>需求</p></th>');
  });

  it('shows drafts to writers only: read-only members see published documents, outsiders nothing', async () => {
    const doc = await addDoc('Secret draft');
    expect((await info(cast.reader, doc.docId)).code).toBe(404);
    expect((await info(cast.outsider, doc.docId)).code).toBe(404);
    const readerTree = await cast.reader.call<KnowledgeTree>('GET', 'knowledge/folder/tree', { kbId: String(kbId) });
    expect(readerTree.data.documents.map((node) => node.docId)).not.toContain(doc.docId);

    const published = await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/publish', {
      kbId,
      docId: doc.docId,
      updateTime: doc.updateTime,
    });
    expect(published.data).toMatchObject({ status: 'published', publishTime: expect.any(String) });
    expect((await info(cast.reader, doc.docId)).data.title).toBe('Secret draft');
    expect(
      await cast.member.call('POST', 'knowledge/doc/publish', {
        kbId,
        docId: doc.docId,
        updateTime: published.data.updateTime,
      }),
    ).toMatchObject({ code: 500, msg: '文档已经发布' });
  });

  it('keeps read-only members from writing, commenting and reading history', async () => {
    const doc = await addDoc('Read only');
    const published = await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/publish', {
      kbId,
      docId: doc.docId,
      updateTime: doc.updateTime,
    });
    const body = { kbId, docId: doc.docId, title: 'x', content: '<p>x</p>', updateTime: published.data.updateTime };
    expect((await cast.reader.call('POST', 'knowledge/doc/save', body)).code).toBe(403);
    expect((await cast.reader.call('POST', 'knowledge/doc/add', { kbId, title: 'x' })).code).toBe(403);
    expect((await cast.reader.call('POST', 'knowledge/doc/delete', { kbId, docId: doc.docId })).code).toBe(403);
    expect(
      (await cast.reader.call('POST', 'knowledge/doc/comment/add', { kbId, docId: doc.docId, content: '<p>hi</p>' }))
        .code,
    ).toBe(403);
    expect(
      (await cast.reader.call('GET', 'knowledge/doc/versions', { kbId: String(kbId), docId: String(doc.docId) })).code,
    ).toBe(403);
    expect((await info(cast.reader, doc.docId)).data.title).toBe('Read only');
  });

  it('catches an editing conflict with updateTime: the second save of the same state changes nothing', async () => {
    const doc = await addDoc('Shared text', { content: '<p>v1</p>' });
    const seen = doc.updateTime;
    clock.advance(1000);
    const first = await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/save', {
      kbId,
      docId: doc.docId,
      title: 'Shared text',
      content: '<p>member</p>',
      updateTime: seen,
    });
    expect(first.code).toBe(200);
    const second = await cast.admin.callEn('POST', 'knowledge/doc/save', {
      kbId,
      docId: doc.docId,
      title: 'Shared text',
      content: '<p>admin</p>',
      updateTime: seen,
    });
    expect(second).toMatchObject({ code: 500, msg: 'Someone else changed this document; reload it and try again' });
    expect((await info(cast.owner, doc.docId)).data.content).toBe('<p>member</p>');
  });

  it('keeps versions (one per burst of saves by one person) and restores an old one as a new version', async () => {
    const doc = await addDoc('History', { content: '<p>one</p>' });
    let current = doc;
    const save = async (who: KnowledgeCast['owner'], content: string) => {
      clock.advance(60_000);
      const saved = await who.call<KnowledgeDocument>('POST', 'knowledge/doc/save', {
        kbId,
        docId: doc.docId,
        title: 'History',
        content,
        updateTime: current.updateTime,
      });
      current = saved.data;
    };
    await save(cast.member, '<p>two</p>');
    clock.advance(20 * 60_000);
    await save(cast.member, '<p>three</p>');
    await save(cast.admin, '<p>four</p>');
    const query = { kbId: String(kbId), docId: String(doc.docId) };
    const versions = await cast.member.call<KnowledgeVersion[]>('GET', 'knowledge/doc/versions', query);
    expect(versions.data.map((version) => version.editorName)).toEqual(['Admin', 'Member', 'Member']);
    const oldest = versions.data[2];
    if (!oldest) throw new Error('no oldest version');
    const detail = await cast.member.call<KnowledgeVersionDetail>('GET', 'knowledge/doc/version', {
      ...query,
      versionId: String(oldest.versionId),
    });
    expect(detail.data.content).toBe('<p>two</p>');

    const restored = await cast.admin.call<KnowledgeDocument>('POST', 'knowledge/doc/restore', {
      kbId,
      docId: doc.docId,
      versionId: oldest.versionId,
      updateTime: current.updateTime,
    });
    expect(restored.data.content).toBe('<p>two</p>');
    const after = await cast.member.call<KnowledgeVersion[]>('GET', 'knowledge/doc/versions', query);
    expect(after.data).toHaveLength(4);
    const stale = await cast.admin.call('POST', 'knowledge/doc/restore', {
      kbId,
      docId: doc.docId,
      versionId: oldest.versionId,
      updateTime: current.updateTime,
    });
    expect(stale.code).toBe(500);
  });

  it('takes comments from members, refuses empty ones, and lets authors and admins delete them', async () => {
    const doc = await addDoc('Discussed');
    const comment = (who: KnowledgeCast['owner'], content: string) =>
      who.call<{ commentId: number }>('POST', 'knowledge/doc/comment/add', { kbId, docId: doc.docId, content });
    expect(await comment(cast.member, '<p> </p>')).toMatchObject({ code: 500, msg: '评论内容不能为空' });
    const mine = await comment(cast.member, '<p>looks good<script>x</script></p>');
    const list = await cast.member.call<KnowledgeComment[]>('GET', 'knowledge/doc/comments', {
      kbId: String(kbId),
      docId: String(doc.docId),
    });
    expect(list.data).toEqual([
      expect.objectContaining({ nickName: 'Member', content: '<p>looks good</p>', mayDelete: true }),
    ]);
    const remove = (who: KnowledgeCast['owner']) =>
      who.call('POST', 'knowledge/doc/comment/delete', { kbId, commentId: mine.data.commentId });
    expect((await remove(cast.reader)).code).toBe(404);
    // A member may comment, but removes only their own comments (issue 28, point 15: 403 like any refusal by role).
    const admins = await comment(cast.admin, '<p>agreed</p>');
    expect(
      (await cast.member.call('POST', 'knowledge/doc/comment/delete', { kbId, commentId: admins.data.commentId })).code,
    ).toBe(403);
    expect((await remove(cast.admin)).code).toBe(200);
  });

  it('offers the built-in templates in the caller language and team templates saved from a document', async () => {
    const zh = await cast.member.call<KnowledgeTemplate[]>('GET', 'knowledge/template/list', { kbId: String(kbId) });
    expect(zh.data.map((template) => template.name)).toEqual([
      '需求文档',
      '测试计划',
      '会议纪要',
      '发布说明',
      '回顾总结',
    ]);
    const source = await addDoc('Weekly', { content: '<h2>Agenda</h2><p>…</p>' });
    const saved = await cast.member.call<{ templateId: number }>('POST', 'knowledge/template/save', {
      kbId,
      docId: source.docId,
      name: 'Weekly sync',
    });
    const en = await cast.member.callEn<KnowledgeTemplate[]>('GET', 'knowledge/template/list', { kbId: String(kbId) });
    expect(en.data.map((template) => template.name)).toEqual([
      'Requirements document',
      'Test plan',
      'Meeting notes',
      'Release notes',
      'Retrospective',
      'Weekly sync',
    ]);
    const fromTeam = await addDoc('From team', { templateId: saved.data.templateId });
    expect(fromTeam.content).toBe('<h2>Agenda</h2><p>…</p>');
    const fromBuiltIn = await cast.member.callEn<KnowledgeDocument>('POST', 'knowledge/doc/add', {
      kbId,
      title: 'Retro',
      builtInTemplate: 'retrospective',
    });
    expect(fromBuiltIn.data.content).toContain('<h2>What went well</h2>');
    expect(
      (await cast.member.call('POST', 'knowledge/template/delete', { kbId, templateId: saved.data.templateId })).code,
    ).toBe(403);
    expect(
      (await cast.admin.call('POST', 'knowledge/template/delete', { kbId, templateId: saved.data.templateId })).code,
    ).toBe(200);
  });

  it("refuses another space's document and template ids with 404", async () => {
    const theirs = await cast.outsider.call<KnowledgeDocument>('POST', 'knowledge/doc/add', {
      kbId: cast.otherKbId,
      title: 'Theirs',
    });
    const docId = theirs.data.docId;
    expect((await info(cast.owner, docId)).code).toBe(404);
    expect(
      (
        await cast.owner.call('POST', 'knowledge/doc/save', {
          kbId,
          docId,
          title: 'x',
          content: '',
          updateTime: theirs.data.updateTime,
        })
      ).code,
    ).toBe(404);
    expect((await cast.owner.call('POST', 'knowledge/doc/delete', { kbId, docId })).code).toBe(404);
    const template = await cast.outsider.call<{ templateId: number }>('POST', 'knowledge/template/save', {
      kbId: cast.otherKbId,
      docId,
      name: 'Theirs',
    });
    expect(
      (await cast.owner.call('POST', 'knowledge/doc/add', { kbId, title: 'x', templateId: template.data.templateId }))
        .code,
    ).toBe(404);
  });

  it('moves a document into a folder and exports it as Markdown', async () => {
    const folder = await cast.member.call<{ folderId: number }>('POST', 'knowledge/folder/add', {
      kbId,
      name: 'Specs',
    });
    const doc = await addDoc('导出', {
      content:
        '<h2>Goals</h2><p><strong>Fast</strong> and <a href="https://example.com">linked</a></p>' +
        '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>done</p></li></ul>' +
        '<pre><code class="language-ts">const a = 1;</code></pre>' +
        '<table><tbody><tr><th><p>A</p></th><th><p>B</p></th></tr><tr><td><p>1</p></td><td><p>2</p></td></tr></tbody></table>',
    });
    expect(
      (
        await cast.member.call('POST', 'knowledge/doc/move', {
          kbId,
          docId: doc.docId,
          folderId: folder.data.folderId,
          index: 0,
        })
      ).code,
    ).toBe(200);
    const tree = await cast.owner.call<KnowledgeTree>('GET', 'knowledge/folder/tree', { kbId: String(kbId) });
    const specs = tree.data.folders.find((node) => node.folderId === folder.data.folderId);
    expect(specs?.documents.map((node) => node.title)).toEqual(['导出']);

    const response = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/knowledge/doc/export?kbId=${String(kbId)}&docId=${String(doc.docId)}`,
      headers: { authorization: `Bearer ${cast.member.token}` },
    });
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%E5%AF%BC%E5%87%BA.md");
    expect(response.body).toBe(
      '# 导出\n\n## Goals\n\n**Fast** and [linked](https://example.com)\n\n- [x] done\n\n```ts\nconst a = 1;\n```\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n',
    );
  });
});
