import { FREE_VERSION_CODE, PLANS, type Plan, planOf } from '../plans';
import { BILLING_PERIODS, type BillingPeriod, periodPriceFen } from '../prices';

const DAY_MS = 86_400_000;

/**
 * Adds calendar months in UTC. A day past the target month's end falls on its last day (31 Jan + 1 month =
 * 28/29 Feb), so a month never runs into the one after.
 */
export function addMonths(iso: string, months: number): string {
  const start = new Date(iso);
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString();
}

/**
 * Months left on a plan ending at `endTime`, counting a started month as a whole one (ADR 0066): an
 * upgrade a day before a month boundary still pays for the days of that month, and never costs nothing.
 */
export function monthsRemaining(now: Date, endTime: string | null): number {
  if (endTime === null || Date.parse(endTime) <= now.getTime()) return 0;
  let months = 0;
  while (Date.parse(addMonths(now.toISOString(), months)) < Date.parse(endTime)) months += 1;
  return months;
}

/** Whole days left, rounded up, 0 once over: what the VIP-end dialog counts. */
export function daysRemaining(now: Date, endTime: string | null): number {
  if (endTime === null) return 0;
  return Math.max(0, Math.ceil((Date.parse(endTime) - now.getTime()) / DAY_MS));
}

/**
 * A paid plan the account holds right now: versionCode above Free and its end time still ahead. A plan
 * without an end time was set by an operator and does not lapse (ADR 0067).
 */
export function hasActivePaidPlan(versionCode: number, endTime: string | null, now: Date): boolean {
  return versionCode > FREE_VERSION_CODE && (endTime === null || Date.parse(endTime) > now.getTime());
}

/** The plan in force: a paid plan past its end is Free even before the sweep has written it. */
export function effectiveVersionCode(versionCode: number, endTime: string | null, now: Date): number {
  return hasActivePaidPlan(versionCode, endTime, now) ? versionCode : FREE_VERSION_CODE;
}

/** Spec point 9: (new unit price - current unit price) x whole months remaining, in fen. */
export function upgradePriceFen(currentVersionCode: number, targetVersionCode: number, months: number): number {
  const difference = planOf(targetVersionCode).unitPriceFen - planOf(currentVersionCode).unitPriceFen;
  return Math.max(0, difference) * months;
}

/** The plans an account on `versionCode` may upgrade to: the dearer ones. */
export function upgradeTargets(versionCode: number): Plan[] {
  const current = planOf(versionCode);
  return PLANS.filter((plan) => plan.unitPriceFen > current.unitPriceFen);
}

/** A plan purchase or renewal: the period's price and how many months it adds. */
export function planPurchase(versionCode: number, period: BillingPeriod): { amountFen: number; months: number } {
  return { amountFen: periodPriceFen(planOf(versionCode), period), months: BILLING_PERIODS[period].months };
}

/** DOMAIN.md: the VIP-expiry dialog shows when 0 to 7 days remain on a non-free plan. */
export const VIP_WARNING_DAYS = 7;

export function vipEndWarningDue(versionCode: number, endTime: string | null, now: Date): boolean {
  if (versionCode === FREE_VERSION_CODE || endTime === null) return false;
  const left = Date.parse(endTime) - now.getTime();
  return left >= 0 && left <= VIP_WARNING_DAYS * DAY_MS;
}

export interface PlanState {
  versionCode: number;
  endTime: string | null;
}

/**
 * Issue 16's effect of a paid plan order: an upgrade changes the plan at once and keeps the end time; a new
 * purchase starts the period now; a renewal extends from the current end (or from now, when already over).
 */
export function planAfterPayment(
  current: PlanState,
  order: { type: 'new' | 'upgrade' | 'renewal'; versionCode: number; months: number },
  now: Date,
): PlanState {
  if (order.type === 'upgrade') return { versionCode: order.versionCode, endTime: current.endTime };
  const stillRunning = current.endTime !== null && Date.parse(current.endTime) > now.getTime();
  const from =
    order.type === 'renewal' && stillRunning && current.endTime !== null ? current.endTime : now.toISOString();
  return { versionCode: order.versionCode, endTime: addMonths(from, order.months) };
}
