import { DEMO_START_PATH } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { startDemo } from './sandboxes';

/** The live demo (issue 39, ADR 0121). */
export function demoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      DEMO_START_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary: 'Opens a sandbox of the demo team for a visitor and signs them in as its owner',
          tags: ['demo'],
        },
      },
      async (request) =>
        ok(requestLocale(request), await startDemo(deps, { address: request.ip, locale: requestLocale(request) })),
    );
  };
}
