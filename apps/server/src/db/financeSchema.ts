import type {
  BillingPeriod,
  InvoiceStatus,
  OrderStatusCode,
  OrderType,
  PaymentMethod,
  PointsOrderStatus,
  PointsSource,
  ProductKind,
} from '@questline/contract';
import type { Generated } from 'kysely';

/** Issue 16's tables (migration 0016-orders); instants are ISO-8601 UTC text, money in fen. */

export interface ProductTable {
  id: Generated<number>;
  /** A CatalogueKind, or `commodity` on the rows migration 0028 moved to the points mall (kept for their orders). */
  kind: Exclude<ProductKind, 'plan'>;
  name_zh: string;
  name_en: string;
  price_fen: number;
  months: number | null;
  credits: number | null;
  enabled: Generated<number>;
  create_time: string;
  update_time: string;
}

export interface OrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  product_kind: ProductKind;
  /** The versionCode of a plan order, else products.id. */
  product_id: number;
  /** The product's name when ordered, in the buyer's language. */
  product_name: string;
  order_type: OrderType;
  period: BillingPeriod | null;
  months: number | null;
  credits: number | null;
  amount_fen: number;
  status: OrderStatusCode;
  /** Non-null while open; unique per user (contract openOrderSlot). */
  open_slot: string | null;
  provider: PaymentMethod | null;
  trade_no: string | null;
  /** Storage key of the bank transfer voucher. */
  voucher_key: string | null;
  reject_reason: string | null;
  expire_time: string;
  paid_time: string | null;
  create_time: string;
  update_time: string;
}

export interface OrderStatusLogTable {
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatusCode | null;
  to_status: OrderStatusCode;
  /** Null: the system (the expiry sweep, a gateway's notification). */
  by_user_id: number | null;
  note: Generated<string>;
  create_time: string;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Signed: what the entry added to or took from the balance. */
  points: number;
  /** Where it came from (migration 0027, ADR 0111). */
  source: PointsSource;
  reason: string;
  order_id: number | null;
  /** The object it came from: the order, the invitee, the points order, the entry it reverses. */
  ref_id: number | null;
  /** users.points once this entry was written. */
  balance_after: number;
  create_time: string;
}

/** A day a person signed in (migration 0027): one a person and day, by a unique key. */
export interface SignInTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  streak_day: number;
  time_zone: string;
  ledger_id: number;
  create_time: string;
}

/** Migration 0028: the points mall's commodities (ADR 0112). */
export interface CommodityTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  description_zh: Generated<string>;
  description_en: Generated<string>;
  points_price: number;
  /** Items left to redeem; never below 0 (a check constraint). */
  stock: number;
  sold: Generated<number>;
  on_sale: number;
  /** The stored picture's name ('' for none), served at /prod-api/profile/commodity/<name>. */
  image: Generated<string>;
  create_time: string;
  update_time: string;
}

/** Migration 0028: a redemption of a commodity for points, shipped to its recipient. */
export interface PointsOrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  commodity_id: number;
  commodity_name: string;
  quantity: number;
  points: number;
  recipient: string;
  phone: string;
  address: string;
  status: PointsOrderStatus;
  carrier: string | null;
  tracking_no: string | null;
  shipped_by: number | null;
  shipped_time: string | null;
  received_time: string | null;
  received_by: 'buyer' | 'auto' | null;
  create_time: string;
  update_time: string;
}

export interface EntitlementTable {
  id: Generated<number>;
  user_id: number;
  kind: Exclude<ProductKind, 'plan'>;
  order_id: number;
  credits: number | null;
  end_time: string | null;
  create_time: string;
}

/** Migration 0017-invoices: one invoice per paid order and its status history. */
export interface InvoiceTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  company_name: string;
  tax_number: string;
  registered_address: string;
  phone: string;
  bank: string;
  account: string;
  contact: string;
  shipping_address: string;
  status: InvoiceStatus;
  tracking_no: string | null;
  create_time: string;
  update_time: string;
}

export interface InvoiceStatusLogTable {
  id: Generated<number>;
  invoice_id: number;
  from_status: InvoiceStatus | null;
  to_status: InvoiceStatus;
  by_user_id: number | null;
  note: Generated<string>;
  create_time: string;
}

export interface FinanceTables {
  products: ProductTable;
  orders: OrderTable;
  order_status_log: OrderStatusLogTable;
  points_ledger: PointsLedgerTable;
  sign_ins: SignInTable;
  commodities: CommodityTable;
  points_orders: PointsOrderTable;
  entitlements: EntitlementTable;
  invoices: InvoiceTable;
  invoice_status_log: InvoiceStatusLogTable;
}
