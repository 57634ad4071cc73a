import http from 'node:http';
import {
  AI_PATHS,
  AI_TOKENS_PER_CREDIT,
  type AiConversationDetail,
  type AiConversationRow,
  DEMO_START_PATH,
  type DemoStart,
  ResultCode,
  promptTokenBound,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../test/api';
import { type FakeOpenai, fakeOpenaiConfig, startFakeOpenai } from '../../test/fakeOpenai';
import { type TestServer, getTestServer } from '../../test/server';
import { aiKit, endOf, streamedText } from './testKit.fixture';

/** Issue 34: the chat page's answers, streamed from the fake endpoint through the real database. */
describe('AI chat', () => {
  let fake: FakeOpenai;
  let server: TestServer;
  let kit: ReturnType<typeof aiKit>;
  /** The app on a real port too: what a browser's connection sees of a stream, inject cannot show. */
  let address = '';
  const sentToEndpoint = () => fake.received.filter((call) => call.path === '/v1/chat/completions');
  const conversationRows = (userId: number) =>
    server.database.db.selectFrom('ai_conversations').select('id').where('user_id', '=', userId).execute();

  beforeAll(async () => {
    fake = await startFakeOpenai({ pauseMs: 1 });
    server = await getTestServer({ config: { ai: fakeOpenaiConfig(fake, 1000) } });
    kit = aiKit(server);
    address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('streams the answer line by line, keeps it and charges the tokens the endpoint reported', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 5);
    const before = sentToEndpoint().length;
    const { events, envelope } = await kit.chat(asker.token, { model: 'fake-chat', prompt: 'Why does login fail?' });
    expect(envelope).toBeNull();
    expect(events[0]).toMatchObject({
      type: 'start',
      conversation: { title: 'Why does login fail?' },
      prompt: { role: 'user', content: 'Why does login fail?', status: 'complete' },
      reserved: 2,
    });
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(10);
    const text = streamedText(events);
    expect(text).toMatch(/^About "Why does login fail\?": first write down the steps/);
    expect(endOf(events)).toMatchObject({
      answer: { role: 'assistant', content: text, status: 'complete', model: 'fake-chat' },
      charged: 1,
      credits: { chat: 4, image: 0 },
    });
    expect(await kit.credits(asker.id)).toEqual({ chat: 4, image: 0 });

    const [sent] = sentToEndpoint().slice(before);
    expect(sent?.body).toMatchObject({
      model: 'fake-chat',
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 1024,
      messages: [{ role: 'user', content: 'Why does login fail?' }],
    });
    const usage = await server.database.db
      .selectFrom('ai_usages')
      .select(['reserved', 'charged', 'outcome', 'prompt_tokens', 'completion_tokens'])
      .where('user_id', '=', asker.id)
      .execute();
    expect(usage).toEqual([
      { reserved: 2, charged: 1, outcome: 'complete', prompt_tokens: 5, completion_tokens: expect.any(Number) },
    ]);
  });

  it('sends each piece over the connection as it arrives, uncompressed, while the endpoint is still writing', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 2);
    const response = await fetch(`${address}/prod-api${AI_PATHS.chat}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${asker.token}`,
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify({ model: 'fake-chat', prompt: '[hold] Tell me slowly' }),
    });
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
    const decoder = new TextDecoder();
    let received = '';
    // [hold]: the endpoint sent half its answer and waits; those lines must be here before it goes on.
    while ((received.match(/"type":"delta"/g) ?? []).length < 3) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended early: ${received}`);
      received += decoder.decode(value, { stream: true });
    }
    expect(received).not.toContain('"type":"end"');
    await expect.poll(() => fake.release()).toBe(1);
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      received += decoder.decode(part.value, { stream: true });
    }
    expect(received.trim().split('\n').at(-1)).toContain('"type":"end"');
    expect(await kit.credits(asker.id)).toEqual({ chat: 1, image: 0 });
  });

  it('keeps and charges the whole answer when the browser leaves before it ends', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 2);
    // The tab closes: its connection goes as soon as the first line arrived.
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        `${address}/prod-api${AI_PATHS.chat}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${asker.token}`, 'content-type': 'application/json' },
        },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ model: 'fake-chat', prompt: '[hold] Then I close the tab' }));
    });
    await expect.poll(() => fake.release()).toBe(1);
    const answers = server.database.db
      .selectFrom('ai_messages as m')
      .innerJoin('ai_conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.status', 'm.content'])
      .where('c.user_id', '=', asker.id)
      .where('m.role', '=', 'assistant');
    await expect.poll(async () => (await answers.execute()).map((row) => row.status)).toEqual(['complete']);
    expect((await answers.executeTakeFirstOrThrow()).content).toMatch(/went wrong\.$/);
    expect(await kit.credits(asker.id)).toEqual({ chat: 1, image: 0 });
  });

  it('continues a conversation with what was said before, and keeps it to its owner', async () => {
    const asker = await kit.person();
    const stranger = await kit.person();
    await kit.buy(asker, 'chat', 10);
    await kit.buy(stranger, 'chat', 10);
    const first = await kit.chat(asker.token, { model: 'fake-chat', prompt: 'Name the steps' });
    const start = first.events[0];
    if (start?.type !== 'start') throw new Error('no start line');
    const { conversationId } = start.conversation;
    const second = await kit.chat(asker.token, { conversationId, model: 'fake-chat-large', prompt: 'And then?' });
    expect(endOf(second.events).answer.model).toBe('fake-chat-large');
    expect(sentToEndpoint().at(-1)?.body.messages).toEqual([
      { role: 'user', content: 'Name the steps' },
      { role: 'assistant', content: streamedText(first.events) },
      { role: 'user', content: 'And then?' },
    ]);

    const detail = await kit.call<AiConversationDetail>('GET', AI_PATHS.conversation(conversationId), {
      token: asker.token,
    });
    expect(detail.data.messages.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    const renamed = await kit.call<AiConversationRow>('POST', AI_PATHS.renameConversation, {
      token: asker.token,
      payload: { conversationId, title: 'Steps to reproduce' },
    });
    expect(renamed.data.title).toBe('Steps to reproduce');
    const listed = await kit.call<AiConversationRow[]>('GET', AI_PATHS.conversations, { token: asker.token });
    expect(listed.rows.map((row) => row.title)).toEqual(['Steps to reproduce']);

    // Someone else's conversation is not there for them, whatever they try; nothing of theirs is spent on it.
    const refusals = [
      (await kit.chat(stranger.token, { conversationId, model: 'fake-chat', prompt: 'Mine now' })).envelope,
      await kit.call('GET', AI_PATHS.conversation(conversationId), { token: stranger.token }),
      await kit.call('POST', AI_PATHS.renameConversation, {
        token: stranger.token,
        payload: { conversationId, title: 'Taken' },
      }),
      await kit.call('POST', AI_PATHS.removeConversation, { token: stranger.token, payload: { conversationId } }),
    ];
    expect(refusals.map((answer) => answer?.code)).toEqual([404, 404, 404, 404]);
    expect(await kit.credits(stranger.id)).toEqual({ chat: 10, image: 0 });
    expect((await kit.call('GET', AI_PATHS.conversations, { token: stranger.token })).rows).toEqual([]);

    await kit.call('POST', AI_PATHS.removeConversation, { token: asker.token, payload: { conversationId } });
    expect(await conversationRows(asker.id)).toEqual([]);
    expect(await kit.credits(asker.id)).toEqual({ chat: 8, image: 0 });
  });

  it('keeps what arrived of an answer cut off halfway and charges nothing for it', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 3);
    const { events } = await kit.chat(asker.token, { model: 'fake-chat', prompt: '[cut] Explain the crash' });
    const text = streamedText(events);
    expect(text.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/went wrong\.$/);
    expect(endOf(events)).toMatchObject({
      answer: { content: text, status: 'cutOff' },
      charged: 0,
      credits: { chat: 3 },
    });
    expect(await kit.credits(asker.id)).toEqual({ chat: 3, image: 0 });
  });

  it('cuts off an answer the endpoint stops sending, after the time-out', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 3);
    const { events } = await kit.chat(asker.token, { model: 'fake-chat', prompt: '[stall] Anyone there?' });
    expect(endOf(events)).toMatchObject({ answer: { content: '', status: 'cutOff' }, charged: 0 });
    expect(await kit.credits(asker.id)).toEqual({ chat: 3, image: 0 });
  });

  it('never charges more than it set aside, and lowers the answer to what a small balance pays for', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 1);
    const prompt = 'Summarise the release';
    const { events } = await kit.chat(asker.token, { model: 'fake-chat', prompt });
    expect(events[0]).toMatchObject({ reserved: 1 });
    const bound = promptTokenBound([{ content: prompt }]);
    expect(sentToEndpoint().at(-1)?.body.max_tokens).toBe(AI_TOKENS_PER_CREDIT - bound);
    expect(await kit.credits(asker.id)).toEqual({ chat: 0, image: 0 });

    const rich = await kit.person();
    await kit.buy(rich, 'chat', 9);
    // [big]: the endpoint reports 2,000 prompt tokens more than the two credits set aside pay for.
    const big = await kit.chat(rich.token, { model: 'fake-chat', prompt: '[big] A long one' });
    expect(endOf(big.events)).toMatchObject({ charged: 2, credits: { chat: 7 } });
    expect(await kit.credits(rich.id)).toEqual({ chat: 7, image: 0 });
  });

  it('refuses without credits, with the message and nothing sent, kept or spent', async () => {
    const asker = await kit.person();
    const before = fake.received.length;
    const refused = await kit.chat(asker.token, { model: 'fake-chat', prompt: 'Hello' });
    expect(refused.envelope).toMatchObject({
      code: ResultCode.fail,
      msg: 'Not enough chat credits: this needs at least 1 and you have 0. Top up on the AI top-up page first',
    });
    const zh = await kit.chat(asker.token, { model: 'fake-chat', prompt: 'Hello' }, 'zh-CN');
    expect(zh.envelope?.msg).toBe('AI 对话次数不足：本次至少需要 1 次，当前剩余 0 次，请先到“AI 充值”页面充值');
    expect(fake.received.length).toBe(before);
    expect(await conversationRows(asker.id)).toEqual([]);
  });

  it('lets two requests racing for the last credit spend it once', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 1);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => kit.chat(asker.token, { model: 'fake-chat', prompt: `Race ${String(n)}` })),
    );
    expect(answers.filter((answer) => answer.envelope === null)).toHaveLength(1);
    expect(answers.filter((answer) => answer.envelope?.msg.startsWith('Not enough chat credits'))).toHaveLength(2);
    expect(await kit.credits(asker.id)).toEqual({ chat: 0, image: 0 });
    expect(await conversationRows(asker.id)).toHaveLength(1);
  });

  it('gives everything back when the endpoint refuses, and says what it said', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 2);
    const refused = await kit.chat(asker.token, { model: 'fake-chat', prompt: '[fail] Anything' });
    expect(refused.envelope).toMatchObject({
      code: ResultCode.fail,
      msg: 'The AI service refused the request (500): The model is overloaded',
    });
    expect(await kit.credits(asker.id)).toEqual({ chat: 2, image: 0 });
    expect(await conversationRows(asker.id)).toEqual([]);
    const outcome = await server.database.db
      .selectFrom('ai_usages')
      .select(['charged', 'outcome'])
      .where('user_id', '=', asker.id)
      .execute();
    expect(outcome).toEqual([{ charged: 0, outcome: 'failed' }]);
  });

  it('offers only the configured models, and refuses an empty prompt in the caller’s language', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 2);
    expect((await kit.chat(asker.token, { model: 'gpt-9', prompt: 'Hi' })).envelope?.msg).toBe(
      'The model "gpt-9" is not offered; choose one from the list',
    );
    expect((await kit.chat(asker.token, { model: 'fake-chat', prompt: '   ' })).envelope?.msg).toBe(
      'Invalid input: Write something first',
    );
    expect(await kit.credits(asker.id)).toEqual({ chat: 2, image: 0 });
    expect((await kit.chat('not-a-session', { model: 'fake-chat', prompt: 'Hi' })).envelope?.code).toBe(401);
  });

  it('keeps the live demo’s visitors from asking: it would spend money outside the sandbox', async () => {
    const started = await server.app.inject({ method: 'POST', url: `/prod-api${DEMO_START_PATH}` });
    const { token } = started.json<Answer<DemoStart>>().data;
    const before = fake.received.length;
    const refused = await kit.chat(token, { model: 'fake-chat', prompt: 'Hello' });
    expect(refused.envelope).toMatchObject({ code: ResultCode.forbidden });
    expect(fake.received.length).toBe(before);
    // The page itself opens for them: its reads are harmless.
    const status = await kit.call('GET', AI_PATHS.status, { token });
    expect(status).toMatchObject({ code: 200, data: { credits: { chat: 0, image: 0 } } });
  });
});
