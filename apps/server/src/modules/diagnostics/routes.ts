import { DIAGNOSTICS_PATHS, diagEventsQuery, diagPushBody } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { DiagnosticStreams } from './eventStreams';

const tags = ['diagnostics'];

/**
 * The streaming test page's calls (issue 34, /devTest, ADR 0126): a Server-Sent Events stream, and a push through
 * the socket path every notification takes. Neither reads nor writes the database.
 */
export function diagnosticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new DiagnosticStreams(() => deps.now().getTime());
    // A stream would keep the server's close waiting for its end; it goes before the close waits.
    app.addHook('preClose', async () => streams.endAll());

    app.get(
      DIAGNOSTICS_PATHS.events,
      {
        // EventSource sends no headers of its own: the session comes in the cookie, as for a file download.
        config: { access: 'user', sessionCookie: true },
        // Compressed, the events would wait in the compressor's buffer: the thing this stream exists to detect.
        compress: false,
        schema: {
          summary: 'A test stream of Server-Sent Events, one every intervalMs, for a minute',
          tags,
          querystring: diagEventsQuery,
        },
      },
      async (request, reply) => {
        streams.start(request, reply, callerOf(request).userId, request.query.intervalMs);
        return reply;
      },
    );

    app.post(
      DIAGNOSTICS_PATHS.push,
      {
        config: { access: 'user' },
        schema: {
          summary: 'Sends a test push to my session over the socket, as notifications travel',
          tags,
          body: diagPushBody,
        },
      },
      async (request) => {
        const serverTime = deps.now().getTime();
        deps.realtime.tellDiagnosticPush(callerOf(request).sessionId, { seq: request.body.seq, serverTime });
        return ok(requestLocale(request), serverTime);
      },
    );
  };
}
