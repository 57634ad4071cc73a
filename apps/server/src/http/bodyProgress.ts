import type { IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What a request body must keep up: each `windowMs` brings at least `minBytesPerSecond` for each of its seconds. */
export interface BodyProgressRule {
  windowMs: number;
  minBytesPerSecond: number;
}

/** The answer Node and Fastify give a request that timed out on its headers, so both time-outs read alike. */
const TIMED_OUT = JSON.stringify({ error: 'Request Timeout', message: 'Client Timeout', statusCode: 408 });
const TIMED_OUT_RESPONSE = [
  'HTTP/1.1 408 Request Timeout',
  'Connection: close',
  'Content-Type: application/json',
  `Content-Length: ${TIMED_OUT.length}`,
  '',
  TIMED_OUT,
].join('\r\n');

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * A request body must keep coming (issue 28, point 5): Fastify switches Node's request time-out off, and a
 * client sending one byte every few seconds held its connection and its handler for as long as it liked. A
 * total deadline would also cut a large upload on a slow line, so the rule is a rate over windows instead
 * (ADR 0097). A window in which the server itself held the body back (the socket paused because the handler
 * was not reading) does not count against the client. The request is answered 408, as Node answers slow
 * headers, and its connection closed; after an answer has started, the connection is only closed.
 */
export function registerBodyProgress(app: FastifyInstance, rule: BodyProgressRule): void {
  const bytesPerWindow = (rule.minBytesPerSecond * rule.windowMs) / 1000;
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    const { socket } = raw;
    // A request injected in-process (tests, light-my-request) has no connection to pace.
    if (raw.complete || !hasBody(raw.headers) || !(socket instanceof Socket)) {
      done();
      return;
    }
    let counted = socket.bytesRead;
    const timer = setInterval(() => {
      const received = socket.bytesRead - counted;
      counted = socket.bytesRead;
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      if (received >= bytesPerWindow || socket.isPaused()) return;
      clearInterval(timer);
      request.log.info({ received, windowMs: rule.windowMs }, 'request body too slow, connection closed');
      if (socket.writable && !reply.raw.headersSent) socket.write(TIMED_OUT_RESPONSE);
      socket.destroy();
    }, rule.windowMs);
    timer.unref();
    // Whichever comes first: the body read to its end, or the request closed (answered, or the client gone).
    raw.once('end', () => clearInterval(timer));
    raw.once('close', () => clearInterval(timer));
    done();
  });
}
