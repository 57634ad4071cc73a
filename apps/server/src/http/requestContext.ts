import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** What code far from the route (a socket event raised after commit) knows of the request that caused it. */
export interface RequestContext {
  /** Carries the request id (ADR 0135): its lines join the request's own in the log. */
  log: FastifyBaseLogger;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * The handler and everything it starts, awaited or not (the workflow's events, the notifications they raise), run
 * inside the request's context. buildApp registers it only when LOG_LEVEL writes debug lines. Entered just before the handler: the body has been read by then, and the stream
 * events that read it run outside any request's context.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => storage.run({ log: request.log }, done));
}

/**
 * The browser names each call (`x-request-id`, issue 36) so that its console, the server's lines and the socket
 * events the call raised share one id; anything else gets a new one. Letters, digits, `-`, `_` and `.` only, so
 * an id can be searched for in any log viewer and carries nothing else into the log.
 */
export function requestIdFrom(header: string | string[] | undefined, fresh: () => string): string {
  return typeof header === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(header) ? header : fresh();
}
