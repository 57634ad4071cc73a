import { ResultCode, SEARCH_KINDS } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, getTestServer } from '../../test/server';
import { searchWorld, totals } from './searchTestKit.fixture';

/** Issue 35 "Search everywhere" (ADR 0127): one query over what the caller may see, on both databases. */
describe('search everywhere', () => {
  let server: TestServer;
  let world: Awaited<ReturnType<typeof searchWorld>>;

  beforeAll(async () => {
    server = await getTestServer();
    world = await searchWorld(server);
  });
  afterAll(() => server.close());

  it('finds every kind the member may open, grouped and counted, without someone else’s drafts', async () => {
    const found = await world.alice.all({ q: '登录' });
    expect(found.code).toBe(ResultCode.ok);
    expect(found.data.groups.map((group) => group.kind)).toEqual([...SEARCH_KINDS]);
    expect(totals(found.data)).toEqual({
      issue: 1,
      document: 1,
      // Two characters are shorter than a trigram: they match titles only, and the case has the word in a step.
      testCase: 0,
      plan: 1,
      person: 0,
      project: 1,
      diskFile: 1,
    });
    const [issues] = found.data.groups;
    expect(issues?.hits[0]).toMatchObject({
      id: world.signIn.id,
      number: world.signIn.number,
      projectId: world.apollo,
      projectName: 'Apollo 登录中心',
      titleHtml: '<mark>登录</mark>按钮失灵',
    });
    const hitIds = found.data.groups.flatMap((group) => group.hits.map((hit) => `${group.kind}:${String(hit.id)}`));
    expect(hitIds).toEqual(
      expect.arrayContaining([
        `plan:${String(world.planId)}`,
        `document:${String(world.doc.docId)}`,
        `diskFile:${String(world.fileId)}`,
      ]),
    );
    expect(hitIds).not.toContain(`issue:${String(world.draft.id)}`);
    const cases = await world.alice.more({ q: '登录页面', kind: 'testCase' });
    expect(cases.rows.map((hit) => [hit.id, hit.snippetHtml])).toEqual([
      [world.caseId, '打开<mark>登录页面</mark> ok'],
    ]);
  });

  it('matches descriptions across projects, ignoring case, with escaped snippets of the plain text', async () => {
    const found = await world.alice.all({ q: 'timeout', kinds: 'issue' });
    expect(found.data.groups).toHaveLength(1);
    const hits = found.data.groups[0]?.hits ?? [];
    expect(hits.map((hit) => hit.projectId)).toEqual([world.borealis, world.apollo]);
    expect(hits[0]?.titleHtml).toBe('Payment <mark>TIMEOUT</mark> at checkout');
    expect(hits[1]?.snippetHtml).toBe('点击登录后 <mark>Timeout</mark> &amp; 无反应');
    expect((await world.alice.all({ q: 'timeout 登录', kinds: 'issue' })).data.groups[0]?.total).toBe(1);
  });

  it('finds nothing of a project the caller is not a member of, counts included, and 404 for its filter', async () => {
    const foreign = await world.alice.all({ q: 'secretword' });
    expect(foreign.data.groups.every((group) => group.total === 0 && group.hits.length === 0)).toBe(true);
    const outsider = await world.bob.all({ q: '登录' });
    expect(totals(outsider.data)).toEqual({
      issue: 1,
      document: 0,
      testCase: 0,
      plan: 0,
      person: 0,
      project: 0,
      diskFile: 0,
    });
    expect(outsider.data.groups[0]?.hits[0]?.projectId).toBe(world.citadel);
    expect((await world.alice.all({ q: 'secretword', projectId: String(world.citadel) })).code).toBe(
      ResultCode.notFound,
    );
    expect((await world.bob.more({ q: '登录', kind: 'plan', projectId: String(world.apollo) })).code).toBe(
      ResultCode.notFound,
    );
  });

  it('narrows to one project, where disk files never are', async () => {
    const found = await world.alice.all({ q: 'timeout', projectId: String(world.borealis) });
    expect(totals(found.data)).toMatchObject({ issue: 1, diskFile: 0 });
    expect(found.data.groups[0]?.hits[0]?.id).toBe(world.payment.id);
    const files = await world.alice.all({ q: '登录', projectId: String(world.apollo), kinds: 'diskFile,project' });
    expect(totals(files.data)).toEqual({ project: 1, diskFile: 0 });
  });

  it('finds people who share a project or a team, never a stranger', async () => {
    const found = await world.alice.all({ q: 'dave', kinds: 'person' });
    expect(found.data.groups[0]?.hits.map((hit) => hit.id)).toEqual([world.dave.id]);
    const carol = await world.alice.all({ q: '王', kinds: 'person', projectId: String(world.apollo) });
    expect(carol.data.groups[0]?.hits[0]).toMatchObject({ id: world.carol.id, titleHtml: 'Carol <mark>王</mark>' });
    expect((await world.bob.all({ q: 'carol', kinds: 'person' })).data.groups[0]?.total).toBe(0);
  });

  it('pages one kind and follows edits and deletions', async () => {
    const page = await world.alice.more({ q: '登录', kind: 'issue', pageNum: '1', pageSize: '5' });
    expect(page.total).toBe(1);
    expect(page.rows.map((hit) => hit.id)).toEqual([world.signIn.id]);
    const db = server.database.db;
    await db
      .updateTable('questions')
      .set({ title: '注销按钮失灵', description: '' })
      .where('id', '=', world.signIn.id)
      .execute();
    expect((await world.alice.more({ q: '登录', kind: 'issue' })).total).toBe(0);
    expect((await world.alice.more({ q: '注销按钮', kind: 'issue' })).total).toBe(1);
    await db.deleteFrom('plan_items').where('id', '=', world.planId).execute();
    expect((await world.alice.more({ q: '登录改版', kind: 'plan' })).total).toBe(0);
  });

  it('refuses an empty, an over-long query and an unknown kind in the caller’s language', async () => {
    const empty = await world.alice.all({ q: '   ' });
    expect(empty.code).not.toBe(ResultCode.ok);
    expect(empty.msg).toContain('请输入要搜索的内容');
    expect((await world.alice.allEn({ q: 'x'.repeat(101) })).msg).toContain('at most 100 characters');
    expect((await world.alice.allEn({ q: 'x', kinds: 'issue,secret' })).msg).toContain('The kind must be');
    expect((await world.alice.more({ q: 'x', kind: 'issue', pageSize: '51' })).code).not.toBe(ResultCode.ok);
  });
});
