import { IM_TOOL_PATHS, imRefreshBody } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { mintImToken, refreshImToken } from './imTokens';
import { peopleById } from './people';

const tags = ['im'];

/** Spec point 7 `imTool/getImToken` (issue 33, ADR 0131): the messaging token, its refresh, and who holds one. */
export function imTokenRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      IM_TOOL_PATHS.token,
      {
        config: { access: 'user' },
        schema: { summary: 'A messaging token pair for my session (messaging only)', tags },
      },
      async (request) => {
        const { userId, sessionId } = callerOf(request);
        return ok(requestLocale(request), await mintImToken(deps.db, { userId, sessionId, now: deps.now() }));
      },
    );

    app.post(
      IM_TOOL_PATHS.refresh,
      {
        // The refresh token is the credential; it is checked by the service, once.
        config: { access: 'public' },
        schema: {
          summary: 'A new messaging token pair for a refresh token (each works once)',
          tags,
          body: imRefreshBody,
        },
      },
      async (request) =>
        ok(
          requestLocale(request),
          await refreshImToken(deps.db, { refreshToken: request.body.refresh_token, now: deps.now() }),
        ),
    );

    app.get(
      IM_TOOL_PATHS.me,
      { config: { access: 'im' }, schema: { summary: 'Who holds this messaging token (for an outside chat)', tags } },
      async (request) => {
        const { userId } = callerOf(request);
        const person = (await peopleById(deps.db, [userId])).get(userId);
        return ok(requestLocale(request), person ?? null);
      },
    );
  };
}
