import { boardQuery, myStatsQuery, productPath, statsQuery } from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { boardStats } from './board';
import { statsDistribution } from './distribution';
import { statsDurations } from './durations';
import { myStats } from './mine';
import { projectStatsRequest } from './statsScope';
import { statsTrend } from './trend';

const tags = ['stats'];

/** Issue 13: statistics of a project and across the caller's projects, and the big screen's board. */
export function statsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { access: 'project:member', readCache: 'project' } as const;
    const caller = (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() });
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);

    app.get(
      productPath('statistics/distribution'),
      {
        config: member,
        schema: {
          summary: 'Issues of a project by field, handler, overdue and reopened',
          tags,
          querystring: statsQuery,
        },
      },
      async (request) => {
        const checked = await projectStatsRequest(deps.db, { query: request.query, ...caller(request) });
        return answer(request, statsDistribution(deps.db, checked.scope, checked.today));
      },
    );
    app.get(
      productPath('statistics/trend'),
      {
        config: member,
        schema: { summary: 'Issues of a project created and resolved per day or week', tags, querystring: statsQuery },
      },
      async (request) => {
        const checked = await projectStatsRequest(deps.db, { query: request.query, ...caller(request) });
        return answer(
          request,
          statsTrend(deps.db, {
            ...checked,
            utcOffset: request.query.utcOffset,
            granularity: request.query.granularity,
          }),
        );
      },
    );
    app.get(
      productPath('statistics/durations'),
      {
        config: member,
        schema: { summary: 'Average time to resolution and in each workflow status', tags, querystring: statsQuery },
      },
      async (request) => {
        const checked = await projectStatsRequest(deps.db, { query: request.query, ...caller(request) });
        return answer(request, statsDurations(deps.db, { ...checked, dialect: deps.dialect }));
      },
    );
    app.get(
      productPath('statistics/mine'),
      {
        config: { access: 'user' },
        schema: { summary: "The health of each of the caller's projects", tags, querystring: myStatsQuery },
      },
      (request) => answer(request, myStats(deps.db, { query: request.query, ...caller(request) })),
    );
    app.get(
      productPath('statistics/board'),
      { config: member, schema: { summary: "A project's big-screen board", tags, querystring: boardQuery } },
      (request) => answer(request, boardStats(deps.db, { query: request.query, ...caller(request) })),
    );
  };
}
