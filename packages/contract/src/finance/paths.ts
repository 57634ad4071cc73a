import { productPath } from '../transport';

/* Kept apart from the zod schemas: the portal's home page imports the paths without pulling zod in. */

const financial = (path: string) => productPath(`financial/${path}`);

/**
 * Every finance call (spec point 7 "Finance") but the points mall's three (MALL_PATHS), plus the administrators'
 * review and catalogue.
 */
export const FINANCE_PATHS = {
  /** GET: `data` = PlanOffer[], Free to Enterprise. */
  versionInfoAllList: financial('getVersionInfoAllList'),
  /** GET: `data` = UpgradeOffer for the caller. */
  upgradeVersionInfo: financial('getUpgradeVersionInfo'),
  /** GET: `data` = RenewalOffer for the caller. */
  renewalVersionInfo: financial('getRenewalVersionInfo'),
  /** GET: `data` = AccountPlan of the caller (plan, end time, open plan order). */
  userOrderVersionApply: financial('getUserOrderVerisionApply'),
  resourcesVersionInfo: financial('getResourcesVersionInfo'),
  chatGptVersionList: financial('getChatGPTVersionist'),
  midJourneyVersionList: financial('getMidJourneyVersionist'),
  /** POST bodies below: `data` = { orderId, orderNo, amountFen }. */
  addOrder: financial('addOrder'),
  upgradeOrder: financial('upgradeOrder'),
  renewalOrder: financial('renewalOrder'),
  addResourcesOrder: financial('addResourcesOrder'),
  renewalResourcesOrder: financial('renewalResourcesOrder'),
  /** AI credits for money (not a spec call: the spec's addCommodityOrder is the points mall's, ADR 0112). */
  addCreditsOrder: financial('addCreditsOrder'),
  /** POST { orderId }: the buyer closes an open order. */
  closeOrder: financial('closeOrder'),
  /** GET OrderListQuery: `rows` of OrderRow, `total`. */
  orderList: financial('getOrderList'),
  /** GET /{id}: `data` = OrderDetail. */
  orderInfo: financial('getOrderInfo'),
  /** GET /{id}: `data` = PayInfo (the order, the enabled methods, the transfer account). */
  payInfo: financial('getPayInfo'),
  /** POST { orderId, method }: `data` = PayStarted. */
  payOrder: financial('payOrder'),
  /** POST multipart orderId + file (PNG or JPEG): the order goes to pending review. */
  saveOfflinePayFile: financial('saveOrderOfflinePayFile'),
  /** GET /{id}: the voucher image, to its buyer and platform administrators. */
  voucher: financial('offlinePayFile'),
  /** GET /{id}: `data` = PaymentState of one of the caller's orders (PaymentSuccess polls it). */
  paymentState: financial('paymentState'),
  /** Alipay's asynchronous notification (form POST, answered `success`); public, verified by signature. */
  alipayNotify: financial('notify/alipay'),
  /** WeChat Pay v3's notification (JSON POST, answered 204); public, verified by signature. */
  wechatPayNotify: financial('notify/wechatPay'),
  /** GET: `data` = OrderSum of the caller's paid orders. */
  userAllOrderSumMoney: financial('getUserAllOrderSumMoney'),
  /** Platform administrators: GET `rows` of VoucherReviewRow pending review. */
  reviewList: financial('admin/offlinePayList'),
  /** POST { orderId }: the transfer arrived; settles the order. */
  approveVoucher: financial('admin/approveOfflinePay'),
  /** POST RejectVoucherBody: back to awaiting voucher upload, with the reason. */
  rejectVoucher: financial('admin/rejectOfflinePay'),
  /** POST ApplyInvoiceInput: `data` = InvoiceRow (the buyer's own paid order, one invoice per order). */
  applyInvoice: financial('applyInvoice'),
  /** GET /{orderId}: `data` = InvoiceRow of the caller's order, or null when none was applied for. */
  invoiceInfo: financial('getInvoiceInfo'),
  /** Platform administrators: GET ?status=: `data` = InvoiceAdminRow[], oldest first. */
  invoiceList: financial('admin/invoiceList'),
  /** POST MoveInvoiceBody: the invoice moves to its next status (shipped needs the tracking number). */
  moveInvoice: financial('admin/moveInvoice'),
  /** GET `data` = ProductRow[]; POST ProductInput; PUT EditProductBody. */
  products: financial('admin/product'),
} as const;
