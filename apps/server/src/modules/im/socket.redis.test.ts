import {
  IM_PATHS,
  IM_RATE_MESSAGES,
  type ImCatchUp,
  type ImMessage,
  type ImPresence,
  ImSocketEvent,
  ResultCode,
} from '@questline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../realtime/testKit.fixture';
import { type TestServer, getTestServer } from '../../test/server';
import { type ChatSocket, chatClient, chatConnected, nextChatEvent, recorded } from './socketKit.fixture';
import { type Chatter, imKit } from './testKit.fixture';

/**
 * Issue 33 "the two-instance test": two server instances share one database and the machine's Redis
 * (TEST_REDIS_URL). The sender talks to instance A, the receiver's chat is connected to instance B; the receiver
 * goes offline, messages are sent, it comes back to B and holds each message exactly once. Presence and the send
 * allowance hold across the two as well.
 */
describe('messaging across two instances over Redis', () => {
  let first: TestServer;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  let kit: ReturnType<typeof imKit>;
  let ann: Chatter;
  let bo: Chatter;
  let chat: number;
  const open: ChatSocket[] = [];

  const connect = async (url: string, who: Chatter) => {
    const socket = await chatConnected(chatClient(url, who.token));
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set');
    first = await getTestServer({ config: { redisUrl } });
    firstUrl = await listen(first.app);
    second = await first.anotherInstance();
    secondUrl = await listen(second);
    kit = imKit(first);
    [ann, bo] = [await kit.chatter('Ann'), await kit.chatter('Bo')];
    await kit.project(ann, [bo]);
    chat = (await kit.direct(ann, bo)).conversationId;
  });
  afterAll(async () => {
    for (const socket of open) socket.disconnect();
    await first.close();
  });

  it('delivers from instance A to a chat on instance B; a chat that was offline catches up exactly once', async () => {
    const receiver = await connect(secondUrl, bo);
    const live = recorded(receiver, ImSocketEvent.message);
    const heard = nextChatEvent(receiver, ImSocketEvent.message);
    const sent = await kit.sent(ann, chat, 'across instances');
    expect(await heard).toEqual(sent);
    let lastSeen = sent.messageId;

    receiver.disconnect();
    const whileOffline: ImMessage[] = [];
    for (let index = 0; index < 5; index += 1) whileOffline.push(await kit.sent(ann, chat, `offline ${String(index)}`));

    const back = await connect(secondUrl, bo);
    const liveAgain = recorded(back, ImSocketEvent.message);
    const afterReturn = nextChatEvent(back, ImSocketEvent.message);
    const lastOne = await kit.sent(ann, chat, 'after the return');
    await afterReturn;
    // What the client does on every connect: ask for everything after the last id it holds, in pages.
    const caughtUp: ImMessage[] = [];
    for (;;) {
      const page = await kit.call<ImCatchUp>(bo.token, 'GET', IM_PATHS.since, {
        afterId: String(lastSeen),
        limit: '2',
      });
      caughtUp.push(...page.data.messages);
      lastSeen = page.data.messages.at(-1)?.messageId ?? lastSeen;
      if (!page.data.more) break;
    }
    const held = new Map<number, ImMessage>();
    for (const message of [...live, ...liveAgain, ...caughtUp]) held.set(message.messageId, message);
    const inOrder = [...held.values()].sort((a, b) => a.messageId - b.messageId);
    expect(inOrder.map((message) => message.body)).toEqual([
      sent.body,
      ...whileOffline.map((m) => m.body),
      lastOne.body,
    ]);
    // Each arrived once over the sockets, and once in the catch-up.
    const pushed = [...live, ...liveAgain].map((message) => message.messageId);
    expect(pushed).toEqual([sent.messageId, lastOne.messageId]);
    const fetched = caughtUp.map((message) => message.messageId);
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(fetched).toEqual([...whileOffline.map((m) => m.messageId), lastOne.messageId]);
  });

  it('hears presence of a chat connected to the other instance, and its going', async () => {
    const watcher = await connect(firstUrl, ann);
    const other = await connect(secondUrl, bo);
    const answer = await new Promise<ImPresence[]>((resolve) =>
      watcher.emit(ImSocketEvent.watch, { userIds: [bo.id] }, resolve),
    );
    expect(answer).toEqual([{ userId: bo.id, lastActiveAt: expect.any(Number) }]);
    const gone = nextChatEvent(watcher, ImSocketEvent.presence, (presence) => presence.lastActiveAt === null);
    for (const socket of open.filter((one) => one !== watcher)) socket.disconnect();
    expect(other.connected).toBe(false);
    expect(await gone).toEqual({ userId: bo.id, lastActiveAt: null });
  });

  it('counts the send allowance across both instances', async () => {
    const viaSecond = imKit({ ...first, app: second });
    const codes: number[] = [];
    for (let index = 0; index < IM_RATE_MESSAGES; index += 1) {
      const via = index % 2 === 0 ? kit : viaSecond;
      codes.push((await via.send(bo, chat, `burst ${String(index)}`)).code);
    }
    codes.push((await viaSecond.send(bo, chat, 'one too many')).code);
    expect(codes.slice(0, -1).every((code) => code === ResultCode.ok)).toBe(true);
    expect(codes.at(-1)).toBe(ResultCode.rateLimited);
  });
});
