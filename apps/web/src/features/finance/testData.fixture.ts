import type { AccountPlan, OrderRow, PayInfo, PlanOffer } from '@questline/contract';

/** Shapes the finance api answers, for the page tests; pass only what the test is about. */

export const ok = <T>(data: T) => ({ code: 200 as const, msg: '', data });

export const PLAN_OFFERS: PlanOffer[] = [
  {
    versionCode: 0,
    name: 'Free',
    unitPriceFen: 0,
    prices: { monthly: 0, annual: 0, twoYear: 0 },
    maxProjects: 5,
    maxMembersPerProject: 5,
    retentionDays: 0,
  },
  {
    versionCode: 1,
    name: 'Standard',
    unitPriceFen: 6800,
    prices: { monthly: 6800, annual: 71_808, twoYear: 97_920 },
    maxProjects: 10,
    maxMembersPerProject: 10,
    retentionDays: 10,
  },
  {
    versionCode: 2,
    name: 'Professional',
    unitPriceFen: 16_800,
    prices: { monthly: 16_800, annual: 177_408, twoYear: 241_920 },
    maxProjects: 20,
    maxMembersPerProject: 20,
    retentionDays: 30,
  },
  {
    versionCode: 3,
    name: 'Enterprise',
    unitPriceFen: 38_800,
    prices: { monthly: 38_800, annual: 409_728, twoYear: 558_720 },
    maxProjects: null,
    maxMembersPerProject: null,
    retentionDays: null,
  },
];

export function accountPlan(overrides: Partial<AccountPlan> = {}): AccountPlan {
  return {
    versionCode: 0,
    versionName: 'Free',
    endTime: null,
    daysRemaining: 0,
    monthsRemaining: 0,
    openOrderId: null,
    ...overrides,
  };
}

export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    orderId: 7,
    orderNo: 'QL20260310ABCDEF',
    productKind: 'plan',
    productId: 1,
    productName: 'Standard',
    orderType: 'new',
    period: 'annual',
    months: 12,
    amountFen: 71_808,
    status: 2,
    statusLabel: 'Unpaid',
    provider: null,
    tradeNo: null,
    expireTime: '2026-03-11T08:00:00.000Z',
    paidTime: null,
    createTime: '2026-03-10T08:00:00.000Z',
    rejectReason: null,
    hasVoucher: false,
    ...overrides,
  };
}

export function payInfo(order: Partial<OrderRow> = {}, methods: PayInfo['methods'] = ['offline']): PayInfo {
  return {
    order: orderRow(order),
    methods,
    payee: { accountName: 'Questline Ltd', accountNumber: '6222 0000', bank: 'ICBC' },
  };
}
