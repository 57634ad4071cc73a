import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';

/** What the interface tester's route files share: the access level, who calls, and the answer of a service's work. */
export function apiTestingRouteKit(deps: AppDeps) {
  return {
    member: { access: 'project:member' } as const,
    reader: (request: FastifyRequest) => ({ userId: callerOf(request).userId }),
    writer: (request: FastifyRequest) => ({ userId: callerOf(request).userId, now: deps.now() }),
    caller: (request: FastifyRequest) => {
      const { userId, isPlatformAdmin } = callerOf(request);
      return { caller: { userId, platformAdmin: isPlatformAdmin }, now: deps.now() };
    },
    answer: async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work),
    done: async (request: FastifyRequest, work: Promise<void>) => {
      await work;
      return ok(requestLocale(request), null);
    },
  };
}
