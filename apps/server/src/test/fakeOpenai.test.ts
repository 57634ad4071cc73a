import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenai, startFakeOpenai } from './fakeOpenai';

/** The fake OpenAI-compatible endpoint itself: what the AI tests and journeys lean on (issue 34). */
describe('fake OpenAI-compatible endpoint', () => {
  let fake: FakeOpenai;
  const post = (path: string, body: object, key = fake.apiKey) =>
    fetch(`${fake.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  beforeAll(async () => {
    fake = await startFakeOpenai({ pauseMs: 0 });
  });
  afterAll(() => fake.close());

  it('refuses a wrong key and an unknown model the way OpenAI does', async () => {
    const wrong = await post('/chat/completions', { model: 'fake-chat', messages: [] }, 'sk-other');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    const unknown = await post('/chat/completions', { model: 'gpt-9', messages: [] });
    expect(unknown.status).toBe(404);
    expect(fake.received).toEqual([]);
  });

  it('answers a chat whole when not asked to stream, with its usage, and stops at max_tokens', async () => {
    const whole = await post('/chat/completions', {
      model: 'fake-chat',
      messages: [{ role: 'user', content: 'Why' }],
      max_tokens: 3,
    });
    expect(await whole.json()).toMatchObject({
      object: 'chat.completion',
      choices: [{ message: { role: 'assistant', content: 'About "Why": first ' }, finish_reason: 'length' }],
      usage: { prompt_tokens: 1, completion_tokens: 3, total_tokens: 4 },
    });
  });

  it('lists its models and serves the pictures it gave as addresses', async () => {
    const models = await fetch(`${fake.baseUrl}/models`, { headers: { authorization: `Bearer ${fake.apiKey}` } });
    expect(((await models.json()) as { data: { id: string }[] }).data.map((model) => model.id)).toEqual([
      'fake-chat',
      'fake-chat-large',
      'fake-image',
    ]);
    const drawn = await post('/images/generations', { model: 'fake-image', prompt: '[url] A cat', n: 1 });
    const { data } = (await drawn.json()) as { data: { url: string }[] };
    const picture = await fetch(data[0]?.url ?? '');
    expect(picture.headers.get('content-type')).toBe('image/png');
  });
});
