import {
  WORK_ORDER_PATHS,
  cannedAnswerBody,
  cannedListQuery,
  cannedRef,
  editCannedAnswerBody,
  workOrderQueueQuery,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { addCanned, editCanned, listCanned, removeCanned } from './canned';
import { deskFigures } from './figures';
import { listQueue } from './orders';
import { listDeskStaff } from './supportStaff';

const tags = ['work orders'];
const desk = { access: 'support' } as const;

/**
 * Issue 31: the support desk's side (support staff and platform administrators): the queue, the figures, the staff
 * and the canned answers.
 */
export function workOrderDeskRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    const locale = (request: FastifyRequest) => requestLocale(request);

    app.get(
      WORK_ORDER_PATHS.queue,
      { config: desk, schema: { summary: 'The support queue', tags, querystring: workOrderQueueQuery } },
      async (request) => {
        const { rows, total } = await listQueue(db, {
          readerId: callerOf(request).userId,
          query: request.query,
          now: deps.now(),
        });
        return page(locale(request), rows, total);
      },
    );
    app.get(
      WORK_ORDER_PATHS.figures,
      { config: desk, schema: { summary: 'Open orders by status and weekly response and resolution medians', tags } },
      async (request) => ok(locale(request), await deskFigures(db, deps.now())),
    );
    app.get(
      WORK_ORDER_PATHS.staff,
      { config: desk, schema: { summary: 'Support staff and platform administrators', tags } },
      async (request) => ok(locale(request), await listDeskStaff(db)),
    );
    app.get(
      WORK_ORDER_PATHS.canned,
      { config: desk, schema: { summary: 'Canned answers', tags, querystring: cannedListQuery } },
      async (request) => ok(locale(request), await listCanned(db, request.query.locale)),
    );
    app.post(
      WORK_ORDER_PATHS.canned,
      { config: desk, schema: { summary: 'Adds a canned answer', tags, body: cannedAnswerBody } },
      async (request) => ok(locale(request), await addCanned(db, { fields: request.body, now: deps.now() })),
    );
    app.put(
      WORK_ORDER_PATHS.canned,
      { config: desk, schema: { summary: 'Edits a canned answer', tags, body: editCannedAnswerBody } },
      async (request) => ok(locale(request), await editCanned(db, { fields: request.body, now: deps.now() })),
    );
    app.post(
      WORK_ORDER_PATHS.removeCanned,
      { config: desk, schema: { summary: 'Removes a canned answer', tags, body: cannedRef } },
      async (request) => {
        await removeCanned(db, request.body.cannedId);
        return ok(locale(request), null);
      },
    );
  };
}
