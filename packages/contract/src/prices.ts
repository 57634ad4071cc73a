import { type Plan } from './plans';

/** Spec point 9: how long a purchase runs and what share of the list price it costs. */
export type BillingPeriod = 'monthly' | 'annual' | 'twoYear';

interface PeriodTerms {
  months: number;
  /** Days the per-day figure spreads the price over. */
  days: number;
  /** Percent of the list price paid: annual is 8.8 fold (12% off), two-year 6 fold (40% off). */
  percentPaid: number;
}

export const BILLING_PERIODS: Record<BillingPeriod, PeriodTerms> = {
  monthly: { months: 1, days: 30, percentPaid: 100 },
  annual: { months: 12, days: 365, percentPaid: 88 },
  twoYear: { months: 24, days: 730, percentPaid: 60 },
};

/** The price of a plan for a period, in fen: whole fen, since the unit prices are whole yuan. */
export function periodPriceFen(plan: Pick<Plan, 'unitPriceFen'>, period: BillingPeriod): number {
  const terms = BILLING_PERIODS[period];
  return (plan.unitPriceFen * terms.months * terms.percentPaid) / 100;
}

/** Yuan as the portal shows them: 718.08, 979.2, 0 (no trailing zeros). */
export function formatYuan(fen: number): string {
  return String(fen / 100);
}

/**
 * What a day costs on the period, in yuan to one decimal, cut rather than rounded so the portal never shows
 * more than is paid (spec point 9's 1.9, 1.3, 4.8, 3.3, 11.2, 7.6).
 */
export function perDayYuan(plan: Pick<Plan, 'unitPriceFen'>, period: BillingPeriod): string {
  const tenthsOfYuan = Math.floor(periodPriceFen(plan, period) / BILLING_PERIODS[period].days / 10);
  return String(tenthsOfYuan / 10);
}
