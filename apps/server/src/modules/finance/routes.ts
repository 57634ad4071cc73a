import multipart from '@fastify/multipart';
import {
  type CATALOGUE_KINDS,
  FINANCE_PATHS,
  addOrderBody,
  orderIdParams,
  orderListQuery,
  orderRefBody,
  payOrderBody,
  productOrderBody,
  renewalOrderBody,
  upgradeOrderBody,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { readFilePart } from '../../http/filePart';
import { sendStoredFile } from '../../http/sendFile';
import { accountPlan, planOffers, productsOnSale, renewalOffer, upgradeOffer } from './catalogue';
import { createOrder } from './createOrder';
import { closeOrder, listOrders, orderDetail, orderSum } from './orders';
import { payInfo, payOrder, paymentState } from './payment';
import { paymentProviders } from './paymentProviders';
import { type OrderQuote, quoteNewPlan, quoteProduct, quoteRenewal, quoteUpgrade } from './quote';
import { VOUCHER_MAX_BYTES, saveVoucher, voucherFile } from './voucher';

const tags = ['finance'];
const user = { access: 'user' } as const;

/** Issue 16: the buyer's side of spec point 7 "Finance" -- catalogue, orders, payment and the voucher. */
export function financeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const providers = paymentProviders(deps.config);
    const buyer = (request: FastifyRequest) => ({
      userId: callerOf(request).userId,
      locale: requestLocale(request),
      now: deps.now(),
    });
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);
    const order = (request: FastifyRequest, quote: Promise<OrderQuote>, shownAmountFen: number | undefined) =>
      answer(
        request,
        quote.then((priced) =>
          createOrder(deps.db, {
            userId: callerOf(request).userId,
            quote: priced,
            shownAmountFen,
            now: deps.now(),
            expireMs: deps.config.finance.orderExpireMs,
          }),
        ),
      );

    app.get(
      FINANCE_PATHS.versionInfoAllList,
      { config: { access: 'public' }, schema: { summary: 'Every plan with its period prices (fen)', tags } },
      (request) => answer(request, Promise.resolve(planOffers(requestLocale(request)))),
    );
    app.get(
      FINANCE_PATHS.userOrderVersionApply,
      { config: user, schema: { summary: "The caller's plan", tags } },
      (request) => answer(request, accountPlan(deps.db, buyer(request))),
    );
    app.get(
      FINANCE_PATHS.upgradeVersionInfo,
      { config: user, schema: { summary: 'What each upgrade costs for the months left', tags } },
      (request) => answer(request, upgradeOffer(deps.db, buyer(request))),
    );
    app.get(
      FINANCE_PATHS.renewalVersionInfo,
      { config: user, schema: { summary: "The current plan's renewal prices", tags } },
      (request) => answer(request, renewalOffer(deps.db, buyer(request))),
    );
    const listing = (path: string, kinds: readonly (typeof CATALOGUE_KINDS)[number][], summary: string) =>
      app.get(path, { config: user, schema: { summary, tags } }, (request) =>
        answer(request, productsOnSale(deps.db, kinds, requestLocale(request))),
      );
    listing(FINANCE_PATHS.resourcesVersionInfo, ['resources'], 'Resource-store memberships on sale');
    listing(FINANCE_PATHS.chatGptVersionList, ['chatgpt'], 'AI chat credits on sale');
    listing(FINANCE_PATHS.midJourneyVersionList, ['midjourney'], 'Image-generation credits on sale');

    app.post(
      FINANCE_PATHS.addOrder,
      { config: user, schema: { summary: 'Orders a paid plan for a period (from Free)', tags, body: addOrderBody } },
      (request) => order(request, quoteNewPlan(deps.db, buyer(request), request.body), request.body.amountFen),
    );
    app.post(
      FINANCE_PATHS.upgradeOrder,
      { config: user, schema: { summary: 'Orders an upgrade for the months left', tags, body: upgradeOrderBody } },
      (request) => order(request, quoteUpgrade(deps.db, buyer(request), request.body), request.body.amountFen),
    );
    app.post(
      FINANCE_PATHS.renewalOrder,
      { config: user, schema: { summary: 'Orders another period of the current plan', tags, body: renewalOrderBody } },
      (request) => order(request, quoteRenewal(deps.db, buyer(request), request.body), request.body.amountFen),
    );
    const productOrder = (
      path: string,
      kinds: readonly (typeof CATALOGUE_KINDS)[number][],
      renewal: boolean,
      summary: string,
    ) =>
      app.post(path, { config: user, schema: { summary, tags, body: productOrderBody } }, (request) =>
        order(
          request,
          quoteProduct(deps.db, buyer(request), { productId: request.body.productId, kinds, renewal }),
          request.body.amountFen,
        ),
      );
    productOrder(FINANCE_PATHS.addResourcesOrder, ['resources'], false, 'Orders a resource-store membership');
    productOrder(FINANCE_PATHS.renewalResourcesOrder, ['resources'], true, 'Extends the resource-store membership');
    productOrder(FINANCE_PATHS.addCreditsOrder, ['chatgpt', 'midjourney'], false, 'Orders AI credits');

    app.post(
      FINANCE_PATHS.closeOrder,
      { config: user, schema: { summary: 'Closes an order still waiting for money', tags, body: orderRefBody } },
      (request) =>
        answer(
          request,
          closeOrder(deps.db, {
            userId: callerOf(request).userId,
            orderId: request.body.orderId,
            now: deps.now(),
          }).then(() => null),
        ),
    );
    app.get(
      FINANCE_PATHS.orderList,
      { config: user, schema: { summary: "The caller's orders, newest first", tags, querystring: orderListQuery } },
      async (request) => {
        const { rows, total } = await listOrders(deps.db, { ...buyer(request), query: request.query });
        return page(requestLocale(request), rows, total);
      },
    );
    app.get(
      `${FINANCE_PATHS.orderInfo}/:id`,
      {
        config: user,
        schema: { summary: 'One of the caller’s orders with its status log', tags, params: orderIdParams },
      },
      (request) => answer(request, orderDetail(deps.db, { ...buyer(request), orderId: request.params.id })),
    );
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
    app.get(
      FINANCE_PATHS.userAllOrderSumMoney,
      { config: user, schema: { summary: 'What the caller paid in all (fen)', tags } },
      (request) => answer(request, orderSum(deps.db, callerOf(request).userId)),
    );
  };
}
