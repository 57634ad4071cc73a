import { type Locale, type OrderRow, type OrderStatusChange, orderStatusLabel } from '@questline/contract';
import type { OrderRecord } from './orderLog';

/** An order as the API names it (issue 16); amounts stay in fen. */
export function presentOrder(row: OrderRecord, locale: Locale): OrderRow {
  return {
    orderId: row.id,
    orderNo: row.order_no,
    productKind: row.product_kind,
    productId: row.product_id,
    productName: row.product_name,
    orderType: row.order_type,
    period: row.period,
    months: row.months,
    amountFen: row.amount_fen,
    status: row.status,
    statusLabel: orderStatusLabel(locale, row.status),
    provider: row.provider,
    tradeNo: row.trade_no,
    expireTime: row.expire_time,
    paidTime: row.paid_time,
    createTime: row.create_time,
    rejectReason: row.reject_reason,
    hasVoucher: row.voucher_key !== null,
  };
}

export function presentStatusChange(row: {
  from_status: OrderStatusChange['fromStatus'];
  to_status: OrderStatusChange['toStatus'];
  by_user_id: number | null;
  by_name: string | null;
  note: string;
  create_time: string;
}): OrderStatusChange {
  return {
    fromStatus: row.from_status,
    toStatus: row.to_status,
    byUserId: row.by_user_id,
    byName: row.by_name,
    note: row.note,
    createTime: row.create_time,
  };
}
