import { AI_PATHS, type AiStatus, FINANCE_PATHS } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenai, fakeOpenaiConfig, startFakeOpenai } from '../../test/fakeOpenai';
import { type TestServer, getTestServer } from '../../test/server';
import { ABANDONED_AFTER_MS, refundAbandonedReservations, reserveCredits } from './credits';
import { aiKit } from './testKit.fixture';
import { failure } from '../../http/errors';

/** Issue 34 (ADR 0124): credits come from paid orders and go to requests, never below zero. */
describe('AI credits', () => {
  let fake: FakeOpenai;
  let server: TestServer;
  let kit: ReturnType<typeof aiKit>;

  beforeAll(async () => {
    fake = await startFakeOpenai({ pauseMs: 0 });
    server = await getTestServer({ config: { ai: fakeOpenaiConfig(fake) } });
    kit = aiKit(server);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('are added by each paid order of an AI product, chat and drawing apart', async () => {
    const buyer = await kit.person();
    await kit.buy(buyer, 'chat', 100);
    await kit.buy(buyer, 'chat', 20);
    await kit.buy(buyer, 'image', 10);
    expect(await kit.call<AiStatus>('GET', AI_PATHS.status, { token: buyer.token })).toMatchObject({
      data: {
        chatModels: ['fake-chat', 'fake-chat-large'],
        imageModel: 'fake-image',
        credits: { chat: 120, image: 10 },
      },
    });
    expect(await kit.credits(buyer.id)).toEqual({ chat: 120, image: 10 });
    // The recharge page lists the products of each kind.
    const chatOffers = await kit.call<{ credits: number }[]>('GET', FINANCE_PATHS.chatGptVersionList, {
      token: buyer.token,
    });
    expect(chatOffers.data.map((offer) => offer.credits)).toEqual(expect.arrayContaining([100, 20]));
  });

  it('set aside by a request a stopped server never finished come back once, after an hour', async () => {
    const asker = await kit.person();
    await kit.buy(asker, 'chat', 5);
    const started = new Date();
    const reservation = await reserveCredits(server.database.db, {
      userId: asker.id,
      kind: 'chat',
      model: 'fake-chat',
      metered: true,
      decide: () => 2,
      refuse: () => failure('aiChatCreditsShort'),
      now: started,
    });
    expect(reservation.reserved).toBe(2);
    expect(await kit.credits(asker.id)).toEqual({ chat: 3, image: 0 });
    const later = (ms: number) => new Date(started.getTime() + ms);
    expect(await refundAbandonedReservations(server.database.db, later(ABANDONED_AFTER_MS - 1000))).toBe(0);
    expect(await refundAbandonedReservations(server.database.db, later(ABANDONED_AFTER_MS + 1000))).toBe(1);
    expect(await refundAbandonedReservations(server.database.db, later(ABANDONED_AFTER_MS + 2000))).toBe(0);
    expect(await kit.credits(asker.id)).toEqual({ chat: 5, image: 0 });
  });
});
