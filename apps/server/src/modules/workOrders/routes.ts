import multipart from '@fastify/multipart';
import {
  WORK_ORDER_IMAGE_MAX_BYTES,
  WORK_ORDER_PATHS,
  createWorkOrderBody,
  productPath,
  reopenWorkOrderBody,
  workOrderActionBody,
  workOrderIdParams,
  workOrderListQuery,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf, worksSupportDesk } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sendStoredFile } from '../../http/sendFile';
import type { NotificationMailer } from '../notices/mailer';
import { actOnWorkOrder, reopenWorkOrder } from './actions';
import { imageToSend, receiveImage } from './images';
import { type WorkOrderNotice, markOrderMessagesRead, notifyWorkOrder } from './notify';
import { type DeskCaller, readableOrder } from './orderAccess';
import { createWorkOrder, listMyOrders, workOrderCounts } from './orders';
import { presentDetail } from './present';
import { completeDueOrders } from './sweep';
import { workOrderDeskRoutes } from './deskRoutes';

const tags = ['work orders'];
const user = { access: 'user' } as const;

function deskCaller(request: FastifyRequest): DeskCaller {
  const caller = callerOf(request);
  return { userId: caller.userId, desk: worksSupportDesk(caller) };
}

/**
 * Work orders (issue 31, ADR 0113): the requester's orders and the support desk. Notifications go out after the change
 * committed; one that fails is logged, never turned into a failure of the change the caller already made.
 */
export function workOrderRoutes(deps: AppDeps, mailer: NotificationMailer): FastifyPluginAsyncZod {
  return async (app) => {
    // Pictures past the limit are cut by the storage's own count (images.ts), which answers the localised message.
    await app.register(multipart, { throwFileSizeLimit: false });
    const { db } = deps;
    const locale = (request: FastifyRequest) => requestLocale(request);

    const tell = (request: FastifyRequest, notice: WorkOrderNotice | null) => {
      if (!notice) return;
      notifyWorkOrder(deps, mailer, { ...notice, now: deps.now() }).catch((error: unknown) =>
        request.log.error({ err: error, workOrderId: notice.workOrderId }, 'work order notification failed'),
      );
    };
    const detail = async (request: FastifyRequest, workOrderId: number) => {
      const caller = deskCaller(request);
      const now = deps.now();
      await completeDueOrders(db, now);
      const { order, side } = await readableOrder(db, { workOrderId, caller });
      await markOrderMessagesRead(db, { workOrderId, userId: caller.userId });
      return presentDetail(db, { order, side, readerId: caller.userId, now });
    };

    await app.register(workOrderDeskRoutes(deps));

    app.get(
      WORK_ORDER_PATHS.list,
      { config: user, schema: { summary: 'My work orders', tags, querystring: workOrderListQuery } },
      async (request) => {
        const { rows, total } = await listMyOrders(db, {
          userId: callerOf(request).userId,
          query: request.query,
          now: deps.now(),
        });
        return page(locale(request), rows, total);
      },
    );
    app.get(
      WORK_ORDER_PATHS.counts,
      { config: user, schema: { summary: 'My work orders by status and unread messages', tags } },
      async (request) =>
        ok(locale(request), await workOrderCounts(db, { caller: deskCaller(request), now: deps.now() })),
    );
    app.post(
      WORK_ORDER_PATHS.add,
      { config: user, schema: { summary: 'Opens a work order', tags, body: createWorkOrderBody } },
      async (request) => {
        const { order, notice } = await createWorkOrder(db, {
          requesterId: callerOf(request).userId,
          fields: request.body,
          now: deps.now(),
        });
        tell(request, notice);
        return ok(locale(request), await detail(request, order.id));
      },
    );
    app.get(
      productPath('workOrder/:id'),
      {
        config: user,
        schema: { summary: 'A work order with its thread and timeline', tags, params: workOrderIdParams },
      },
      async (request) => ok(locale(request), await detail(request, request.params.id)),
    );
    app.post(
      WORK_ORDER_PATHS.act,
      { config: user, schema: { summary: 'One action of the work-order table', tags, body: workOrderActionBody } },
      async (request) => {
        const { notice } = await actOnWorkOrder(db, {
          caller: deskCaller(request),
          fields: request.body,
          locale: locale(request),
          now: deps.now(),
        });
        tell(request, notice);
        return ok(locale(request), await detail(request, request.body.workOrderId));
      },
    );
    app.post(
      WORK_ORDER_PATHS.reopen,
      {
        config: user,
        schema: { summary: 'Opens a follow-up of a complete work order', tags, body: reopenWorkOrderBody },
      },
      async (request) => {
        const { order, notice } = await reopenWorkOrder(db, {
          caller: deskCaller(request),
          fields: request.body,
          locale: locale(request),
          now: deps.now(),
        });
        tell(request, notice);
        return ok(locale(request), await detail(request, order.id));
      },
    );
    app.post(
      WORK_ORDER_PATHS.image,
      { config: user, schema: { summary: 'Uploads a picture (JPEG or PNG) for a work order or a reply', tags } },
      async (request, reply) => {
        try {
          const image = await receiveImage(deps, {
            part: await request.file({ limits: { fileSize: WORK_ORDER_IMAGE_MAX_BYTES + 1, files: 1 } }),
            userId: callerOf(request).userId,
            now: deps.now(),
          });
          return ok(locale(request), image);
        } catch (error) {
          // A refused picture may still be arriving: end the connection rather than read the rest.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );
    app.get(
      productPath('workOrder/image/:id'),
      {
        // <img> fetches it without the Authorization header (access.ts).
        config: { access: 'user', sessionCookie: true },
        schema: { summary: 'A work-order picture, to who may read its order', tags, params: workOrderIdParams },
      },
      async (request, reply) =>
        sendStoredFile(
          request,
          reply,
          deps.files,
          await imageToSend(db, { imageId: request.params.id, caller: deskCaller(request) }),
        ),
    );
  };
}
