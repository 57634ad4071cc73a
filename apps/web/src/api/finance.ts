import {
  API_BASE,
  type AccountPlan,
  type ApiOk,
  type ApiPage,
  type BillingPeriod,
  FINANCE_PATHS,
  type OrderDetail,
  type OrderListQuery,
  type OrderRow,
  type OrderSum,
  type PayInfo,
  type PayStarted,
  type PaymentMethod,
  type PaymentState,
  type PlanOffer,
  type ProductInput,
  type ProductRow,
  type RenewalOffer,
  type UpgradeOffer,
  type VoucherReviewRow,
} from '@questline/contract';
import { get, post, put } from './client';

/** Issue 16: paid plans, orders and their payment (spec point 7 "Finance"). Amounts are fen. */

export interface PlacedOrder {
  orderId: number;
  orderNo: string;
  amountFen: number;
}

export function getPlanOffers(): Promise<ApiOk<PlanOffer[]>> {
  return get<ApiOk<PlanOffer[]>>(FINANCE_PATHS.versionInfoAllList);
}

export function getAccountPlan(): Promise<ApiOk<AccountPlan>> {
  return get<ApiOk<AccountPlan>>(FINANCE_PATHS.userOrderVersionApply);
}

export function getUpgradeOffer(): Promise<ApiOk<UpgradeOffer>> {
  return get<ApiOk<UpgradeOffer>>(FINANCE_PATHS.upgradeVersionInfo);
}

export function getRenewalOffer(): Promise<ApiOk<RenewalOffer>> {
  return get<ApiOk<RenewalOffer>>(FINANCE_PATHS.renewalVersionInfo);
}

/** The amount sent is the one the page showed: the server refuses the order if its price differs. */
export function addPlanOrder(body: { versionCode: number; period: BillingPeriod; amountFen: number }) {
  return post<ApiOk<PlacedOrder>>(FINANCE_PATHS.addOrder, body);
}

export function addUpgradeOrder(body: { versionCode: number; amountFen: number }) {
  return post<ApiOk<PlacedOrder>>(FINANCE_PATHS.upgradeOrder, body);
}

export function addRenewalOrder(body: { period: BillingPeriod; amountFen: number }) {
  return post<ApiOk<PlacedOrder>>(FINANCE_PATHS.renewalOrder, body);
}

export function closeOrder(orderId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(FINANCE_PATHS.closeOrder, { orderId });
}

export function getOrders(query: OrderListQuery): Promise<ApiPage<OrderRow>> {
  return get<ApiPage<OrderRow>>(FINANCE_PATHS.orderList, query);
}

export function getOrder(orderId: number): Promise<ApiOk<OrderDetail>> {
  return get<ApiOk<OrderDetail>>(`${FINANCE_PATHS.orderInfo}/${String(orderId)}`);
}

export function getPayInfo(orderId: number): Promise<ApiOk<PayInfo>> {
  return get<ApiOk<PayInfo>>(`${FINANCE_PATHS.payInfo}/${String(orderId)}`);
}

export function payOrder(orderId: number, method: PaymentMethod): Promise<ApiOk<PayStarted>> {
  return post<ApiOk<PayStarted>>(FINANCE_PATHS.payOrder, { orderId, method });
}

/** Whether the money arrived: PaymentSuccess polls it after a gateway's cashier or QR code. */
export function getPaymentState(orderId: number): Promise<ApiOk<PaymentState>> {
  return get<ApiOk<PaymentState>>(`${FINANCE_PATHS.paymentState}/${String(orderId)}`);
}

export function uploadVoucher(orderId: number, file: Blob, fileName: string): Promise<ApiOk<null>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return post<ApiOk<null>>(`${FINANCE_PATHS.saveOfflinePayFile}?orderId=${String(orderId)}`, form);
}

/** The voucher image's address; the browser sends the session cookie with it. */
export function voucherUrl(orderId: number): string {
  return `${API_BASE}${FINANCE_PATHS.voucher}/${String(orderId)}`;
}

export function getOrderSum(): Promise<ApiOk<OrderSum>> {
  return get<ApiOk<OrderSum>>(FINANCE_PATHS.userAllOrderSumMoney);
}

/* Platform administrators. */

export function getVoucherReviews(): Promise<ApiOk<VoucherReviewRow[]>> {
  return get<ApiOk<VoucherReviewRow[]>>(FINANCE_PATHS.reviewList);
}

export function approveVoucher(orderId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(FINANCE_PATHS.approveVoucher, { orderId });
}

export function rejectVoucher(orderId: number, reason: string): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(FINANCE_PATHS.rejectVoucher, { orderId, reason });
}

export function getProducts(): Promise<ApiOk<ProductRow[]>> {
  return get<ApiOk<ProductRow[]>>(FINANCE_PATHS.products);
}

export function addProduct(body: ProductInput): Promise<ApiOk<ProductRow>> {
  return post<ApiOk<ProductRow>>(FINANCE_PATHS.products, body);
}

export function editProduct(body: ProductInput & { productId: number }): Promise<ApiOk<ProductRow>> {
  return put<ApiOk<ProductRow>>(FINANCE_PATHS.products, body);
}
