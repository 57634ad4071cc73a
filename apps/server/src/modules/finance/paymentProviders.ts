import type { PaymentMethod, PaymentStart } from '@questline/contract';
import type { Config } from '../../config';
import { alipayProvider } from './gateways/alipay';
import { wechatPayProvider } from './gateways/wechatPay';
import type { OrderRecord } from './orderLog';

/**
 * One way to pay (issue 16). The offline bank transfer lives here; the Alipay and WeChat Pay adapters
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

export type PaymentProviders = Partial<Record<PaymentMethod, PaymentProvider>>;

/** Bank transfer: the buyer pays the configured account and uploads the voucher; an administrator reviews it. */
export function offlineProvider(config: Pick<Config, 'finance'>): PaymentProvider {
  return {
    kind: 'offline',
    start: () =>
      Promise.resolve({ start: { kind: 'offline', payee: config.finance.offlinePayee }, status: 'awaitingVoucher' }),
  };
}

/** The enabled providers, each switched on by its own configuration (README "Configuration"). */
export function paymentProviders(config: Pick<Config, 'finance' | 'publicUrl'>): PaymentProviders {
  const providers: PaymentProviders = {};
  if (config.finance.offlineEnabled) providers.offline = offlineProvider(config);
  if (config.finance.alipay) providers.alipay = alipayProvider(config.finance.alipay, config);
  if (config.finance.wechatPay) providers.wechat = wechatPayProvider(config.finance.wechatPay, config);
  return providers;
}

export function enabledMethods(providers: PaymentProviders): PaymentMethod[] {
  return (['offline', 'alipay', 'wechat'] as const).filter((method) => providers[method] !== undefined);
}
