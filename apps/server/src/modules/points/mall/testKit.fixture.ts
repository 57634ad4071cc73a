import { type CommodityInput, type CommodityRow, MALL_PATHS, POINTS_PATHS } from '@questline/contract';
import { expect } from 'vitest';
import { type SignedInPerson, peopleKit } from '../../../test/people';
import type { TestServer } from '../../../test/server';

export type MallPerson = SignedInPerson;

/** People, points and commodities for the mall's tests, through the real calls (the ledger stays whole). */
export function mallKit(server: TestServer, now: () => Date) {
  const { call, person, admin } = peopleKit(server, now);
  return {
    call,
    person,
    admin,
    /** Points given by the administrator, as a ledger adjustment. */
    async grant(userId: number, points: number) {
      const answer = await call('POST', POINTS_PATHS.adjust, {
        token: (await admin()).token,
        payload: { userId, points, reason: 'test' },
      });
      expect(answer.code).toBe(200);
    },
    async commodity(fields: Partial<CommodityInput> = {}): Promise<CommodityRow> {
      const answer = await call<CommodityRow>('POST', MALL_PATHS.adminCommodities, {
        token: (await admin()).token,
        payload: {
          nameZh: '马克杯',
          nameEn: 'Mug',
          descriptionZh: '陶瓷马克杯',
          descriptionEn: 'A ceramic mug',
          pointsPrice: 30,
          stock: 5,
          onSale: true,
          ...fields,
        },
      });
      expect(answer.code).toBe(200);
      return answer.data;
    },
    redemption(commodityId: number, extra: object = {}) {
      return {
        commodityId,
        recipient: '王小明',
        phone: '13912345678',
        address: '上海市浦东新区世纪大道 100 号',
        ...extra,
      };
    },
    async state(userId: number, commodityId: number) {
      const db = server.database.db;
      const [user, commodity, ledger, orders] = await Promise.all([
        db.selectFrom('users').select('points').where('id', '=', userId).executeTakeFirstOrThrow(),
        db.selectFrom('commodities').select(['stock', 'sold']).where('id', '=', commodityId).executeTakeFirstOrThrow(),
        db.selectFrom('points_ledger').select('points').where('user_id', '=', userId).execute(),
        db.selectFrom('points_orders').select('id').where('user_id', '=', userId).execute(),
      ]);
      // ADR 0111: the balance is always the ledger's sum.
      expect(user.points).toBe(ledger.reduce((sum, entry) => sum + entry.points, 0));
      return { balance: user.points, stock: commodity.stock, sold: commodity.sold, orders: orders.length };
    },
  };
}
