import { handOverBody, memberBody, productPath } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { quitProject, removeMember } from './leaveProject';

/**
 * Removing and quitting (spec points 5, 6): the plain removal refuses a member who holds pending work;
 * the two *EditUserBacklog calls hand that work to toUserId first (200 s time-out on the client).
 */
export function leaveRoutes(deps: AppDeps, tags: string[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      productPath('projectUser/deleteProjectUser'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Removes a member without pending work', tags, body: memberBody },
      },
      async (request) => {
        await removeMember(deps.db, { ...request.body, callerId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('projectUser/deleteProjectEditUserBacklog'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Removes a member, handing their pending work over', tags, body: handOverBody },
      },
      async (request) => {
        await removeMember(deps.db, { ...request.body, callerId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      productPath('projectUser/quitProjectEditUserBacklog'),
      {
        config: { access: 'project:member' },
        schema: { summary: 'Leaves a project, handing pending work over', tags, body: handOverBody },
      },
      async (request) => {
        await quitProject(deps.db, { ...request.body, callerId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
  };
}
