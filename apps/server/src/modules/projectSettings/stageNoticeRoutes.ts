import {
  addNoticeBody,
  addStageBody,
  editNoticeBody,
  editStageBody,
  noticeIdBody,
  productPath,
  projectIdQuery,
  stageIdBody,
  stageOrderBody,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { addNotice, editNotice, listNotices, removeNotice } from './notices';
import { addStage, listStages, removeStage, renameStage, sortStages } from './stages';

const tags = ['projectSettings'];

/**
 * Issue 8: the project's iteration stages (spec point 4: the first and last fixed) and its notices.
 */
export function stageAndNoticeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });
    const done = (request: FastifyRequest) => ok(requestLocale(request), null);

    app.get(
      productPath('iterationStage/list'),
      {
        config: { access: 'project:member' },
        schema: { summary: "The project's iteration stages in order", tags, querystring: projectIdQuery },
      },
      async (request) => {
        const locale = requestLocale(request);
        return ok(locale, await listStages(deps.db, { ...request.query, ...caller(request), locale }));
      },
    );
    app.post(
      productPath('iterationStage'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Adds a stage before "completed"', tags, body: addStageBody },
      },
      async (request) => {
        const stageId = await addStage(deps.db, { ...request.body, ...caller(request) });
        return ok(requestLocale(request), { stageId });
      },
    );
    app.put(
      productPath('iterationStage'),
      { config: { access: 'project:admin' }, schema: { summary: 'Renames a user stage', tags, body: editStageBody } },
      async (request) => {
        await renameStage(deps.db, { ...request.body, ...caller(request) });
        return done(request);
      },
    );
    app.delete(
      productPath('iterationStage/:stageId'),
      { config: { access: 'project:admin' }, schema: { summary: 'Deletes a user stage', tags, params: stageIdBody } },
      async (request) => {
        await removeStage(deps.db, { ...request.params, ...caller(request) });
        return done(request);
      },
    );
    app.put(
      productPath('iterationStage/sort'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Puts the user stages in a new order', tags, body: stageOrderBody },
      },
      async (request) => {
        await sortStages(deps.db, { ...request.body, ...caller(request) });
        return done(request);
      },
    );

    app.get(
      productPath('projectNotice/list'),
      {
        config: { access: 'project:member' },
        schema: { summary: "The project's notices the caller may read", tags, querystring: projectIdQuery },
      },
      async (request) =>
        ok(requestLocale(request), await listNotices(deps.db, { ...request.query, ...caller(request) })),
    );
    app.post(
      productPath('projectNotice'),
      { config: { access: 'project:admin' }, schema: { summary: 'Adds a notice', tags, body: addNoticeBody } },
      async (request) => {
        const noticeId = await addNotice(deps.db, { body: request.body, ...caller(request) });
        return ok(requestLocale(request), { noticeId });
      },
    );
    app.put(
      productPath('projectNotice'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Changes, publishes or unpublishes a notice', tags, body: editNoticeBody },
      },
      async (request) => {
        await editNotice(deps.db, { body: request.body, ...caller(request) });
        return done(request);
      },
    );
    app.delete(
      productPath('projectNotice/:noticeId'),
      { config: { access: 'project:admin' }, schema: { summary: 'Deletes a notice', tags, params: noticeIdBody } },
      async (request) => {
        await removeNotice(deps.db, { ...request.params, ...caller(request) });
        return done(request);
      },
    );
  };
}
