import { FINANCE_PATHS } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import { notFound } from '../../../http/errors';
import { readAlipayNotification } from './alipay';
import { type GatewayPayment, type PaymentRefusal, acceptGatewayPayment } from './notification';
import { readWechatPayNotification, signedHeaders } from './wechatPay';

const tags = ['finance'];
/** The gateways call these; who they are is proven by the signature, not a session. */
const gateway = { access: 'public' } as const;

const refusalMessages: Record<PaymentRefusal, string> = {
  wrongMerchant: 'notification for another merchant',
  unknownOrder: 'unknown out_trade_no',
  wrongAmount: 'amount differs from the order',
};

/**
 * Issue 16: the gateways' asynchronous notifications. Both read the body as the raw text the signature
 * covers (this plugin's own content-type parsers), and answer in the form each gateway expects.
 */
export function gatewayNotifyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const asText = { parseAs: 'string' } as const;
    app.addContentTypeParser('application/x-www-form-urlencoded', asText, (_request, body, done) => done(null, body));
    app.addContentTypeParser('application/json', asText, (_request, body, done) => done(null, body));
    const { alipay, wechatPay } = deps.config.finance;

    const settle = (payment: GatewayPayment, expectedAppId: string, log: typeof app.log) =>
      acceptGatewayPayment(deps.db, payment, { expectedAppId, now: deps.now(), log });

    app.post(
      FINANCE_PATHS.alipayNotify,
      { config: gateway, schema: { summary: "Alipay's asynchronous payment notification", tags } },
      async (request, reply) => {
        if (!alipay) throw notFound();
        const payment = readAlipayNotification(alipay, new URLSearchParams(String(request.body ?? '')));
        // Alipay resends until it reads exactly `success`; anything else is a failure to it.
        if (!payment) {
          request.log.warn('alipay notification with a bad signature refused');
          return reply.code(400).type('text/plain').send('failure');
        }
        const result = await settle(payment, alipay.appId, request.log);
        if ('refused' in result) {
          request.log.warn(
            { orderNo: payment.orderNo },
            `alipay notification refused: ${refusalMessages[result.refused]}`,
          );
          return reply.code(400).type('text/plain').send('failure');
        }
        return reply.type('text/plain').send('success');
      },
    );

    app.post(
      FINANCE_PATHS.wechatPayNotify,
      { config: gateway, schema: { summary: "WeChat Pay's payment notification", tags } },
      async (request, reply) => {
        if (!wechatPay) throw notFound();
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const payment = readWechatPayNotification(wechatPay, signedHeaders(header), String(request.body ?? ''));
        // WeChat Pay takes 200/204 as received; a 4XX/5XX with {code, message} makes it resend.
        if (!payment) {
          request.log.warn('wechat pay notification with a bad signature refused');
          return reply.code(401).send({ code: 'SIGN_ERROR', message: 'signature verification failed' });
        }
        const result = await settle(payment, `${wechatPay.appId}/${wechatPay.mchId}`, request.log);
        if ('refused' in result) {
          request.log.warn(
            { orderNo: payment.orderNo },
            `wechat pay notification refused: ${refusalMessages[result.refused]}`,
          );
          return reply.code(400).send({ code: 'FAIL', message: refusalMessages[result.refused] });
        }
        return reply.code(204).send();
      },
    );
  };
}
