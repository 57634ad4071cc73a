import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. @fastify/helmet built helmet's middleware again for
 * every request, which took about 9% of the CPU of a cached issue-list answer (issue 17 profile, ADR 0087);
 * none of the options used here varies per request (no CSP nonces), so the answer is the same every time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      Reflect.deleteProperty(headers, name.toLowerCase());
    },
  };
  let called = false;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {
    called = true;
  });
  // helmet 8 sets its headers synchronously; a version that did not would leave every answer unprotected.
  if (!called) throw new Error('helmet did not finish setting its headers synchronously');
  return headers;
}

/** Sends helmet's headers on every answer: API calls, files, the web app and errors alike. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
