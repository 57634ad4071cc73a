import { MALL_PATHS } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, getTestServer } from '../../../test/server';
import { mallKit } from './testKit.fixture';

/**
 * Issue 30 (ADR 0112): 50 people redeem the last 10 items at once. Exactly 10 get one, the stock ends at 0 and
 * never below, and each balance is its ledger's sum: the winners paid, the others kept their points.
 */
describe('points mall under a race', () => {
  let server: TestServer;
  let kit: ReturnType<typeof mallKit>;
  beforeAll(async () => {
    server = await getTestServer();
    kit = mallKit(server, () => new Date());
  });
  afterAll(() => server.close());

  it('sells the last 10 items to exactly 10 of 50 buyers', async () => {
    const mug = await kit.commodity({ pointsPrice: 25, stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => kit.person()));
    for (const buyer of buyers) await kit.grant(buyer.id, 40);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        kit.call('POST', MALL_PATHS.addCommodityOrder, {
          token: buyer.token,
          payload: kit.redemption(mug.commodityId),
        }),
      ),
    );
    const won = answers.filter((answer) => answer.code === 200).length;
    expect(won).toBe(10);
    expect(answers.filter((answer) => answer.msg === 'Insufficient stock').length).toBe(40);
    const states = await Promise.all(buyers.map((buyer) => kit.state(buyer.id, mug.commodityId)));
    expect(states.filter((state) => state.orders === 1 && state.balance === 15).length).toBe(10);
    expect(states.filter((state) => state.orders === 0 && state.balance === 40).length).toBe(40);
    expect(states[0]).toMatchObject({ stock: 0, sold: 10 });
  });

  it('lets one person’s two racing redemptions spend their points once', async () => {
    const buyer = await kit.person();
    await kit.grant(buyer.id, 30);
    const mug = await kit.commodity({ pointsPrice: 20, stock: 5 });
    const answers = await Promise.all(
      [1, 2].map(() =>
        kit.call('POST', MALL_PATHS.addCommodityOrder, {
          token: buyer.token,
          payload: kit.redemption(mug.commodityId),
        }),
      ),
    );
    expect(answers.map((answer) => answer.msg).sort()).toEqual(['Not enough points for the redemption', 'Success']);
    expect(await kit.state(buyer.id, mug.commodityId)).toEqual({ balance: 10, stock: 4, sold: 1, orders: 1 });
  });
});
