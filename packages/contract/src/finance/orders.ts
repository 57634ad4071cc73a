import type { Locale } from '../locale';

/**
 * Spec point 3 "Order and other states": an order's payment status. Codes are the API's numbers, in the
 * spec's order; the labels are the one place both languages name them.
 */
export const OrderStatus = {
  failed: 0,
  paid: 1,
  unpaid: 2,
  paying: 3,
  awaitingVoucher: 4,
  pendingReview: 5,
} as const;
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5] as const;
export type OrderStatusCode = (typeof ORDER_STATUSES)[number];

/** Statuses in which an order still waits for money: it may be paid, closed or expire. */
export const OPEN_ORDER_STATUSES: readonly OrderStatusCode[] = [
  OrderStatus.unpaid,
  OrderStatus.paying,
  OrderStatus.awaitingVoucher,
  OrderStatus.pendingReview,
];

/** An order in these may still be closed by its buyer or expire; a voucher under review waits for the reviewer. */
export const EXPIRING_ORDER_STATUSES: readonly OrderStatusCode[] = [
  OrderStatus.unpaid,
  OrderStatus.paying,
  OrderStatus.awaitingVoucher,
];

export function isOpenOrder(status: number): boolean {
  return (OPEN_ORDER_STATUSES as readonly number[]).includes(status);
}

const orderStatusLabels: Record<Locale, Record<OrderStatusCode, string>> = {
  zh: { 0: '支付失败', 1: '已支付', 2: '未支付', 3: '支付中', 4: '待上传凭证', 5: '待审核' },
  en: { 0: 'Failed', 1: 'Paid', 2: 'Unpaid', 3: 'Paying', 4: 'Awaiting voucher upload', 5: 'Pending review' },
};

export function orderStatusLabel(locale: Locale, status: number): string {
  // A status this version does not know shows as its number.
  const label = orderStatusLabels[locale][status as OrderStatusCode] as string | undefined;
  return label ?? String(status);
}

/**
 * What an order buys. `plan`: a versionCode of PLANS (product id = versionCode); the others are rows of the
 * administrators' product catalogue: resource-store membership and AI credits. `commodity` stays for the orders
 * placed before commodities moved to the points mall (migration 0028, ADR 0112); none is sold for money now.
 * `resource`: one resource of the resource store bought outright (product id = resources.id, ADR 0117).
 */
export const PRODUCT_KINDS = ['plan', 'resources', 'chatgpt', 'midjourney', 'commodity', 'resource'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** The kinds administrators configure in the products table. */
export const CATALOGUE_KINDS = ['resources', 'chatgpt', 'midjourney'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export function isCatalogueKind(kind: string): kind is CatalogueKind {
  return (CATALOGUE_KINDS as readonly string[]).includes(kind);
}

/** How a plan or membership order changes what the buyer has (applied when it is paid). */
export const ORDER_TYPES = ['new', 'upgrade', 'renewal'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Ways to pay. `offline` is the bank transfer with a voucher an administrator reviews. */
export const PAYMENT_METHODS = ['offline', 'alipay', 'wechat'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const paymentMethodLabels: Record<Locale, Record<PaymentMethod, string>> = {
  zh: { offline: '对公转账', alipay: '支付宝', wechat: '微信支付' },
  en: { offline: 'Bank transfer', alipay: 'Alipay', wechat: 'WeChat Pay' },
};

export function paymentMethodLabel(locale: Locale, method: PaymentMethod): string {
  return paymentMethodLabels[locale][method];
}

/** DOMAIN.md "Money and points": every full 5 yuan paid on an order earns 1 point. */
export const FEN_PER_POINT = 500;

export function pointsForPaidFen(amountFen: number): number {
  return Math.max(0, Math.floor(amountFen / FEN_PER_POINT));
}

/** The one-open-order-per-product rule: orders sharing a slot cannot be open together. */
export function openOrderSlot(kind: ProductKind, productId: number): string {
  // A buyer has one plan and one resource membership, so any second open order of those kinds would clash.
  return kind === 'plan' || kind === 'resources' ? kind : `${kind}:${String(productId)}`;
}
