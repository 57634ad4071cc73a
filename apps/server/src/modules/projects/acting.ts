import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';

/** What the project services take from a route: the project it names, who calls, and when. */
export function actingOn(deps: AppDeps) {
  return (request: FastifyRequest, projectId: number) => ({
    projectId,
    userId: callerOf(request).userId,
    now: deps.now(),
  });
}
