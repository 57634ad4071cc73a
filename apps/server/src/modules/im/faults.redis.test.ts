import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IM_PATHS, IM_TOOL_PATHS, ImSocketEvent } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { type BuiltServer, startBuiltServer } from '../../test/builtServer';
import { buildUser, signIn } from '../../test/factories';
import { type FaultActor, callAs, faultActor } from '../../test/faultTraffic';
import { type OwnRedis, ownRedis } from '../../test/ownRedis';
import { type ChatSocket, chatClient, chatConnected, nextChatEvent } from './socketKit.fixture';

const ROUNDS = 3;

/**
 * Issue 33 under issue 28's rule: the Redis of a built server with a chat open goes away and comes back. The process
 * stays up, reading conversations goes on from the database, a message is refused at once as "temporarily
 * unavailable" (its send allowance lives in Redis, which holds it across instances) and nothing is written, and
 * once Redis is back messages flow to the open chat again.
 */
describe('the chat of a built server whose Redis goes away and comes back', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-im-faults-'));
  let redis: OwnRedis;
  let server: BuiltServer;
  let ann: FaultActor & { chat: string };
  let bo: FaultActor & { chat: string };
  let receiver: ChatSocket;
  let conversationId: number;

  const chatToken = async (actor: FaultActor) => {
    const response = await fetch(`${server.url}/prod-api${IM_TOOL_PATHS.token}`, {
      headers: { authorization: `Bearer ${actor.token}` },
    });
    return ((await response.json()) as { data: { access_token: string } }).data.access_token;
  };
  const asChat = (actor: FaultActor & { chat: string }) => ({ ...actor, token: actor.chat });
  const send = (text: string) =>
    callAs(server.url, asChat(ann), 'POST', `questline/im/message`, {
      conversationId,
      clientId: `fault-${text.replace(/\W/g, '-')}`,
      body: `<p>${text}</p>`,
    });

  beforeAll(async () => {
    redis = await ownRedis();
    server = await startBuiltServer({ DATA_DIR: dataDir, REDIS_URL: redis.url });
    const handle = openDatabase({ sqliteFile: path.join(dataDir, 'questline.db') });
    try {
      const owner = await faultActor(handle.db);
      const other = await buildUser(handle.db);
      const now = new Date().toISOString();
      await handle.db
        .insertInto('project_users')
        .values({
          project_id: owner.projectId,
          user_id: other.id,
          role: 'member',
          alias: 'Bo',
          create_time: now,
          update_time: now,
        })
        .execute();
      const otherActor = { token: await signIn(handle.db, other.id), userId: other.id, projectId: owner.projectId };
      ann = { ...owner, chat: await chatToken(owner) };
      bo = { ...otherActor, chat: await chatToken(otherActor) };
    } finally {
      await handle.close();
    }
    const opened = await fetch(`${server.url}/prod-api${IM_PATHS.direct}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.chat}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: bo.userId }),
    });
    conversationId = ((await opened.json()) as { data: { conversationId: number } }).data.conversationId;
    receiver = await chatConnected(chatClient(server.url, bo.chat));
  });
  afterAll(async () => {
    receiver.disconnect();
    await server.stop();
    await redis.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`refuses to send without Redis, keeps reading, and delivers again when it returns, ${ROUNDS} times over`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const heard = nextChatEvent(
        receiver,
        ImSocketEvent.message,
        (message) => message.body === `<p>before ${round}</p>`,
      );
      expect((await send(`before ${round}`)).code).toBe(200);
      await heard;
      await redis.kill();
      const refused = await send(`without Redis ${round}`);
      expect(refused.msg).toBe('The service is temporarily unavailable, please try again in a moment');
      const listed = await callAs(server.url, asChat(bo), 'GET', `questline/im/conversations`);
      expect(listed.code, listed.msg).toBe(200);
      expect(server.alive(), server.lines.slice(-20).join('\n')).toBe(true);
      await redis.start();
      await expect
        .poll(async () => (await callAs(server.url, undefined, 'GET', 'ready')).status, { timeout: 10_000 })
        .toBe(200);
      const after = nextChatEvent(
        receiver,
        ImSocketEvent.message,
        (message) => message.body === `<p>after ${round}</p>`,
        10_000,
      );
      await expect.poll(async () => (await send(`after ${round}`)).code, { timeout: 10_000 }).toBe(200);
      await after;
    }
    expect(server.alive()).toBe(true);
    const history = await fetch(
      `${server.url}/prod-api${IM_PATHS.messages}?conversationId=${String(conversationId)}&limit=100`,
      {
        headers: { authorization: `Bearer ${bo.chat}` },
      },
    );
    const bodies = ((await history.json()) as { data: { messages: { body: string }[] } }).data.messages.map(
      (one) => one.body,
    );
    expect(bodies.filter((body) => body.includes('without Redis'))).toEqual([]);
  });
});
