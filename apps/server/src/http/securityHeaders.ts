import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What Questline's pages may load and who may frame them: the helmet options of every answer. `imageOrigins`
 * are the providers a bound WeChat or QQ account's picture is shown from (SOCIAL_PICTURE_ORIGINS; issue 28
 * found them blocked).
 */
const securityPolicy = (imageOrigins: readonly string[], frameOrigins: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The messaging bubble frames /im, or the outside chat IM_URL names (issue 33).
      frameSrc: ["'self'", ...frameOrigins],
      scriptSrc: ["'self'"],
      // antd writes its component styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      // Self-hosters often serve plain HTTP on a LAN address; upgrading would break every asset.
      upgradeInsecureRequests: null,
    },
  },
});

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
  // Set in helmet's callback, which TypeScript's narrowing does not follow.
  let called = false as boolean;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {
    called = true;
  });
  // helmet 8 sets its headers synchronously; a version that did not would leave every answer unprotected.
  if (!called) throw new Error('helmet did not finish setting its headers synchronously');
  return headers;
}

/** The security headers of every answer the server gives, whoever gives it. */
export function securityHeadersFor(config: {
  socialPictureOrigins: readonly string[];
  addresses?: { im: string };
}): Readonly<Record<string, string>> {
  const chat = config.addresses?.im ? [new URL(config.addresses.im).origin] : [];
  return securityHeaders(securityPolicy(config.socialPictureOrigins, chat));
}

/** Puts the headers every answer carries on `reply`: the security headers and the request id. */
export type AnswerHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

export function answerHeaders(headers: Readonly<Record<string, string>>): AnswerHeaders {
  return (request, reply) => {
    reply.headers(headers);
    // Someone reporting a failure can then name the log lines of their request.
    reply.header('x-request-id', request.id);
  };
}

/**
 * Sends `setHeaders` on every answer: API calls, files, the web app and errors alike. Must be the first onRequest
 * hook: a hook that answers (the access check's 401 and 403) ends the onRequest chain, so the hooks registered
 * after it never run for that answer (issue 28, point 13). Headers set here stay through the error handler.
 */
export function registerAnswerHeaders(app: FastifyInstance, setHeaders: AnswerHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request, reply);
    done();
  });
}
