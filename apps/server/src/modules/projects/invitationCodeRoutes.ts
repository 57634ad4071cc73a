import { joinProjectBody, productPath, projectIdBody } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { generateAddCode, getAddCode, joinProjectByCode } from './invitationCode';
import { projectCard } from './queries';
import { actingOn } from './acting';

const tags = ['projects'];

/**
 * Issue 8: the project's invitation code with its expiry, and joining by it (spec points 5, 7).
 */
export function projectInvitationCodeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const acting = actingOn(deps);

    app.post(
      productPath('projectInfo/getAddCodeAndEndTime'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'The invitation code and its end time', tags, body: projectIdBody },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await getAddCode(deps.db, { projectId: request.body.projectId, userId: callerOf(request).userId }),
        ),
    );
    app.post(
      productPath('projectInfo/generateAddCode'),
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Makes a new invitation code', tags, body: projectIdBody },
      },
      async (request) =>
        ok(requestLocale(request), await generateAddCode(deps.db, acting(request, request.body.projectId))),
    );
    app.post(
      productPath('projectInfo/joinProject'),
      {
        config: { access: 'user' },
        schema: { summary: 'Joins a project by invitation and verification code', tags, body: joinProjectBody },
      },
      async (request) => {
        const userId = callerOf(request).userId;
        const projectId = await joinProjectByCode(deps, { ...request.body, userId, now: deps.now() });
        return ok(requestLocale(request), await projectCard(deps.db, userId, projectId));
      },
    );
  };
}
