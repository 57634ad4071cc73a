import multipart from '@fastify/multipart';
import {
  type CATALOGUE_KINDS,
  FINANCE_PATHS,
  addOrderBody,
  orderIdParams,
  orderListQuery,
  orderRefBody,
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
import { accountPlan, planOffers, productsOnSale, renewalOffer, upgradeOffer } from './catalogue';
import { createOrder } from './createOrder';
import { closeOrder, listOrders, orderDetail, orderSum } from './orders';
import { type OrderQuote, quoteNewPlan, quoteProduct, quoteRenewal, quoteUpgrade } from './quote';
import { financePaymentRoutes } from './paymentRoutes';

const tags = ['finance'];
const user = { access: 'user' } as const;

/** Issue 16: the buyer's side of spec point 7 "Finance" -- catalogue, orders, payment and the voucher. */
export function financeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
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

    const listing = (path: string, kinds: readonly (typeof CATALOGUE_KINDS)[number][], summary: string) =>
      app.get(path, { config: user, schema: { summary, tags } }, (request) =>
        answer(request, productsOnSale(deps.db, kinds, requestLocale(request))),
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
    await app.register(financePaymentRoutes(deps));

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
      FINANCE_PATHS.userAllOrderSumMoney,
      { config: user, schema: { summary: 'What the caller paid in all (fen)', tags } },
      (request) => answer(request, orderSum(deps.db, callerOf(request).userId)),
    );
  };
}
