import { AI_PATHS, type AiImageAnswer, type AiStatus } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenai, fakeOpenaiConfig, startFakeOpenai } from '../../test/fakeOpenai';
import { type TestServer, getTestServer } from '../../test/server';
import { aiKit, endOf } from './testKit.fixture';

/**
 * ADR 0124: a self-hosted installation sells nothing (ADR 0103), so its AI use is not metered: no credits are set
 * aside or charged, and the pages show no balance. One self-hosted app in this file (planLimits.ts).
 */
describe('AI on a self-hosted installation', () => {
  let fake: FakeOpenai;
  let server: TestServer;
  let kit: ReturnType<typeof aiKit>;

  beforeAll(async () => {
    fake = await startFakeOpenai({ pauseMs: 0 });
    server = await getTestServer({ config: { edition: 'self-hosted', ai: fakeOpenaiConfig(fake) } });
    kit = aiKit(server);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('answers and draws for anyone without credits, and records what was used', async () => {
    const asker = await kit.person();
    expect(await kit.call<AiStatus>('GET', AI_PATHS.status, { token: asker.token })).toMatchObject({
      data: { credits: null },
    });
    const { events } = await kit.chat(asker.token, { model: 'fake-chat', prompt: 'Hello' });
    expect(events[0]).toMatchObject({ type: 'start', reserved: 0 });
    expect(endOf(events)).toMatchObject({ answer: { status: 'complete' }, charged: 0, credits: null });
    const drawn = await kit.call<AiImageAnswer>('POST', AI_PATHS.generateImages, {
      token: asker.token,
      payload: { prompt: 'A cat', count: 2 },
    });
    expect(drawn.data).toMatchObject({ charged: 0, credits: null });
    expect(drawn.data.images).toHaveLength(2);
    const usage = await server.database.db
      .selectFrom('ai_usages')
      .select(['kind', 'reserved', 'charged', 'images'])
      .where('user_id', '=', asker.id)
      .orderBy('id')
      .execute();
    expect(usage).toEqual([
      { kind: 'chat', reserved: 0, charged: 0, images: null },
      { kind: 'image', reserved: 0, charged: 0, images: 2 },
    ]);
  });
});
