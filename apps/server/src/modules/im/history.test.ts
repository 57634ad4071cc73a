import {
  IM_PATHS,
  IM_RATE_WINDOW_MS,
  type ImCatchUp,
  type ImHistory,
  type ImSearchHit,
  type ImMessage,
  ResultCode,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../test/api';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { type Chatter, imKit } from './testKit.fixture';

/**
 * Issue 33 "Search and history" and "Delivery": pages of history before, after and around a message, the catch-up
 * of everything after the last id a client saw, and search of one's own messages in Chinese and English.
 */
describe('history, catch-up and search', () => {
  const clock = movableClock();
  let server: TestServer;
  let kit: ReturnType<typeof imKit>;
  let ann: Chatter;
  let bo: Chatter;
  let cy: Chatter;
  let chat: number;
  const sent: ImMessage[] = [];

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    kit = imKit(server, clock.now);
    [ann, bo, cy] = [await kit.chatter('Ann'), await kit.chatter('Bo'), await kit.chatter('Cy')];
    await kit.project(ann, [bo, cy]);
    chat = (await kit.direct(ann, bo)).conversationId;
    for (let index = 1; index <= 45; index += 1) {
      if (index % 20 === 0) clock.advance(IM_RATE_WINDOW_MS);
      sent.push(await kit.sent(index % 2 ? ann : bo, chat, `message ${String(index)}`));
    }
  });
  afterAll(() => server.close());

  const page = (who: Chatter, query: Record<string, number>) =>
    kit.call<ImHistory>(who.token, 'GET', IM_PATHS.messages, {
      conversationId: String(chat),
      ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
  const texts = (history: Answer<ImHistory>) => history.data.messages.map((message) => message.body);

  it('answers the newest page, then older ones, oldest first', async () => {
    const newest = await page(ann, { limit: 20 });
    expect(texts(newest)[0]).toBe('<p>message 26</p>');
    expect(texts(newest).at(-1)).toBe('<p>message 45</p>');
    expect(newest.data).toMatchObject({ hasOlder: true, hasNewer: false });
    const older = await page(ann, { limit: 20, beforeId: newest.data.messages[0]?.messageId ?? 0 });
    expect(texts(older)).toHaveLength(20);
    expect(texts(older).at(-1)).toBe('<p>message 25</p>');
    const oldest = await page(ann, { limit: 20, beforeId: older.data.messages[0]?.messageId ?? 0 });
    expect(texts(oldest)).toEqual([
      '<p>message 1</p>',
      '<p>message 2</p>',
      '<p>message 3</p>',
      '<p>message 4</p>',
      '<p>message 5</p>',
    ]);
    expect(oldest.data).toMatchObject({ hasOlder: false, hasNewer: true });
  });

  it('jumps to a message with the page around it, and pages on after it', async () => {
    const target = sent[9];
    const around = await page(bo, { aroundId: target?.messageId ?? 0, limit: 10 });
    expect(texts(around)).toContain('<p>message 10</p>');
    expect(texts(around)[0]).toBe('<p>message 5</p>');
    expect(around.data).toMatchObject({ hasOlder: true, hasNewer: true });
    const after = await page(bo, { afterId: around.data.messages.at(-1)?.messageId ?? 0, limit: 5 });
    expect(texts(after)[0]).toBe('<p>message 15</p>');
    const elsewhere = await page(bo, { aroundId: 999_999 });
    expect(elsewhere.code).toBe(ResultCode.notFound);
    expect((await page(cy, { limit: 5 })).code).toBe(ResultCode.notFound);
  });

  it('catches a client up on everything after its last id, in pages, each message once', async () => {
    const lastSeen = sent[39]?.messageId ?? 0;
    const group = await kit.call<{ conversationId: number }>(ann.token, 'POST', IM_PATHS.group, {
      name: 'Late',
      userIds: [bo.id],
    });
    clock.advance(IM_RATE_WINDOW_MS);
    const missed = [
      await kit.sent(ann, chat, 'missed one'),
      await kit.sent(ann, group.data.conversationId, 'missed two'),
      await kit.sent(bo, chat, 'missed three'),
    ];
    // Cy's conversation with Ann is not Bo's to catch up on.
    await kit.sent(ann, (await kit.direct(ann, cy)).conversationId, 'not for Bo');
    const seen = new Map<number, ImMessage>();
    let after = lastSeen;
    let calls = 0;
    for (;;) {
      const answer = await kit.call<ImCatchUp>(bo.token, 'GET', IM_PATHS.since, { afterId: String(after), limit: '3' });
      calls += 1;
      for (const message of answer.data.messages) {
        expect(seen.has(message.messageId)).toBe(false);
        seen.set(message.messageId, message);
      }
      after = answer.data.messages.at(-1)?.messageId ?? after;
      if (!answer.data.more) break;
    }
    expect(calls).toBe(3);
    expect([...seen.values()].map((message) => message.body)).toEqual([
      ...sent.slice(40).map((message) => message.body),
      ...missed.map((message) => message.body),
    ]);
  });

  it("searches my messages by every word, in Chinese and English, never others'", async () => {
    clock.advance(IM_RATE_WINDOW_MS);
    await kit.sent(ann, chat, '明天发布新版本，记得检查登录页面');
    await kit.sent(bo, chat, 'Release notes for the login page are ready');
    await kit.sent(ann, (await kit.direct(ann, cy)).conversationId, 'secret release plan');
    const search = (who: Chatter, keyword: string) =>
      kit.call<ImSearchHit[]>(who.token, 'GET', IM_PATHS.search, { keyword }) as Promise<
        Answer<ImSearchHit[]> & { rows: ImSearchHit[] }
      >;
    const chinese = await search(bo, '登录页面');
    expect(chinese.total).toBe(1);
    expect(chinese.rows[0]).toMatchObject({ conversationId: chat, conversationName: 'Ann', senderName: 'Ann' });
    expect(chinese.rows[0]?.snippetHtml).toContain('<mark>登录页面</mark>');
    // A two-character Chinese word is shorter than a trigram and still found.
    expect((await search(bo, '发布')).total).toBe(1);
    const english = await search(bo, 'login RELEASE');
    expect(english.rows.map((hit) => hit.senderName)).toEqual(['Bo']);
    expect((await search(bo, 'secret')).total).toBe(0);
    expect((await search(cy, 'secret')).total).toBe(1);
    const inOne = await kit.call(bo.token, 'GET', IM_PATHS.search, {
      keyword: 'release',
      conversationId: String(chat),
    });
    expect(inOne.total).toBe(1);
    const notMine = await kit.call(cy.token, 'GET', IM_PATHS.search, {
      keyword: 'release',
      conversationId: String(chat),
    });
    expect(notMine.code).toBe(ResultCode.notFound);
    const empty = await kit.call(bo.token, 'GET', IM_PATHS.search, { keyword: ' ' }, 'zh-CN');
    expect(empty.msg).toContain('请输入要搜索的内容');
  });

  it('no longer finds a deleted message', async () => {
    const message = await kit.sent(bo, chat, 'ephemeral zebra words');
    await kit.call(bo.token, 'DELETE', IM_PATHS.remove(message.messageId));
    expect((await kit.call(bo.token, 'GET', IM_PATHS.search, { keyword: 'zebra' })).total).toBe(0);
  });
});
