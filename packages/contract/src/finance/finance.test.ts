import { describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import { formatYuan } from '../prices';
import { ORDER_STATUSES, OrderStatus, isOpenOrder, openOrderSlot, orderStatusLabel, pointsForPaidFen } from './orders';
import {
  addMonths,
  daysRemaining,
  effectiveVersionCode,
  hasActivePaidPlan,
  monthsRemaining,
  planAfterPayment,
  planPurchase,
  upgradePriceFen,
  upgradeTargets,
  vipEndWarningDue,
} from './plansTime';

const now = new Date('2026-03-10T08:00:00.000Z');

describe('order prices (spec point 9)', () => {
  it('prices plan purchases with the spec figures, in fen', () => {
    const yuan = (versionCode: number, period: 'monthly' | 'annual' | 'twoYear') =>
      formatYuan(planPurchase(versionCode, period).amountFen);
    expect([yuan(1, 'annual'), yuan(1, 'twoYear')]).toEqual(['718.08', '979.2']);
    expect([yuan(2, 'annual'), yuan(2, 'twoYear')]).toEqual(['1774.08', '2419.2']);
    expect([yuan(3, 'annual'), yuan(3, 'twoYear')]).toEqual(['4097.28', '5587.2']);
    expect(planPurchase(1, 'monthly')).toEqual({ amountFen: 6800, months: 1 });
    expect(planPurchase(3, 'twoYear').months).toBe(24);
  });

  it('prices an upgrade as (new unit - current unit) x months remaining', () => {
    expect(upgradePriceFen(1, 2, 6)).toBe((168 - 68) * 6 * 100);
    expect(formatYuan(upgradePriceFen(1, 3, 12))).toBe('3840');
    expect(formatYuan(upgradePriceFen(2, 3, 1))).toBe('220');
    expect(upgradePriceFen(2, 1, 5)).toBe(0);
    expect(upgradeTargets(1).map((plan) => plan.versionCode)).toEqual([2, 3]);
    expect(upgradeTargets(3)).toEqual([]);
  });

  it('counts a started month as a month remaining, and none once over', () => {
    expect(monthsRemaining(now, '2026-09-10T08:00:00.000Z')).toBe(6);
    expect(monthsRemaining(now, '2026-09-11T08:00:00.000Z')).toBe(7);
    expect(monthsRemaining(now, '2026-03-11T08:00:00.000Z')).toBe(1);
    expect(monthsRemaining(now, '2026-03-10T08:00:00.000Z')).toBe(0);
    expect(monthsRemaining(now, null)).toBe(0);
  });

  it('adds calendar months, keeping to the last day of a short month', () => {
    expect(addMonths('2026-01-31T10:00:00.000Z', 1)).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths('2026-03-10T08:00:00.000Z', 12)).toBe('2027-03-10T08:00:00.000Z');
    expect(addMonths('2028-01-31T00:00:00.000Z', 1)).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('the effect of a paid plan order', () => {
  const free = { versionCode: 0, endTime: null };
  const standard = { versionCode: 1, endTime: '2026-06-10T08:00:00.000Z' };

  it('starts a new plan now for its months', () => {
    expect(planAfterPayment(free, { type: 'new', versionCode: 1, months: 12 }, now)).toEqual({
      versionCode: 1,
      endTime: '2027-03-10T08:00:00.000Z',
    });
  });

  it('upgrades at once and keeps the end time', () => {
    expect(planAfterPayment(standard, { type: 'upgrade', versionCode: 3, months: 3 }, now)).toEqual({
      versionCode: 3,
      endTime: standard.endTime,
    });
  });

  it('renews from the current end, or from now once it is over', () => {
    expect(planAfterPayment(standard, { type: 'renewal', versionCode: 1, months: 1 }, now).endTime).toBe(
      '2026-07-10T08:00:00.000Z',
    );
    const over = { versionCode: 1, endTime: '2026-01-01T00:00:00.000Z' };
    expect(planAfterPayment(over, { type: 'renewal', versionCode: 1, months: 1 }, now).endTime).toBe(
      '2026-04-10T08:00:00.000Z',
    );
  });
});

describe('points and the VIP-end warning (DOMAIN.md "Money and points")', () => {
  it('earns 1 point per full 5 yuan', () => {
    expect(pointsForPaidFen(71_808)).toBe(143);
    expect(pointsForPaidFen(499)).toBe(0);
    expect(pointsForPaidFen(500)).toBe(1);
    expect(pointsForPaidFen(0)).toBe(0);
  });

  it('treats a paid plan past its end as Free, and one without an end as running', () => {
    expect(effectiveVersionCode(2, '2026-03-10T07:59:59.000Z', now)).toBe(0);
    expect(effectiveVersionCode(2, '2026-03-10T08:00:01.000Z', now)).toBe(2);
    expect(effectiveVersionCode(3, null, now)).toBe(3);
    expect(hasActivePaidPlan(0, null, now)).toBe(false);
  });

  it('warns when 0 to 7 days remain on a paid plan only', () => {
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    expect(vipEndWarningDue(1, inDays(7), now)).toBe(true);
    expect(vipEndWarningDue(1, inDays(0.5), now)).toBe(true);
    expect(vipEndWarningDue(1, inDays(7.1), now)).toBe(false);
    expect(vipEndWarningDue(1, inDays(-1), now)).toBe(false);
    expect(vipEndWarningDue(0, inDays(3), now)).toBe(false);
    expect(daysRemaining(now, inDays(2.5))).toBe(3);
    expect(daysRemaining(now, inDays(-2))).toBe(0);
  });
});

describe('order statuses (spec point 3)', () => {
  it('names the six statuses in both languages', () => {
    expect(ORDER_STATUSES.map((status) => orderStatusLabel('en', status))).toEqual([
      'Failed',
      'Paid',
      'Unpaid',
      'Paying',
      'Awaiting voucher upload',
      'Pending review',
    ]);
    expect(orderStatusLabel('zh', OrderStatus.pendingReview)).toBe('待审核');
  });

  it('keeps one open order per plan and per membership, one per other product', () => {
    expect(isOpenOrder(OrderStatus.awaitingVoucher)).toBe(true);
    expect(isOpenOrder(OrderStatus.paid)).toBe(false);
    expect(openOrderSlot('plan', 1)).toBe(openOrderSlot('plan', 3));
    expect(openOrderSlot('commodity', 4)).not.toBe(openOrderSlot('commodity', 5));
  });

  it('has every finance message in both languages', () => {
    const keys = (locale: 'zh' | 'en') => Object.keys(serverMessages[locale]).filter((key) => key.startsWith('order'));
    expect(keys('zh').sort()).toEqual(keys('en').sort());
  });
});
