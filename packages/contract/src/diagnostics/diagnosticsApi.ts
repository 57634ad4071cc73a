import { z } from 'zod';
import { productPath } from '../transport';
import { DIAG_BURST_MAX_BYTES, DIAG_BURST_MAX_COUNT, DIAG_STREAM_INTERVAL_MS } from './rules';

export const DIAGNOSTICS_PATHS = {
  /**
   * GET, signed in, `text/event-stream`: one DiagStreamEvent every `intervalMs`, numbered by `id:` from the
   * request's Last-Event-ID on, for DIAG_STREAM_MAX_MS. Never compressed, never cached, told not to be buffered.
   */
  events: productPath('diagnostics/events'),
  /**
   * POST, signed in, DiagPushBody: the server sends DiagPush to the caller's session over the socket, through the
   * path every notification takes (the Redis adapter when several instances run). `data` = the server's time.
   */
  push: productPath('diagnostics/push'),
} as const;

export const diagEventsQuery = z.object({
  intervalMs: z.coerce
    .number()
    .int()
    .min(DIAG_STREAM_INTERVAL_MS.min)
    .max(DIAG_STREAM_INTERVAL_MS.max)
    .default(DIAG_STREAM_INTERVAL_MS.default),
});
export type DiagEventsQuery = z.infer<typeof diagEventsQuery>;

/** One event of the stream: its number and the server's clock when it was written (ms since the epoch). */
export interface DiagStreamEvent {
  seq: number;
  serverTime: number;
}

const seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const diagPushBody = z.strictObject({ seq });
export type DiagPushBody = z.infer<typeof diagPushBody>;

/** server -> client over the socket: the push the caller asked for, carrying its number back. */
export interface DiagPush {
  seq: number;
  serverTime: number;
}

/** client -> server over the socket, with an acknowledgement: a ping answered at once with DiagPong. */
export const diagPingPayload = z.strictObject({ seq });
export type DiagPing = z.infer<typeof diagPingPayload>;
/** The ping's answer, or a refusal of a malformed payload with its localised reason. */
export type DiagPong = { ok: true; seq: number; serverTime: number } | { ok: false; msg: string };

/**
 * client -> server over the socket, with an acknowledgement: `count` DiagBurstMessage of `bytes` each to this
 * socket alone, then the acknowledgement (DiagBurstDone) once they are all handed to the transport.
 */
export const diagBurstPayload = z.strictObject({
  count: z.number().int().min(1).max(DIAG_BURST_MAX_COUNT),
  bytes: z.number().int().min(1).max(DIAG_BURST_MAX_BYTES),
});
export type DiagBurst = z.infer<typeof diagBurstPayload>;
export interface DiagBurstMessage {
  seq: number;
  payload: string;
}
/** The burst's outcome: `sent` messages, or a refusal (a malformed payload) with its localised reason. */
export type DiagBurstDone = { ok: true; sent: number } | { ok: false; msg: string };
