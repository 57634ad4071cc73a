import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A successful call slower than this is still worth a line at the default level. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per answered request instead of Fastify's two (issue 38, point 9, ADR 0107): successful calls at
 * debug, so the default log holds what needs attention (refusals and slow calls at info, failures at error)
 * rather than two lines per click. Fastify's own extension point for its request lines.
 */
export class RequestLog extends LogController {
  /**
   * `completed` hears of every answered request too: the metrics (ADR 0135) are taken here rather than in an
   * onResponse hook, whose runner Fastify otherwise skips, at a cost measured by bench:metrics.
   */
  constructor(private readonly completed: (request: FastifyRequest, reply: FastifyReply) => void = () => undefined) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.completed(request, reply);
    const status = reply.statusCode;
    const milliseconds = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, status, milliseconds };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (status >= 500) reply.log.error(line, 'request failed');
    else if (status >= 400) reply.log.info(line, 'request refused');
    else if (milliseconds >= SLOW_REQUEST_MS) reply.log.info(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}
