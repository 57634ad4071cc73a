import {
  IM_AWAY_AFTER_MS,
  IM_PATHS,
  IM_RATE_WINDOW_MS,
  type ImCatchUp,
  type ImMessage,
  type ImPresence,
  ImSocketEvent,
  ResultCode,
  SocketEvent,
  mentionMarkup,
} from '@questline/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSocket, joinedAs, listen, nextEvent } from '../../realtime/testKit.fixture';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { type ChatSocket, chatClient, chatConnected, nextChatEvent, recorded } from './socketKit.fixture';
import { type Chatter, imKit } from './testKit.fixture';

/**
 * Issue 33 "Delivery" on one instance: over the socket server's `/im` namespace, a message reaches the people of its
 * conversation (written first, with its server id), the workspace's socket gets the word that makes the bubble
 * blink, typing and presence reach those who may see them, logout and leaving a project cut a chat off at once, and
 * a chat that was offline catches up with each message exactly once.
 */
describe('messaging over sockets', () => {
  const clock = movableClock(Date.now());
  let server: TestServer;
  let url: string;
  let kit: ReturnType<typeof imKit>;
  let ann: Chatter;
  let bo: Chatter;
  let cy: Chatter;
  let projectId: number;
  let projectChat: number;
  const open: (ChatSocket | ClientSocket)[] = [];

  const chat = async (who: Chatter) => {
    const socket = await chatConnected(chatClient(url, who.token));
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now, config: { socketSessionCheckMs: 200 } });
    url = await listen(server.app);
    kit = imKit(server, clock.now);
    [ann, bo, cy] = [await kit.chatter('Ann'), await kit.chatter('Bo'), await kit.chatter('Cy')];
    projectId = await kit.project(ann, [bo]);
    await kit.team(ann, [cy]);
    projectChat = (await kit.projectConversation(ann, projectId)).conversationId;
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
    clock.advance(IM_RATE_WINDOW_MS);
  });
  afterAll(() => server.close());

  it("delivers a message to its conversation's people only, and the workspace hears of it", async () => {
    const [annChat, boChat, cyChat] = [await chat(ann), await chat(bo), await chat(cy)];
    const boWorkspace = await joinedAs(url, bo.session, bo.id);
    open.push(boWorkspace);
    const cyHeard = recorded(cyChat, ImSocketEvent.message);
    const arrived = nextChatEvent(boChat, ImSocketEvent.message);
    const ownEcho = nextChatEvent(annChat, ImSocketEvent.message);
    const hint = nextEvent(boWorkspace, SocketEvent.imNewMessage);
    const sent = await kit.call<ImMessage>(ann.token, 'POST', IM_PATHS.send, {
      conversationId: projectChat,
      clientId: 'socket-delivery-1',
      body: `<p>${mentionMarkup(bo.id, 'Bo')} look</p>`,
    });
    expect(await arrived).toEqual(sent.data);
    expect((await ownEcho).messageId).toBe(sent.data.messageId);
    expect(await hint).toEqual({
      conversationId: projectChat,
      messageId: sent.data.messageId,
      conversationName: expect.stringMatching(/^Project /),
      senderName: 'Ann',
      mentioned: true,
    });
    // Cy is not in the project: a message to Cy afterwards arrives, and nothing came before it.
    const toCy = nextChatEvent(cyChat, ImSocketEvent.message);
    const direct = await kit.direct(ann, cy);
    await kit.sent(ann, direct.conversationId, 'just you');
    await toCy;
    expect(cyHeard.map((message) => message.body)).toEqual(['<p>just you</p>']);
  });

  it("tells an edit, a deletion and a reaction as they happen, and a read to the reader's other tabs", async () => {
    const [boChat, boOtherTab] = [await chat(bo), await chat(bo)];
    const message = await kit.sent(ann, projectChat, 'to be changed');
    const edited = nextChatEvent(boChat, ImSocketEvent.messageChanged, (changed) => changed.editTime !== null);
    await kit.call(ann.token, 'PUT', IM_PATHS.edit, { messageId: message.messageId, body: '<p>changed</p>' });
    expect((await edited).body).toBe('<p>changed</p>');
    const reacted = nextChatEvent(boChat, ImSocketEvent.messageChanged, (changed) => changed.reactions.length > 0);
    await kit.call(ann.token, 'POST', IM_PATHS.react, { messageId: message.messageId, emoji: '🎉', on: true });
    expect((await reacted).reactions).toEqual([{ emoji: '🎉', userIds: [ann.id] }]);
    const read = nextChatEvent(boOtherTab, ImSocketEvent.read);
    await kit.call(bo.token, 'POST', IM_PATHS.read, { conversationId: projectChat, messageId: message.messageId });
    expect(await read).toEqual({ conversationId: projectChat, lastReadId: message.messageId });
  });

  it('shows typing to the others of the conversation, and ignores typing where one does not belong', async () => {
    const [annChat, boChat, cyChat] = [await chat(ann), await chat(bo), await chat(cy)];
    const typing = nextChatEvent(boChat, ImSocketEvent.typing);
    annChat.emit(ImSocketEvent.typing, { conversationId: projectChat });
    expect(await typing).toEqual({ conversationId: projectChat, userId: ann.id, nickName: 'Ann' });
    const boHeard = recorded(boChat, ImSocketEvent.typing);
    cyChat.emit(ImSocketEvent.typing, { conversationId: projectChat });
    // Ann types again: Bo hears that, and never Cy's.
    const again = nextChatEvent(boChat, ImSocketEvent.typing);
    annChat.emit(ImSocketEvent.typing, { conversationId: projectChat });
    await again;
    expect(boHeard.map((event) => event.userId)).toEqual([ann.id]);
  });

  it('tells presence to those who may see it: online, back from away, offline, with no database write', async () => {
    const annChat = await chat(ann);
    const watch = (userIds: number[]) =>
      new Promise<ImPresence[]>((resolve) => annChat.emit(ImSocketEvent.watch, { userIds }, resolve));
    const stranger = await kit.chatter('Stranger');
    expect(await watch([bo.id, stranger.id])).toEqual([{ userId: bo.id, lastActiveAt: null }]);
    const online = nextChatEvent(annChat, ImSocketEvent.presence);
    const boChat = await chat(bo);
    expect(await online).toEqual({ userId: bo.id, lastActiveAt: clock.now().getTime() });
    expect(await watch([bo.id])).toEqual([{ userId: bo.id, lastActiveAt: clock.now().getTime() }]);
    // Activity while online tells nobody; coming back after five idle minutes does.
    const heard = recorded(annChat, ImSocketEvent.presence);
    boChat.emit(ImSocketEvent.active);
    clock.advance(IM_AWAY_AFTER_MS);
    const back = nextChatEvent(annChat, ImSocketEvent.presence);
    boChat.emit(ImSocketEvent.active);
    expect(await back).toEqual({ userId: bo.id, lastActiveAt: clock.now().getTime() });
    expect(heard).toHaveLength(1);
    const gone = nextChatEvent(annChat, ImSocketEvent.presence, (presence) => presence.lastActiveAt === null);
    boChat.disconnect();
    expect(await gone).toEqual({ userId: bo.id, lastActiveAt: null });
    await kit.renew(ann, bo, cy);
  });

  it('disconnects the chat of a session that logs out', async () => {
    const cyChat = await chat(cy);
    const ended = nextChatEvent(cyChat, ImSocketEvent.sessionEnded);
    const gone = new Promise<string>((resolve) => cyChat.once('disconnect', resolve));
    expect((await kit.call(cy.session, 'POST', '/questline/userInfo/logout')).code).toBe(ResultCode.ok);
    await ended;
    expect(await gone).toBe('io server disconnect');
  });

  it("stops a project's conversation reaching someone the moment they leave the project", async () => {
    const dee = await kit.chatter('Dee');
    await server.database.db
      .insertInto('project_users')
      .values({
        project_id: projectId,
        user_id: dee.id,
        role: 'member',
        alias: 'Dee',
        create_time: clock.now().toISOString(),
        update_time: clock.now().toISOString(),
      })
      .execute();
    const deeChat = await chat(dee);
    const deeHeard = recorded(deeChat, ImSocketEvent.message);
    const first = nextChatEvent(deeChat, ImSocketEvent.message);
    await kit.sent(ann, projectChat, 'welcome Dee');
    await first;
    await server.database.db
      .deleteFrom('project_users')
      .where('project_id', '=', projectId)
      .where('user_id', '=', dee.id)
      .execute();
    await kit.sent(ann, projectChat, 'after Dee left');
    // Ann and Dee still share a team: a direct message to Dee after it marks the end of what she was sent.
    await kit.team(ann, [dee]);
    const marker = nextChatEvent(deeChat, ImSocketEvent.message);
    await kit.sent(ann, (await kit.direct(ann, dee)).conversationId, 'direct to Dee');
    await marker;
    expect(deeHeard.map((message) => message.body)).toEqual(['<p>welcome Dee</p>', '<p>direct to Dee</p>']);
  });

  it('catches a chat up after it was offline: every message once, nothing lost, nothing twice', async () => {
    await kit.renew(bo);
    const boChat = await chat(bo);
    const live = recorded(boChat, ImSocketEvent.message);
    const first = nextChatEvent(boChat, ImSocketEvent.message);
    const seenLast = await kit.sent(ann, projectChat, 'before going offline');
    await first;
    boChat.disconnect();
    const whileAway = [];
    for (let index = 0; index < 5; index += 1)
      whileAway.push(await kit.sent(ann, projectChat, `while away ${String(index)}`));
    const back = await chat(bo);
    const afterReturn = recorded(back, ImSocketEvent.message);
    // A message sent between reconnecting and catching up may come both ways; the client keeps it once by its id.
    const racing = nextChatEvent(back, ImSocketEvent.message);
    const raced = await kit.sent(ann, projectChat, 'as Bo returns');
    await racing;
    const caughtUp = await kit.call<ImCatchUp>(bo.token, 'GET', IM_PATHS.since, {
      afterId: String(seenLast.messageId),
    });
    const kept = new Map<number, ImMessage>();
    for (const message of [...live, ...afterReturn, ...caughtUp.data.messages]) kept.set(message.messageId, message);
    const inOrder = [...kept.values()].sort((a, b) => a.messageId - b.messageId);
    expect(inOrder.map((message) => message.body)).toEqual([
      '<p>before going offline</p>',
      ...whileAway.map((message) => message.body),
      raced.body,
    ]);
    // The socket itself never sent anything twice.
    const pushedIds = [...live, ...afterReturn].map((message) => message.messageId);
    expect(new Set(pushedIds).size).toBe(pushedIds.length);
  });

  it('drops a chat whose session has expired, at the next check', async () => {
    const eve = await kit.chatter('Eve');
    const eveChat = await chat(eve);
    const gone = new Promise<string>((resolve) => eveChat.once('disconnect', resolve));
    // The chatter's session lasts ten days and nobody uses it meanwhile (this test is last: everyone's ends).
    clock.advance(10 * 86_400_000);
    expect(await gone).toBe('io server disconnect');
  });
});
