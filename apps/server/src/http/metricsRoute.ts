import { timingSafeEqual } from 'node:crypto';
import { ResultCode, formatMessage } from '@questline/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from './access';
import { requestLocale } from './locale';
import type { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's figures; main.ts times its sweeps through it. */
    metrics: Metrics;
  }
}

export const METRICS_PATH = '/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** A proxy on the same machine connects from loopback too: its requests carry one of these, and are not local. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * With METRICS_TOKEN, the bearer of that token; without it, this machine only: the socket's own address, never
 * the one a proxy reports (TRUST_PROXY), and no request a proxy forwarded (ADR 0135).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const given = bearerToken(request);
    return given !== undefined && sameSecret(given, token);
  }
  const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
  return local && FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
}

/**
 * Each answer by the route pattern it matched (a 404 is `unmatched`, so unknown addresses cannot grow the label set),
 * for the request log to call on every completed request.
 */
export function observeAnswer(metrics: Metrics): (request: FastifyRequest, reply: FastifyReply) => void {
  return (request, reply) => {
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  };
}

/** Serves the figures at /metrics, beside the web app rather than under /prod-api. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.close());
  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      const locale = requestLocale(request);
      return reply.status(token === undefined ? 403 : 401).send({
        code: token === undefined ? ResultCode.forbidden : ResultCode.unauthorized,
        msg: formatMessage(locale, 'metricsRefused'),
      });
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
