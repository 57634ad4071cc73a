import {
  ResultCode,
  batchIterationBody,
  burndownBody,
  createIterationBody,
  editIterationBody,
  formatMessage,
  iterationListQuery,
  iterationRefQuery,
  moveIterationCardBody,
  type PartialData,
  productPath,
  removePlanIterationBody,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { addQuestionsToIteration, removeQuestionsPlanIteration } from './batch';
import { iterationBoard, moveIterationCard } from './board';
import { iterationBurndown } from './burndown';
import { createIteration, deleteIteration, editIteration, getIteration, listIterations } from './iterations';

const tags = ['iterations'];

/** Issue 13: iterations, their board and burndown, and the spec point 7 calls that fill and empty them. */
export function iterationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { access: 'project:member' } as const;
    const admin = { access: 'project:admin' } as const;
    const reader = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });
    const writer = (request: FastifyRequest) => ({
      userId: callerOf(request).userId,
      now: deps.now(),
      locale: requestLocale(request),
    });
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);
    // A batch where some ids were not the project's issues answers 500201 with each failure (DOMAIN.md).
    const batchAnswer = async (request: FastifyRequest, work: Promise<PartialData>) => {
      const locale = requestLocale(request);
      const result = await work;
      if (result.failed.length === 0) return ok(locale, result);
      return {
        code: ResultCode.partial,
        msg: formatMessage(locale, 'batchPartial', {
          succeeded: result.succeeded.length,
          failed: result.failed.length,
        }),
        data: result,
      };
    };

    app.get(
      productPath('projectIteration/list'),
      { config: member, schema: { summary: "The project's iterations", tags, querystring: iterationListQuery } },
      async (request) => {
        const rows = await listIterations(deps.db, { ...request.query, ...reader(request) });
        return page(requestLocale(request), rows, rows.length);
      },
    );
    app.get(
      productPath('projectIteration/info'),
      { config: member, schema: { summary: 'One iteration', tags, querystring: iterationRefQuery } },
      (request) => answer(request, getIteration(deps.db, { ...request.query, ...reader(request) })),
    );
    app.post(
      productPath('projectIteration'),
      { config: admin, schema: { summary: 'Adds an iteration', tags, body: createIterationBody } },
      (request) => answer(request, createIteration(deps.db, { body: request.body, ...writer(request) })),
    );
    app.put(
      productPath('projectIteration'),
      { config: admin, schema: { summary: 'Edits an iteration', tags, body: editIterationBody } },
      (request) => answer(request, editIteration(deps.db, { body: request.body, ...writer(request) })),
    );
    app.post(
      productPath('projectIteration/delete'),
      { config: admin, schema: { summary: 'Deletes an iteration; its issues stay', tags, body: iterationRefQuery } },
      (request) => answer(request, deleteIteration(deps.db, { ...request.body, ...writer(request) })),
    );
    app.get(
      productPath('projectIteration/board'),
      {
        config: member,
        schema: { summary: "An iteration's issues by iteration stage", tags, querystring: iterationRefQuery },
      },
      (request) =>
        answer(
          request,
          iterationBoard(deps.db, { ...request.query, ...reader(request), locale: requestLocale(request) }),
        ),
    );
    app.put(
      productPath('projectIteration/moveQuestion'),
      { config: admin, schema: { summary: 'Moves a card to another stage', tags, body: moveIterationCardBody } },
      (request) => answer(request, moveIterationCard(deps.db, { body: request.body, ...writer(request) })),
    );
    app.post(
      productPath('questionInfo/getProjectIterationRanJinTuData'),
      { config: member, schema: { summary: "An iteration's burndown", tags, body: burndownBody } },
      (request) => answer(request, iterationBurndown(deps.db, { ...request.body, ...reader(request) })),
    );
    app.put(
      productPath('questionInfo/updateBatchProblemIteration'),
      { config: admin, schema: { summary: 'Adds issues to an iteration', tags, body: batchIterationBody } },
      (request) => batchAnswer(request, addQuestionsToIteration(deps.db, { body: request.body, ...writer(request) })),
    );
    app.put(
      productPath('questionInfo/removeQuestionProjectPlanIteration'),
      {
        config: admin,
        schema: { summary: "Clears issues' plan, iteration or both", tags, body: removePlanIterationBody },
      },
      (request) =>
        batchAnswer(request, removeQuestionsPlanIteration(deps.db, { body: request.body, ...writer(request) })),
    );
  };
}
