import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  batchProblemPlanBody,
  createPlanItemBody,
  deliverableIdParams,
  deliverableLinkBody,
  editPlanItemBody,
  movePlanItemBody,
  planIdParams,
  planRefQuery,
  productPath,
  projectRefQuery,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sendStoredFile } from '../../http/sendFile';
import { updateBatchProblemPlan } from './batchPlan';
import {
  addDeliverableLink,
  deliverableFile,
  listDeliverables,
  receiveDeliverable,
  removeDeliverable,
} from './deliverables';
import { createPlanItem, deletePlanItem, editPlanItem, listPlanItems, movePlanItem } from './planItems';

const tags = ['plans'];

/** Issue 13: the project plan tree, its Gantt moves, deliverables and the issues linked to plans (ADR 0052). */
export function planRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: false });
    const member = { access: 'project:member' } as const;
    const admin = { access: 'project:admin' } as const;
    const reader = (request: FastifyRequest) => ({ userId: callerOf(request).userId });
    const writer = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);

    app.get(
      productPath('projectPlan/list'),
      {
        config: member,
        schema: { summary: "The project's plan tree with progress", tags, querystring: projectRefQuery },
      },
      (request) => answer(request, listPlanItems(deps.db, { ...request.query, ...reader(request) })),
    );
    app.post(
      productPath('projectPlan'),
      {
        config: admin,
        schema: { summary: 'Adds a plan group, plan, milestone or other item', tags, body: createPlanItemBody },
      },
      (request) => answer(request, createPlanItem(deps.db, { body: request.body, ...writer(request) })),
    );
    app.put(
      productPath('projectPlan'),
      { config: admin, schema: { summary: 'Edits a plan item', tags, body: editPlanItemBody } },
      (request) => answer(request, editPlanItem(deps.db, { body: request.body, ...writer(request) })),
    );
    app.put(
      productPath('projectPlan/move'),
      {
        config: admin,
        schema: { summary: "Moves or resizes a plan item's dates (Gantt)", tags, body: movePlanItemBody },
      },
      (request) => answer(request, movePlanItem(deps.db, { body: request.body, ...writer(request) })),
    );
    app.delete(
      productPath('projectPlan/:planId'),
      {
        config: admin,
        schema: {
          summary: 'Deletes a plan item with everything below it',
          tags,
          params: planIdParams,
          querystring: projectRefQuery,
        },
      },
      async (request) => {
        await deletePlanItem(deps, { ...request.query, ...request.params, ...writer(request) });
        return ok(requestLocale(request), null);
      },
    );
    app.get(
      productPath('projectPlan/deliverable/list'),
      { config: member, schema: { summary: "A plan's or milestone's deliverables", tags, querystring: planRefQuery } },
      (request) => answer(request, listDeliverables(deps.db, { ...request.query, ...reader(request) })),
    );
    app.post(
      productPath('projectPlan/deliverable/link'),
      { config: admin, schema: { summary: 'Adds a link deliverable', tags, body: deliverableLinkBody } },
      (request) => answer(request, addDeliverableLink(deps.db, { body: request.body, ...writer(request) })),
    );
    app.post(
      productPath('projectPlan/deliverable/upload'),
      {
        config: admin,
        schema: { summary: 'Uploads a file deliverable (fields projectId, planId, then file)', tags },
      },
      async (request, reply) => {
        try {
          const deliverable = await receiveDeliverable(deps, {
            parts: request.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 4 } }),
            ...writer(request),
          });
          return ok(requestLocale(request), deliverable);
        } catch (error) {
          // A refused upload may still be arriving: end the connection rather than read the rest.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );
    app.get(
      productPath('projectPlan/deliverable/:deliverableId'),
      {
        // A download link the browser follows itself carries the session cookie, not the header.
        config: { ...member, sessionCookie: true },
        schema: {
          summary: 'Downloads a file deliverable, for members',
          tags,
          params: deliverableIdParams,
          querystring: projectRefQuery,
        },
      },
      async (request, reply) => {
        const file = await deliverableFile(deps.db, { ...request.query, ...request.params, ...reader(request) });
        return sendStoredFile(request, reply, deps.files, file);
      },
    );
    app.delete(
      productPath('projectPlan/deliverable/:deliverableId'),
      {
        config: admin,
        schema: { summary: 'Removes a deliverable', tags, params: deliverableIdParams, querystring: projectRefQuery },
      },
      async (request) => {
        await removeDeliverable(deps, { ...request.query, ...request.params, ...writer(request) });
        return ok(requestLocale(request), null);
      },
    );
    app.put(
      productPath('questionInfo/updateBatchProblemPlan'),
      { config: member, schema: { summary: 'Sets the plan of several issues', tags, body: batchProblemPlanBody } },
      (request) => answer(request, updateBatchProblemPlan(deps.db, { body: request.body, ...writer(request) })),
    );
  };
}
