import type { KnowledgeDocument, KnowledgeSearchHit } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KnowledgeCast, knowledgeCast } from '../../test/knowledge';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 15 "Search": titles and bodies, Chinese and English, only what the caller may read, with snippets. */
describe('knowledge search', () => {
  let server: TestServer;
  let cast: KnowledgeCast;
  let kbId: number;
  let published: KnowledgeDocument;
  let draft: KnowledgeDocument;

  beforeAll(async () => {
    server = await getTestServer();
    cast = await knowledgeCast(server);
    kbId = cast.kbId;
    const add = async (title: string, content: string) =>
      (await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/add', { kbId, title, content })).data;
    const doc = await add('版本发布流程', '<p>每次<strong>发布</strong>前运行回归测试，然后 Deploy to production.</p>');
    published = (
      await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/publish', {
        kbId,
        docId: doc.docId,
        updateTime: doc.updateTime,
      })
    ).data;
    draft = await add('Draft roadmap', '<p>Quarterly planning with 发布 milestones &amp; risks</p>');
    await cast.outsider.call('POST', 'knowledge/doc/add', {
      kbId: cast.otherKbId,
      title: '别人的发布说明',
      content: '<p>deploy</p>',
    });
  });
  afterAll(() => server.close());

  const search = (who: KnowledgeCast['owner'], keyword: string, space?: number) =>
    who.call<KnowledgeSearchHit[]>('GET', 'knowledge/search', {
      keyword,
      ...(space === undefined ? {} : { kbId: String(space) }),
    });

  it('finds two-character Chinese words and longer phrases in titles and bodies, titles first', async () => {
    const hits = await search(cast.member, '发布');
    expect(hits.data.map((hit) => hit.docId)).toEqual([published.docId, draft.docId]);
    expect(hits.data[0]?.titleHtml).toBe('版本<mark>发布</mark>流程');
    expect(hits.data[1]?.snippetHtml).toContain('with <mark>发布</mark> milestones &amp; risks');
    expect((await search(cast.member, '回归测试')).data.map((hit) => hit.docId)).toEqual([published.docId]);
  });

  it('finds English words ignoring case and needs every word of the keyword', async () => {
    const hits = await search(cast.member, 'DEPLOY');
    expect(hits.data.map((hit) => hit.docId)).toEqual([published.docId]);
    expect(hits.data[0]?.snippetHtml).toContain('<mark>Deploy</mark> to production');
    expect((await search(cast.member, 'deploy 回归')).data).toHaveLength(1);
    expect((await search(cast.member, 'deploy roadmap')).data).toHaveLength(0);
  });

  it('shows read-only members published documents only and never another space', async () => {
    expect((await search(cast.reader, '发布')).data.map((hit) => hit.docId)).toEqual([published.docId]);
    expect((await search(cast.outsider, '发布')).data.map((hit) => hit.title)).toEqual(['别人的发布说明']);
    expect((await search(cast.outsider, '发布', kbId)).code).toBe(404);
  });

  it('follows edits and deletions, and treats LIKE wildcards as text', async () => {
    const saved = await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/save', {
      kbId,
      docId: draft.docId,
      title: 'Draft roadmap',
      content: '<p>100% coverage_goal</p>',
      updateTime: draft.updateTime,
    });
    expect(saved.code).toBe(200);
    expect((await search(cast.member, 'milestones')).data).toHaveLength(0);
    expect((await search(cast.member, '100%')).data.map((hit) => hit.docId)).toEqual([draft.docId]);
    expect((await search(cast.member, '0%c')).data).toHaveLength(0);
    await cast.member.call('POST', 'knowledge/doc/delete', { kbId, docId: draft.docId });
    expect((await search(cast.member, 'coverage')).data).toHaveLength(0);
  });

  it('asks for a keyword', async () => {
    expect(await search(cast.member, '   ')).toMatchObject({ code: 500, msg: '请输入搜索关键词' });
  });
});
