import { describe, expect, it } from 'vitest';
import { describeValidation } from '../validation';
import {
  AUTO_RECEIVE_DAYS,
  autoReceiveCutoff,
  autoReceiveTime,
  isCommodityImageName,
  nextPointsOrderStatus,
  redemptionProblem,
} from './mall';
import { commodityBody, redeemBody, shipBody } from './mallSchemas';

/** Spec points 3 "Points order status" and 5 "Points mall order" (issue 30, ADR 0112). */
describe('points mall rules', () => {
  it('moves a points order to ship, shipped, received, and no further', () => {
    expect(nextPointsOrderStatus('toShip')).toBe('shipped');
    expect(nextPointsOrderStatus('shipped')).toBe('received');
    expect(nextPointsOrderStatus('received')).toBeNull();
  });

  it('counts a shipped order received 14 days after shipping, to the millisecond', () => {
    expect(AUTO_RECEIVE_DAYS).toBe(14);
    expect(autoReceiveTime('2026-06-01T10:00:00.000Z')).toBe('2026-06-15T10:00:00.000Z');
    expect(autoReceiveCutoff(new Date('2026-06-15T10:00:00.000Z'))).toBe('2026-06-01T10:00:00.000Z');
  });

  it('names the stock before the points when both are short, and nothing when both suffice', () => {
    expect(redemptionProblem({ stock: 0, pointsPrice: 50, quantity: 1, balance: 10 })).toBe('commodityStockShort');
    expect(redemptionProblem({ stock: 3, pointsPrice: 50, quantity: 2, balance: 99 })).toBe('pointsNotEnough');
    expect(redemptionProblem({ stock: 2, pointsPrice: 50, quantity: 2, balance: 100 })).toBeNull();
  });

  it('accepts only picture names the server generates', () => {
    expect(isCommodityImageName('')).toBe(true);
    expect(isCommodityImageName(`${'a1'.repeat(16)}.png`)).toBe(true);
    expect(isCommodityImageName('../../etc/passwd')).toBe(false);
    expect(isCommodityImageName(`${'A1'.repeat(16)}.png`)).toBe(false);
  });
});

describe('points mall input', () => {
  const message = (result: { success: boolean; error?: { issues: Parameters<typeof describeValidation>[1] } }) =>
    result.error ? describeValidation('en', result.error.issues) : '';

  it('requires recipient, a valid phone and address, trimmed, and one to ten items', () => {
    const good = { commodityId: 1, recipient: ' Wang ', phone: '13912345678', address: ' 100 Century Ave ' };
    expect(redeemBody.parse(good)).toEqual({ ...good, recipient: 'Wang', address: '100 Century Ave', quantity: 1 });
    expect(message(redeemBody.safeParse({ ...good, recipient: '   ' }))).toContain('Enter the recipient');
    expect(message(redeemBody.safeParse({ ...good, phone: '23912345678' }))).toContain('The phone number is incorrect');
    expect(message(redeemBody.safeParse({ ...good, address: '' }))).toContain('Enter the delivery address');
    expect(redeemBody.safeParse({ ...good, quantity: 0 }).success).toBe(false);
    expect(redeemBody.safeParse({ ...good, quantity: 11 }).success).toBe(false);
    expect(redeemBody.safeParse({ ...good, points: 1 }).success).toBe(false);
  });

  it('keeps a commodity’s price positive and its stock at or above zero', () => {
    const fields = { nameZh: '杯', nameEn: 'Mug', pointsPrice: 10, stock: 0, onSale: true };
    expect(commodityBody.parse(fields)).toMatchObject({ descriptionZh: '', image: '' });
    expect(commodityBody.safeParse({ ...fields, pointsPrice: 0 }).success).toBe(false);
    expect(commodityBody.safeParse({ ...fields, stock: -1 }).success).toBe(false);
    expect(message(commodityBody.safeParse({ ...fields, image: 'x.gif' }))).toContain('PNG or JPEG');
  });

  it('ships only with a carrier and a tracking number', () => {
    expect(message(shipBody.safeParse({ orderId: 1, carrier: ' ', trackingNo: 'SF1' }))).toContain('Enter the carrier');
    expect(message(shipBody.safeParse({ orderId: 1, carrier: 'SF', trackingNo: '' }))).toContain(
      'Enter the tracking number',
    );
  });
});
