import { SEARCH_PATHS, searchMoreQuery, searchOverviewQuery } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { searchMore, searchOverview } from './searchService';

const tags = ['search'];
const user = { access: 'user' } as const;

/** Search everywhere (issue 35, ADR 0127): reads only, and only what the caller may open. */
export function searchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;

    app.get(
      SEARCH_PATHS.overview,
      { config: user, schema: { summary: 'Search everything I may see', tags, querystring: searchOverviewQuery } },
      async (request) => ok(requestLocale(request), await searchOverview(db, callerOf(request).userId, request.query)),
    );

    app.get(
      SEARCH_PATHS.more,
      { config: user, schema: { summary: 'More search hits of one kind', tags, querystring: searchMoreQuery } },
      async (request) => {
        const { total, hits } = await searchMore(db, callerOf(request).userId, request.query);
        return page(requestLocale(request), hits, total);
      },
    );
  };
}
