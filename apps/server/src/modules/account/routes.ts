import { productPath } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { AppDeps } from '../../deps';
import { credentialRoutes } from './credentialRoutes';
import { serviceAddresses } from '../admin/settings';
import { getInfo } from './getInfo';
import { endSession } from './sessions';
import { signInRoutes } from './signInRoutes';

export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(signInRoutes(deps));
    await app.register(credentialRoutes(deps));

    app.get(
      '/getInfo',
      {
        config: { access: 'user' },
        schema: { summary: 'The signed-in user, plan, roles and permissions', tags: ['account'] },
      },
      async (request) => {
        const locale = requestLocale(request);
        return ok(
          locale,
          await getInfo(deps.db, {
            userId: callerOf(request).userId,
            locale,
            addresses: await serviceAddresses(deps.db, deps.config),
            edition: deps.config.edition,
            now: deps.now(),
          }),
        );
      },
    );

    app.post(
      productPath('userInfo/logout'),
      { config: { access: 'user' }, schema: { summary: 'Ends the calling session', tags: ['account'] } },
      async (request) => {
        const { sessionId } = callerOf(request);
        await endSession(deps.db, { sessionId, reason: 'logout', now: deps.now() });
        deps.realtime.endSession(sessionId);
        return ok(requestLocale(request), null);
      },
    );
  };
}
