import { API_BASE, FINANCE_PATHS } from '@questline/contract';
import { z } from 'zod';
import type { Config } from '../../../config';
import { failure } from '../../../http/errors';
import type { PaymentProvider } from '../paymentProvider';
import type { WechatPayConfig } from './gatewayConfig';
import type { GatewayPayment } from './notification';
import {
  type WechatPaySignedHeaders,
  decryptWechatPayResource,
  wechatPayAuthorization,
  wechatPayVerify,
} from './wechatPaySign';

const NATIVE_PATH = '/v3/pay/transactions/native';
/** A buyer waits for the QR code; a gateway slower than this is treated as unavailable. */
const GATEWAY_TIMEOUT_MS = 10_000;

const nativeAnswer = z.object({ code_url: z.string().min(1) });

/** The signed answer headers every v3 call and notification carries. */
export function signedHeaders(get: (name: string) => string | undefined): WechatPaySignedHeaders {
  return {
    timestamp: get('wechatpay-timestamp'),
    nonce: get('wechatpay-nonce'),
    signature: get('wechatpay-signature'),
  };
}

/**
 * WeChat Pay v3 Native payment: the server orders a code_url (a signed POST), the browser shows it as a QR
 * code, the buyer scans and pays, and WeChat Pay notifies notify_url. The answer is accepted only when
 * its signature verifies with the platform key.
 */
export function wechatPayProvider(wechat: WechatPayConfig, config: Pick<Config, 'publicUrl'>): PaymentProvider {
  return {
    kind: 'wechat',
    start: async (order, { now }) => {
      const body = JSON.stringify({
        appid: wechat.appId,
        mchid: wechat.mchId,
        description: order.product_name,
        out_trade_no: order.order_no,
        time_expire: order.expire_time.replace(/\.\d{3}Z$/, '+00:00'),
        notify_url: `${config.publicUrl}${API_BASE}${FINANCE_PATHS.wechatPayNotify}`,
        amount: { total: order.amount_fen, currency: 'CNY' },
      });
      const url = new URL(`${wechat.baseUrl}${NATIVE_PATH}`);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: wechatPayAuthorization(
              { method: 'POST', pathWithQuery: url.pathname + url.search, body },
              wechat,
              now,
            ),
          },
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch {
        throw failure('paymentGatewayUnavailable');
      }
      const text = await response.text();
      const authentic = wechatPayVerify(
        signedHeaders((name) => response.headers.get(name) ?? undefined),
        text,
        wechat.platformPublicKey,
      );
      const answer = response.ok && authentic ? nativeAnswer.safeParse(parseJson(text)) : null;
      if (!answer?.success) throw failure('paymentGatewayUnavailable');
      return { start: { kind: 'qrCode', codeUrl: answer.data.code_url }, status: 'paying' };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const notificationBody = z.object({
  event_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    associated_data: z.string().optional(),
    nonce: z.string(),
  }),
});

const transaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().default(''),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int() }),
});

/**
 * Reads a notification from its raw body: null unless the platform signature verifies and the resource
 * decrypts with the APIv3 key (forged, altered, or encrypted for someone else).
 */
export function readWechatPayNotification(
  wechat: WechatPayConfig,
  headers: WechatPaySignedHeaders,
  rawBody: string,
): GatewayPayment | null {
  if (!wechatPayVerify(headers, rawBody, wechat.platformPublicKey)) return null;
  const body = notificationBody.safeParse(parseJson(rawBody));
  if (!body.success) return null;
  const plain = decryptWechatPayResource(body.data.resource, wechat.apiV3Key);
  const paid = plain === null ? null : transaction.safeParse(parseJson(plain));
  if (!paid?.success) return null;
  return {
    provider: 'wechat',
    appId: `${paid.data.appid}/${paid.data.mchid}`,
    orderNo: paid.data.out_trade_no,
    tradeNo: paid.data.transaction_id,
    amountFen: paid.data.amount.total,
    paid: body.data.event_type === 'TRANSACTION.SUCCESS' && paid.data.trade_state === 'SUCCESS',
  };
}
