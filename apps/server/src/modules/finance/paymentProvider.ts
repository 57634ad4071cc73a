import type { PaymentMethod, PaymentStart } from '@questline/contract';
import type { OrderRecord } from './orderLog';

/**
 * One way to pay (issue 16). The offline bank transfer is in paymentProviders.ts; the Alipay and WeChat Pay adapters
 * implement the same interface under gateways/ (their notifications arrive through gateways/notifyRoutes). Whatever a
 * provider learns of a payment, the order becomes paid only through settleOrderPaid.
 */
export interface PaymentProvider {
  kind: PaymentMethod;
  /**
   * The buyer chose this method for an open order: answers what the client shows or does, and the status
   * the order moves to (offline: awaiting the voucher; a gateway: paying). Runs before the transaction
   * that records the choice, so a slow gateway never holds the database's writer (SQLite has one); a
   * gateway call that fails throws and nothing is recorded.
   */
  start(
    order: OrderRecord,
    context: { now: Date; locale: 'zh' | 'en' },
  ): Promise<{ start: PaymentStart; status: 'awaitingVoucher' | 'paying' }>;
}
