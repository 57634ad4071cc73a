import { DETAIL_PATH, detailQuery } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { publicDetail } from './publicDetail';

/** The public detail page's one call (issue 39, ADR 0120): no token, whoever asks gets the same answer. */
export function detailRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      DETAIL_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary: 'A published announcement, an update-log entry or a published resource, for /detailpage',
          tags: ['portal'],
          querystring: detailQuery,
        },
      },
      async (request) =>
        ok(requestLocale(request), await publicDetail({ db: deps.db, edition: deps.config.edition }, request.query)),
    );
  };
}
