import { ResultCode, formatMessage } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database';
import type { AppDeps } from '../../deps';
import { requestLocale } from '../../http/locale';

export function systemRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { config: { access: 'public' }, schema: { summary: 'Liveness plus a database round trip', tags: ['system'] } },
      async (request, reply) => {
        const locale = requestLocale(request);
        const database = (await pingDatabase(deps.db)) ? 'up' : 'down';
        const data = { status: database === 'up' ? 'up' : 'down', database, dialect: deps.dialect };
        if (database === 'up') return { code: ResultCode.ok, msg: formatMessage(locale, 'ok'), data };
        // A load balancer reads the HTTP status, so an unhealthy instance says so there too.
        return reply.status(503).send({ code: ResultCode.fail, msg: formatMessage(locale, 'unknownError'), data });
      },
    );

    app.get(
      '/ready',
      {
        config: { access: 'public' },
        schema: { summary: 'Readiness: the database and, when configured, Redis take calls', tags: ['system'] },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        const database = (await pingDatabase(deps.db)) ? 'up' : 'down';
        const redis = deps.config.redisUrl === undefined ? 'none' : deps.store.ready() ? 'up' : 'down';
        const data = { status: database === 'up' && redis !== 'down' ? 'up' : 'down', database, redis };
        if (data.status === 'up') return { code: ResultCode.ok, msg: formatMessage(locale, 'ok'), data };
        // Issue 28: a load balancer routes away from an instance that cannot sign anyone in or send a code.
        return reply
          .status(503)
          .send({ code: ResultCode.fail, msg: formatMessage(locale, 'serviceUnavailable'), data });
      },
    );

    app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  };
}
