import multipart from '@fastify/multipart';
import {
  COMMODITY_IMAGE_MAX_BYTES,
  MALL_PATHS,
  commodityBody,
  editCommodityBody,
  pointsIdParams,
  pointsOrderListQuery,
  pointsOrderRef,
  productPath,
  redeemBody,
  shipBody,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { callerOf } from '../../../http/access';
import { ok, page } from '../../../http/envelope';
import { readFilePart } from '../../../http/filePart';
import { requestLocale } from '../../../http/locale';
import { sendStoredImage } from '../../../http/storedImage';
import { auditActor } from '../../admin/auditLog';
import {
  COMMODITY_IMAGE_PATH,
  addCommodity,
  commoditiesOnSale,
  commodityPayInfo,
  editCommodity,
  listCommodities,
  storeCommodityImage,
} from './commodities';
import { listAllOrders, listMyOrders, receiveOrder, shipOrder } from './pointsOrders';
import { redeem } from './redeem';

const tags = ['points mall'];
const user = { access: 'user' } as const;
const admin = { access: 'platformAdmin' } as const;

/**
 * The points mall (issue 30, ADR 0112): commodities for points, redemption, the buyer's points orders and their
 * receipt; the platform administrators' commodities and shipping. Registered among the commerce routes, which a
 * self-hosted installation refuses whole (ADR 0103).
 */
export function mallRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const { db } = deps;
    const locale = (request: FastifyRequest) => requestLocale(request);

    app.get(
      MALL_PATHS.saleInfoList,
      { config: user, schema: { summary: 'Commodities on sale', tags } },
      async (request) => ok(locale(request), await commoditiesOnSale(db, locale(request))),
    );
    app.get(
      productPath('financial/getCommodityPayInfo/:id'),
      { config: user, schema: { summary: 'A commodity on sale and my balance', tags, params: pointsIdParams } },
      async (request) =>
        ok(
          locale(request),
          await commodityPayInfo(db, {
            userId: callerOf(request).userId,
            commodityId: request.params.id,
            locale: locale(request),
          }),
        ),
    );
    app.post(
      MALL_PATHS.addCommodityOrder,
      { config: user, schema: { summary: 'Redeems a commodity for points', tags, body: redeemBody } },
      async (request) =>
        ok(
          locale(request),
          await redeem(db, {
            userId: callerOf(request).userId,
            body: request.body,
            locale: locale(request),
            now: deps.now(),
          }),
        ),
    );
    app.get(
      MALL_PATHS.myOrders,
      { config: user, schema: { summary: 'My points orders', tags, querystring: pointsOrderListQuery } },
      async (request) => {
        const { rows, total } = await listMyOrders(db, {
          userId: callerOf(request).userId,
          query: request.query,
          now: deps.now(),
        });
        return page(locale(request), rows, total);
      },
    );
    app.post(
      MALL_PATHS.receive,
      { config: user, schema: { summary: 'Confirms a shipped points order arrived', tags, body: pointsOrderRef } },
      async (request) =>
        ok(
          locale(request),
          await receiveOrder(db, { userId: callerOf(request).userId, orderId: request.body.orderId, now: deps.now() }),
        ),
    );
    app.get(
      `${COMMODITY_IMAGE_PATH}:name`,
      {
        config: { access: 'public' },
        schema: { summary: 'A commodity picture', tags, params: z.strictObject({ name: z.string().max(64) }) },
      },
      async (request, reply) => sendStoredImage(reply, deps.files, 'commodityImages', request.params.name),
    );

    app.get(
      MALL_PATHS.adminCommodities,
      { config: admin, schema: { summary: 'Every commodity, on sale or not', tags } },
      async (request) => ok(locale(request), await listCommodities(db, locale(request))),
    );
    app.post(
      MALL_PATHS.adminCommodities,
      { config: admin, schema: { summary: 'Adds a commodity', tags, body: commodityBody } },
      async (request) =>
        ok(
          locale(request),
          await addCommodity(db, {
            actor: auditActor(request),
            fields: request.body,
            now: deps.now(),
            locale: locale(request),
          }),
        ),
    );
    app.put(
      MALL_PATHS.adminCommodities,
      {
        config: admin,
        schema: { summary: 'Edits a commodity, its stock or whether it is on sale', tags, body: editCommodityBody },
      },
      async (request) =>
        ok(
          locale(request),
          await editCommodity(db, {
            actor: auditActor(request),
            fields: request.body,
            now: deps.now(),
            locale: locale(request),
            files: deps.files,
          }),
        ),
    );
    app.post(
      MALL_PATHS.adminCommodityImage,
      { config: admin, schema: { summary: 'Stores a commodity picture (PNG or JPEG)', tags } },
      async (request) => {
        const content = await readFilePart(request, {
          maxBytes: COMMODITY_IMAGE_MAX_BYTES,
          field: 'file',
          missing: 'commodityImageMissing',
          tooLarge: 'commodityImageTooLarge',
        });
        return ok(locale(request), await storeCommodityImage(deps.files, content));
      },
    );
    app.get(
      MALL_PATHS.adminOrders,
      { config: admin, schema: { summary: 'Everyone’s points orders', tags, querystring: pointsOrderListQuery } },
      async (request) => {
        const { rows, total } = await listAllOrders(db, { query: request.query, now: deps.now() });
        return page(locale(request), rows, total);
      },
    );
    app.post(
      MALL_PATHS.ship,
      { config: admin, schema: { summary: 'Ships a points order', tags, body: shipBody } },
      async (request) =>
        ok(locale(request), await shipOrder(db, { actor: auditActor(request), body: request.body, now: deps.now() })),
    );
  };
}
