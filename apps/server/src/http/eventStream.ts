import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An open Server-Sent Events answer: write events to it, end it; `closed` once either side ended it. */
export interface EventStream {
  send(event: { id?: number; data: unknown }): void;
  end(): void;
  readonly closed: boolean;
  /** Called once when the stream ends, by `end()` or by the client going away. */
  onClose(listener: () => void): void;
}

/**
 * Answers `request` with a Server-Sent Events stream. Each event leaves at once: the route must turn compression
 * off (`compress: false`), the answer says no-transform so a proxy does not re-encode it, and `X-Accel-Buffering:
 * no` asks nginx not to hold it back (README "Behind a proxy"). The security headers set earlier stay on it.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, retryMs: number): EventStream {
  const body = new PassThrough();
  const listeners: (() => void)[] = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    body.end();
    for (const listener of listeners) listener();
  };
  // The answer's close, not the request's: the request closes once read, the answer when the client goes away.
  reply.raw.once('close', close);
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  void reply.send(body);
  // The first bytes send the headers, and tell EventSource how soon to reconnect.
  body.write(`retry: ${retryMs}\n\n`);
  return {
    send(event) {
      if (closed) return;
      const id = event.id === undefined ? '' : `id: ${event.id}\n`;
      body.write(`${id}data: ${JSON.stringify(event.data)}\n\n`);
    },
    end: close,
    get closed() {
      return closed;
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
}

/** The event number a reconnecting EventSource last received, from its Last-Event-ID header; 0 without one. */
export function lastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
