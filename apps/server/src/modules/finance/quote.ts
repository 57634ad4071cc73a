import {
  type BillingPeriod,
  type CatalogueKind,
  FREE_VERSION_CODE,
  type Locale,
  type OrderType,
  type ProductKind,
  hasActivePaidPlan,
  isCatalogueKind,
  monthsRemaining,
  planName,
  planOf,
  planPurchase,
  upgradePriceFen,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { currentMembershipEnd } from './membership';

/** What an order will buy and cost, priced by the server from the catalogue alone (never from the request). */
export interface OrderQuote {
  kind: ProductKind;
  productId: number;
  productName: string;
  type: OrderType;
  period: BillingPeriod | null;
  months: number | null;
  credits: number | null;
  amountFen: number;
}

export interface Buyer {
  userId: number;
  locale: Locale;
  now: Date;
}

async function buyerPlan(db: Kysely<Database>, buyer: Buyer) {
  const user = await db
    .selectFrom('users')
    .select(['version_code', 'vip_end_time'])
    .where('id', '=', buyer.userId)
    .executeTakeFirstOrThrow();
  const active = hasActivePaidPlan(user.version_code, user.vip_end_time, buyer.now);
  return { versionCode: active ? user.version_code : FREE_VERSION_CODE, endTime: user.vip_end_time, active };
}

/** addOrder: a paid plan for a period, bought while on Free (a paid plan is upgraded or renewed instead). */
export async function quoteNewPlan(
  db: Kysely<Database>,
  buyer: Buyer,
  request: { versionCode: number; period: BillingPeriod },
): Promise<OrderQuote> {
  if (request.versionCode === FREE_VERSION_CODE) throw failure('orderProductMissing');
  const plan = await buyerPlan(db, buyer);
  if (plan.active) throw failure('orderPlanActive');
  const { amountFen, months } = planPurchase(request.versionCode, request.period);
  return planQuote(buyer, request.versionCode, 'new', request.period, months, amountFen);
}

/** upgradeOrder: a dearer plan for the time left, at (new unit - current unit) x months remaining. */
export async function quoteUpgrade(
  db: Kysely<Database>,
  buyer: Buyer,
  request: { versionCode: number },
): Promise<OrderQuote> {
  const plan = await buyerPlan(db, buyer);
  if (!plan.active || plan.endTime === null) throw failure('orderUpgradeNoTime');
  if (planOf(request.versionCode).unitPriceFen <= planOf(plan.versionCode).unitPriceFen) {
    throw failure('orderUpgradeNotHigher');
  }
  const months = monthsRemaining(buyer.now, plan.endTime);
  const amountFen = upgradePriceFen(plan.versionCode, request.versionCode, months);
  return planQuote(buyer, request.versionCode, 'upgrade', null, months, amountFen);
}

/** renewalOrder: the current paid plan for another period, added to its end. */
export async function quoteRenewal(
  db: Kysely<Database>,
  buyer: Buyer,
  request: { period: BillingPeriod },
): Promise<OrderQuote> {
  const plan = await buyerPlan(db, buyer);
  if (!plan.active) throw failure('orderRenewalFree');
  const { amountFen, months } = planPurchase(plan.versionCode, request.period);
  return planQuote(buyer, plan.versionCode, 'renewal', request.period, months, amountFen);
}

function planQuote(
  buyer: Buyer,
  versionCode: number,
  type: OrderType,
  period: BillingPeriod | null,
  months: number,
  amountFen: number,
): OrderQuote {
  const productName = planName(buyer.locale, versionCode);
  return { kind: 'plan', productId: versionCode, productName, type, period, months, credits: null, amountFen };
}

/**
 * A product of the administrators' catalogue, on sale and of one of `kinds`; a renewal needs a membership
 * still running.
 */
export async function quoteProduct(
  db: Kysely<Database>,
  buyer: Buyer,
  request: { productId: number; kinds: readonly CatalogueKind[]; renewal: boolean },
): Promise<OrderQuote> {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', request.productId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!product || !isCatalogueKind(product.kind) || !request.kinds.includes(product.kind)) {
    throw failure('orderProductMissing');
  }
  if (request.renewal && (await currentMembershipEnd(db, buyer.userId, product.kind, buyer.now)) === null) {
    throw failure('orderRenewalNoMembership');
  }
  return {
    kind: product.kind,
    productId: product.id,
    productName: buyer.locale === 'en' ? product.name_en : product.name_zh,
    type: request.renewal ? 'renewal' : 'new',
    period: null,
    months: product.months,
    credits: product.credits,
    amountFen: product.price_fen,
  };
}
