import { FINANCE_PATHS, orderIdParams, orderRefBody, payOrderBody } from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { readFilePart } from '../../http/filePart';
import { sendStoredFile } from '../../http/sendFile';
import { payInfo, payOrder, paymentState } from './payment';
import { paymentProviders } from './paymentProviders';
import { VOUCHER_MAX_BYTES, saveVoucher, voucherFile } from './voucher';

const tags = ['finance'];
const user = { access: 'user' } as const;

/**
 * Issue 16: paying an order -- the methods on offer and the chosen one, the payment's state, and the bank transfer's
 * voucher (ADR 0068).
 */
export function financePaymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const providers = paymentProviders(deps.config);
    const buyer = (request: FastifyRequest) => ({
      userId: callerOf(request).userId,
      locale: requestLocale(request),
      now: deps.now(),
    });
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);

    app.get(
      `${FINANCE_PATHS.payInfo}/:id`,
      { config: user, schema: { summary: 'An order and the ways to pay it', tags, params: orderIdParams } },
      (request) =>
        answer(
          request,
          payInfo(deps.db, { ...buyer(request), orderId: request.params.id, providers, config: deps.config }),
        ),
    );
    app.get(
      `${FINANCE_PATHS.paymentState}/:id`,
      { config: user, schema: { summary: 'Whether an order is paid yet', tags, params: orderIdParams } },
      (request) => answer(request, paymentState(deps.db, { ...buyer(request), orderId: request.params.id })),
    );
    app.post(
      FINANCE_PATHS.payOrder,
      { config: user, schema: { summary: 'Chooses how to pay an order', tags, body: payOrderBody } },
      (request) => answer(request, payOrder(deps.db, { ...buyer(request), ...request.body, providers })),
    );
    app.post(
      FINANCE_PATHS.saveOfflinePayFile,
      {
        config: user,
        schema: { summary: 'Uploads the bank transfer voucher (PNG or JPEG)', tags, querystring: orderRefBody },
      },
      async (request) => {
        const content = await readFilePart(request, {
          maxBytes: VOUCHER_MAX_BYTES,
          missing: 'voucherMissing',
          tooLarge: 'voucherTooLarge',
        });
        await saveVoucher(deps.db, deps.files, {
          userId: callerOf(request).userId,
          orderId: request.query.orderId,
          content,
          now: deps.now(),
        });
        return ok(requestLocale(request), null);
      },
    );
    app.get(
      `${FINANCE_PATHS.voucher}/:id`,
      {
        // An <img> on the review page cannot send the Authorization header: the session cookie serves.
        config: { ...user, sessionCookie: true },
        schema: { summary: "An order's voucher image (buyer, administrators)", tags, params: orderIdParams },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const file = await voucherFile(deps.db, deps.files, {
          userId: caller.userId,
          isPlatformAdmin: caller.isPlatformAdmin,
          orderId: request.params.id,
        });
        return sendStoredFile(request, reply, deps.files, file);
      },
    );
  };
}
