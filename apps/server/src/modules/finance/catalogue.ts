import {
  type AccountPlan,
  BILLING_PERIODS,
  type BillingPeriod,
  type CatalogueKind,
  FREE_VERSION_CODE,
  type Locale,
  PLANS,
  type PlanOffer,
  type ProductOffer,
  type RenewalOffer,
  type UpgradeOffer,
  daysRemaining,
  hasActivePaidPlan,
  monthsRemaining,
  openOrderSlot,
  periodPriceFen,
  planName,
  planOf,
  upgradePriceFen,
  upgradeTargets,
} from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ProductTable } from '../../db/financeSchema';
import type { Database } from '../../db/schema';
import { expireDueOrders } from './expireOrders';

type Db = Kysely<Database>;

const PERIODS = Object.keys(BILLING_PERIODS) as BillingPeriod[];

function periodPrices(versionCode: number): Record<BillingPeriod, number> {
  const plan = planOf(versionCode);
  return Object.fromEntries(PERIODS.map((period) => [period, periodPriceFen(plan, period)])) as Record<
    BillingPeriod,
    number
  >;
}

/** getVersionInfoAllList: every plan with its limits and its three period prices (spec points 2 and 9). */
export function planOffers(locale: Locale): PlanOffer[] {
  return PLANS.map((plan) => ({
    versionCode: plan.versionCode,
    name: planName(locale, plan.versionCode),
    unitPriceFen: plan.unitPriceFen,
    prices: periodPrices(plan.versionCode),
    maxProjects: plan.maxProjects,
    maxMembersPerProject: plan.maxMembersPerProject,
    retentionDays: plan.retentionDays,
  }));
}

/** The caller's plan as the finance pages show it; a plan past its end (before the sweep) is Free. */
export async function accountPlan(
  db: Db,
  options: { userId: number; locale: Locale; now: Date },
): Promise<AccountPlan> {
  const user = await db
    .selectFrom('users')
    .select(['version_code', 'vip_end_time'])
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  const active = hasActivePaidPlan(user.version_code, user.vip_end_time, options.now);
  const versionCode = active ? user.version_code : FREE_VERSION_CODE;
  await expireDueOrders(db, options.now, options.userId);
  const open = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', options.userId)
    .where('open_slot', '=', openOrderSlot('plan', versionCode))
    .executeTakeFirst();
  return {
    versionCode,
    versionName: planName(options.locale, versionCode),
    endTime: active ? user.vip_end_time : null,
    daysRemaining: active ? daysRemaining(options.now, user.vip_end_time) : 0,
    monthsRemaining: active ? monthsRemaining(options.now, user.vip_end_time) : 0,
    openOrderId: open?.id ?? null,
  };
}

/** getUpgradeVersionInfo: the dearer plans and what moving to each costs for the months left. */
export async function upgradeOffer(
  db: Db,
  options: { userId: number; locale: Locale; now: Date },
): Promise<UpgradeOffer> {
  const current = await accountPlan(db, options);
  const targets =
    current.versionCode === FREE_VERSION_CODE
      ? []
      : upgradeTargets(current.versionCode).map((plan) => ({
          versionCode: plan.versionCode,
          name: planName(options.locale, plan.versionCode),
          amountFen: upgradePriceFen(current.versionCode, plan.versionCode, current.monthsRemaining),
        }));
  return { current, targets };
}

/** getRenewalVersionInfo: the current plan's period prices (none on Free). */
export async function renewalOffer(
  db: Db,
  options: { userId: number; locale: Locale; now: Date },
): Promise<RenewalOffer> {
  const current = await accountPlan(db, options);
  return { current, prices: periodPrices(current.versionCode) };
}

/** A product row of a kind still sold for money (the queries narrow to CATALOGUE_KINDS). */
export type CatalogueRow = Selectable<ProductTable> & { kind: CatalogueKind };

export function presentOffer(row: CatalogueRow, locale: Locale): ProductOffer {
  return {
    productId: row.id,
    kind: row.kind,
    name: locale === 'en' ? row.name_en : row.name_zh,
    priceFen: row.price_fen,
    months: row.months,
    credits: row.credits,
  };
}

/** The products on sale, of the kinds asked for. */
export async function productsOnSale(db: Db, kinds: readonly CatalogueKind[], locale: Locale): Promise<ProductOffer[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('enabled', '=', 1)
    .where('kind', 'in', [...kinds])
    .$narrowType<{ kind: CatalogueKind }>()
    .orderBy('price_fen')
    .orderBy('id')
    .execute();
  return rows.map((row) => presentOffer(row, locale));
}
