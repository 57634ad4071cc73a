import {
  JOIN_PATHS,
  adminCreateJoinLinkBody,
  adminRevokeJoinLinkBody,
  createJoinLinkBody,
  joinLinkAcceptBody,
  joinLinkRegisterBody,
  linkTokenQuery,
  projectLinksQuery,
  revokeJoinLinkBody,
} from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { acceptLink, registerByLink } from './joinByLink';
import {
  adminLinks,
  createAdminLink,
  createProjectLink,
  previewLink,
  projectLinks,
  revokeAdminLink,
  revokeProjectLink,
} from './joinLinks';
import { accountLinkRoutes } from './accountRoutes';

const tags = ['joining'];

/**
 * Ways in without a text message (issue 38 point 2, ADR 0108): invitation links of project admins and of the
 * platform administrator, their public page's calls, and accounts the administrator makes with a set-password link.
 */
export function joiningRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    await app.register(accountLinkRoutes(deps));

    app.get(
      JOIN_PATHS.projectLinks,
      {
        config: { access: 'project:admin' },
        schema: { summary: "A project's invitation links", tags, querystring: projectLinksQuery },
      },
      async (request) => {
        const userId = callerOf(request).userId;
        const data = await projectLinks(db, { projectId: request.query.projectId, userId, now: deps.now() });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      JOIN_PATHS.createProjectLink,
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Makes an invitation link to the project', tags, body: createJoinLinkBody },
      },
      async (request) => {
        const data = await createProjectLink(deps, { ...request.body, creatorId: callerOf(request).userId });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      JOIN_PATHS.revokeProjectLink,
      {
        config: { access: 'project:admin' },
        schema: { summary: 'Revokes an invitation link of the project', tags, body: revokeJoinLinkBody },
      },
      async (request) => {
        await revokeProjectLink(db, { ...request.body, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      JOIN_PATHS.adminLinks,
      { config: { access: 'platformAdmin' }, schema: { summary: "The administrator's invitation links", tags } },
      async (request) =>
        ok(requestLocale(request), await adminLinks(db, { userId: callerOf(request).userId, now: deps.now() })),
    );
    app.post(
      JOIN_PATHS.adminCreateLink,
      {
        config: { access: 'platformAdmin' },
        schema: {
          summary: 'Makes an invitation link: an account only, or a project',
          tags,
          body: adminCreateJoinLinkBody,
        },
      },
      async (request) => {
        const data = await createAdminLink(deps, { ...request.body, creatorId: callerOf(request).userId });
        return ok(requestLocale(request), data);
      },
    );
    app.post(
      JOIN_PATHS.adminRevokeLink,
      {
        config: { access: 'platformAdmin' },
        schema: { summary: "Revokes one of the administrator's links", tags, body: adminRevokeJoinLinkBody },
      },
      async (request) => {
        const { linkId } = request.body;
        await revokeAdminLink(db, { linkId, userId: callerOf(request).userId, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );

    app.get(
      JOIN_PATHS.preview,
      {
        config: { access: 'public' },
        schema: { summary: 'Who invites to what, for the /join page', tags, querystring: linkTokenQuery },
      },
      async (request) =>
        ok(requestLocale(request), await previewLink(db, { token: request.query.token, now: deps.now() })),
    );
    app.post(
      JOIN_PATHS.register,
      {
        config: { access: 'public' },
        schema: { summary: 'Registers with an invitation link and signs in', tags, body: joinLinkRegisterBody },
      },
      async (request) => ok(requestLocale(request), await registerByLink(deps, request.body)),
    );
    app.post(
      JOIN_PATHS.accept,
      {
        config: { access: 'user' },
        schema: { summary: "Joins an invitation link's project", tags, body: joinLinkAcceptBody },
      },
      async (request) => {
        const data = await acceptLink(db, {
          token: request.body.token,
          userId: callerOf(request).userId,
          now: deps.now(),
        });
        return ok(requestLocale(request), data);
      },
    );
  };
}
