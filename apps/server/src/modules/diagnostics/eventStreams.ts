import { DIAG_STREAMS_PER_USER, DIAG_STREAM_MAX_MS, type DiagStreamEvent, ResultCode } from '@questline/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { type EventStream, lastEventId, openEventStream } from '../../http/eventStream';

/**
 * The streaming test page's event streams on this instance (issue 34, ADR 0126): a few per person, each ending
 * after DIAG_STREAM_MAX_MS, and all ended when the server closes so that a stream never holds a shutdown.
 */
export class DiagnosticStreams {
  private readonly open = new Set<EventStream>();
  private readonly perUser = new Map<number, number>();

  constructor(private readonly clock: () => number) {}

  start(request: FastifyRequest, reply: FastifyReply, userId: number, intervalMs: number): void {
    const held = this.perUser.get(userId) ?? 0;
    if (held >= DIAG_STREAMS_PER_USER) {
      throw new AppError(ResultCode.rateLimited, 'diagTooManyStreams', { max: DIAG_STREAMS_PER_USER });
    }
    this.perUser.set(userId, held + 1);
    const stream = openEventStream(request, reply, intervalMs);
    this.open.add(stream);
    let seq = lastEventId(request);
    const tick = setInterval(() => {
      seq += 1;
      const data: DiagStreamEvent = { seq, serverTime: this.clock() };
      stream.send({ id: seq, data });
    }, intervalMs);
    const limit = setTimeout(() => stream.end(), DIAG_STREAM_MAX_MS);
    stream.onClose(() => {
      clearInterval(tick);
      clearTimeout(limit);
      this.open.delete(stream);
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    });
  }

  /** The server is closing: every stream ends, so its connection is idle for the close. */
  endAll(): void {
    for (const stream of [...this.open]) stream.end();
  }
}
