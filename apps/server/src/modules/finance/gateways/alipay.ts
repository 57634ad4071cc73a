import { API_BASE, FINANCE_PATHS } from '@questline/contract';
import type { Config } from '../../../config';
import type { PaymentProvider } from '../paymentProvider';
import type { AlipayConfig } from './gatewayConfig';
import { alipaySign, alipayVerify, chinaTimestamp, fenToYuanText, yuanTextToFen } from './alipaySign';
import type { GatewayPayment } from './notification';

/** Where the browser returns after the cashier: the one PaymentSuccess page, which asks the server. */
export function paymentSuccessUrl(publicUrl: string, orderId: number): string {
  return `${publicUrl}/user/PaymentSuccess?orderId=${String(orderId)}`;
}

/**
 * Alipay computer-website payment (alipay.trade.page.pay): the buyer's browser is sent to the gateway
 * with the signed request in the query; Alipay's cashier takes the money, notifies notify_url and sends
 * the browser back to return_url.
 */
export function alipayProvider(alipay: AlipayConfig, config: Pick<Config, 'publicUrl'>): PaymentProvider {
  return {
    kind: 'alipay',
    start: (order, { now }) => {
      const params: Record<string, string> = {
        app_id: alipay.appId,
        method: 'alipay.trade.page.pay',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: chinaTimestamp(now),
        version: '1.0',
        notify_url: `${config.publicUrl}${API_BASE}${FINANCE_PATHS.alipayNotify}`,
        return_url: paymentSuccessUrl(config.publicUrl, order.id),
        biz_content: JSON.stringify({
          out_trade_no: order.order_no,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: fenToYuanText(order.amount_fen),
          subject: order.product_name,
          time_expire: chinaTimestamp(new Date(order.expire_time)),
        }),
      };
      params.sign = alipaySign(params, alipay.privateKey);
      const url = new URL(alipay.gatewayUrl);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return Promise.resolve({ start: { kind: 'redirect', url: url.toString() }, status: 'paying' });
    },
  };
}

/** Trade statuses that mean the money arrived (TRADE_FINISHED: no refund possible any more). */
const PAID_STATUSES = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/**
 * Reads a form-encoded notification: null when its signature does not verify with Alipay's public key
 * (forged or altered); otherwise the payment it reports, `paid: false` for statuses that are not payment.
 */
export function readAlipayNotification(alipay: AlipayConfig, form: URLSearchParams): GatewayPayment | null {
  const params = Object.fromEntries(form.entries());
  if (!alipayVerify(params, alipay.alipayPublicKey)) return null;
  return {
    provider: 'alipay',
    appId: params.app_id ?? '',
    orderNo: params.out_trade_no ?? '',
    tradeNo: params.trade_no ?? '',
    amountFen: yuanTextToFen(params.total_amount ?? ''),
    paid: PAID_STATUSES.includes(params.trade_status ?? ''),
  };
}
