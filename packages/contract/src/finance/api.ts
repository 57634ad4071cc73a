import { z } from 'zod';
import { positiveId } from '../issues/issueApi';
import type { BillingPeriod } from '../prices';
import {
  CATALOGUE_KINDS,
  type CatalogueKind,
  ORDER_STATUSES,
  type OrderStatusCode,
  type OrderType,
  PAYMENT_METHODS,
  type PaymentMethod,
  type ProductKind,
} from './orders';

/**
 * Issue 16: the finance calls under /{product}/financial (spec point 7 "Finance"). Amounts travel in fen
 * (integers); a request may echo the amount it showed, which the server compares with its own price and
 * refuses when they differ -- the price itself always comes from the catalogue.
 */

const billingPeriod = z.enum(['monthly', 'annual', 'twoYear']);
const shownAmountFen = z.number().int().min(0).optional();
const versionCode = z.number().int().min(0).max(3);

export const addOrderBody = z.strictObject({ versionCode, period: billingPeriod, amountFen: shownAmountFen });
export const upgradeOrderBody = z.strictObject({ versionCode, amountFen: shownAmountFen });
export const renewalOrderBody = z.strictObject({ period: billingPeriod, amountFen: shownAmountFen });
export const productOrderBody = z.strictObject({ productId: positiveId, amountFen: shownAmountFen });
export const orderRefBody = z.strictObject({ orderId: positiveId });
export const orderIdParams = z.object({ id: positiveId });
export const payOrderBody = z.strictObject({ orderId: positiveId, method: z.enum(PAYMENT_METHODS) });
export const rejectVoucherBody = z.strictObject({ orderId: positiveId, reason: z.string().trim().min(1).max(200) });
export const orderListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(300).default(10),
  status: z.coerce
    .number()
    .int()
    .refine((value) => (ORDER_STATUSES as readonly number[]).includes(value), { params: { messageKey: 'fieldValue' } })
    .optional(),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

export const productBody = z.strictObject({
  kind: z.enum(CATALOGUE_KINDS),
  nameZh: z.string().trim().min(1).max(60),
  nameEn: z.string().trim().min(1).max(60),
  priceFen: z.number().int().min(1).max(100_000_000),
  /** Membership length (resources); null for credits and commodities. */
  months: z.number().int().min(1).max(120).nullable().default(null),
  /** Credits granted (AI products); null otherwise. */
  credits: z.number().int().min(1).max(1_000_000).nullable().default(null),
  enabled: z.boolean().default(true),
});
export const editProductBody = productBody.extend({ productId: positiveId });
export type ProductInput = z.input<typeof productBody>;

/** One plan of the catalogue with its three period prices. */
export interface PlanOffer {
  versionCode: number;
  name: string;
  unitPriceFen: number;
  prices: Record<BillingPeriod, number>;
  maxProjects: number | null;
  maxMembersPerProject: number | null;
  retentionDays: number | null;
}

export interface AccountPlan {
  versionCode: number;
  versionName: string;
  /** ISO instant the paid plan ends; null on Free. */
  endTime: string | null;
  daysRemaining: number;
  monthsRemaining: number;
  /** The open plan order, if any (one at a time). */
  openOrderId: number | null;
}

export interface UpgradeOffer {
  current: AccountPlan;
  targets: { versionCode: number; name: string; amountFen: number }[];
}

export interface RenewalOffer {
  current: AccountPlan;
  prices: Record<BillingPeriod, number>;
}

export interface ProductOffer {
  productId: number;
  kind: CatalogueKind;
  name: string;
  priceFen: number;
  months: number | null;
  credits: number | null;
}

/** The administrators' view of a product (both names, and whether it is on sale). */
export interface ProductRow extends ProductOffer {
  nameZh: string;
  nameEn: string;
  enabled: boolean;
}

export interface OrderRow {
  orderId: number;
  orderNo: string;
  productKind: ProductKind;
  productId: number;
  productName: string;
  orderType: OrderType;
  period: BillingPeriod | null;
  months: number | null;
  amountFen: number;
  status: OrderStatusCode;
  statusLabel: string;
  provider: PaymentMethod | null;
  tradeNo: string | null;
  expireTime: string;
  paidTime: string | null;
  createTime: string;
  rejectReason: string | null;
  hasVoucher: boolean;
}

export interface OrderStatusChange {
  fromStatus: OrderStatusCode | null;
  toStatus: OrderStatusCode;
  byUserId: number | null;
  byName: string | null;
  note: string;
  createTime: string;
}

export interface OrderDetail extends OrderRow {
  log: OrderStatusChange[];
}

/** The administrators' review queue adds the buyer. */
export interface VoucherReviewRow extends OrderRow {
  buyerId: number;
  buyerName: string;
}

/** What the client shows or does once a method is chosen (each provider answers one of these). */
export type PaymentStart =
  { kind: 'offline'; payee: OfflinePayee } | { kind: 'qrCode'; codeUrl: string } | { kind: 'redirect'; url: string };

export interface OfflinePayee {
  accountName: string;
  accountNumber: string;
  bank: string;
}

export interface PayInfo {
  order: OrderRow;
  /** The enabled methods, in the order the chooser lists them. */
  methods: PaymentMethod[];
  /** The account to transfer to, when the bank transfer is offered. */
  payee: OfflinePayee | null;
}

/** payOrder's answer: the order in its new status and what the client shows or does next. */
export interface PayStarted {
  order: OrderRow;
  start: PaymentStart;
}

/** paymentState: whether the money arrived, for the page that waits for it. */
export interface PaymentState {
  orderId: number;
  status: OrderStatusCode;
  statusLabel: string;
  paid: boolean;
  /** The order can no longer be paid (closed or expired). */
  closed: boolean;
}

export interface OrderSum {
  sumFen: number;
  paidOrders: number;
}
