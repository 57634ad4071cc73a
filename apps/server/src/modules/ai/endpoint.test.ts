import { AI_PATHS, type AiEndpointCheck, type AiEndpointView, type AiStatus, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenai, startFakeOpenai } from '../../test/fakeOpenai';
import { freePort } from '../../test/fakePay';
import { type TestServer, getTestServer } from '../../test/server';
import { aiKit, endOf } from './testKit.fixture';

/** Issue 34: the endpoint a platform administrator sets, its key kept on the server (ADR 0124). */
describe('the AI endpoint’s settings', () => {
  let fake: FakeOpenai;
  let server: TestServer;
  let kit: ReturnType<typeof aiKit>;
  const settings = (fields: object = {}) => ({
    baseUrl: `${fake.baseUrl}/`,
    apiKey: '',
    chatModels: ['fake-chat-large'],
    imageModel: '',
    ...fields,
  });

  beforeAll(async () => {
    fake = await startFakeOpenai({ pauseMs: 0 });
    // No endpoint in the environment: the pages say so until an administrator sets one.
    server = await getTestServer({
      config: { ai: { baseUrl: '', apiKey: '', chatModels: [], imageModel: '', timeoutMs: 2000 } },
    });
    kit = aiKit(server);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('is set by the platform administrator alone, whose key no answer ever shows', async () => {
    const admin = await kit.admin();
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 3);
    expect(await kit.call<AiStatus>('GET', AI_PATHS.status, { token: asker.token })).toMatchObject({
      data: { chatModels: [], imageModel: null, credits: { chat: 3, image: 0 } },
    });
    expect((await kit.chat(asker.token, { model: 'fake-chat', prompt: 'Hi' })).envelope?.msg).toBe(
      'AI chat is not set up on this site; ask the platform administrator',
    );
    expect(await kit.call('GET', AI_PATHS.endpoint, { token: admin.token })).toMatchObject({
      data: { source: 'none', baseUrl: '', keyHint: '' },
    });

    for (const [method, path] of [
      ['GET', AI_PATHS.endpoint],
      ['PUT', AI_PATHS.endpoint],
      ['DELETE', AI_PATHS.endpoint],
      ['POST', AI_PATHS.checkEndpoint],
    ] as const) {
      const answer = await kit.call(method, path, { token: asker.token, payload: settings() });
      expect(answer.code, `${method} ${path}`).toBe(ResultCode.forbidden);
    }

    const saved = await kit.call<AiEndpointView>('PUT', AI_PATHS.endpoint, {
      token: admin.token,
      payload: settings({ apiKey: fake.apiKey }),
    });
    expect(saved.data).toEqual({
      source: 'saved',
      baseUrl: fake.baseUrl,
      keyHint: 'sk-••••line',
      chatModels: ['fake-chat-large'],
      imageModel: '',
    });
    // Saved again without a key (the form never has it): the key stays.
    await kit.call('PUT', AI_PATHS.endpoint, { token: admin.token, payload: settings({ imageModel: 'fake-image' }) });
    const read = await kit.call<AiEndpointView>('GET', AI_PATHS.endpoint, { token: admin.token });
    expect(read.data).toMatchObject({ keyHint: 'sk-••••line', imageModel: 'fake-image' });
    expect(JSON.stringify(read)).not.toContain(fake.apiKey);

    expect(await kit.call<AiStatus>('GET', AI_PATHS.status, { token: asker.token })).toMatchObject({
      data: { chatModels: ['fake-chat-large'], imageModel: 'fake-image' },
    });
    const answered = await kit.chat(asker.token, { model: 'fake-chat-large', prompt: 'Hi' });
    expect(endOf(answered.events).answer.status).toBe('complete');
  });

  it('checks an address and key against the endpoint before they are saved', async () => {
    const admin = await kit.admin();
    const models = await kit.call<AiEndpointCheck>('POST', AI_PATHS.checkEndpoint, {
      token: admin.token,
      payload: settings({ apiKey: fake.apiKey }),
    });
    expect(models.data).toEqual({ models: ['fake-chat', 'fake-chat-large', 'fake-image'] });
    expect(
      await kit.call('POST', AI_PATHS.checkEndpoint, {
        token: admin.token,
        payload: settings({ apiKey: 'sk-wrong' }),
      }),
    ).toMatchObject({ msg: 'The AI service refused the request (401): Incorrect API key provided' });
    const closed = await freePort();
    expect(
      await kit.call('POST', AI_PATHS.checkEndpoint, {
        token: admin.token,
        payload: settings({ baseUrl: `http://127.0.0.1:${String(closed)}/v1`, apiKey: 'sk-any' }),
      }),
    ).toMatchObject({ msg: 'The AI service cannot be reached; try again later' });
  });

  it('refuses an address that is not one, and returns to the environment’s endpoint when reset', async () => {
    const admin = await kit.admin();
    const refused = await kit.call('PUT', AI_PATHS.endpoint, {
      token: admin.token,
      payload: settings({ baseUrl: 'ftp://example.com' }),
      language: 'zh-CN',
    });
    expect(refused.msg).toBe('参数错误：接口地址应以 http:// 或 https:// 开头，例如 https://api.openai.com/v1');
    expect(
      (await kit.call('PUT', AI_PATHS.endpoint, { token: admin.token, payload: settings({ chatModels: ['a', 'a'] }) }))
        .msg,
    ).toBe('Invalid input: A chat model is listed twice');
    const reset = await kit.call<AiEndpointView>('DELETE', AI_PATHS.endpoint, { token: admin.token });
    expect(reset.data).toMatchObject({ source: 'none', baseUrl: '' });
  });
});
