import type { PaymentMethod } from '@questline/contract';
import type { Config } from '../../config';
import { alipayProvider } from './gateways/alipay';
import { wechatPayProvider } from './gateways/wechatPay';
import type { PaymentProvider } from './paymentProvider';

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
