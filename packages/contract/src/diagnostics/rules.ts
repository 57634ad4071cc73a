/**
 * The streaming test page (/devTest, issue 34, ADR 0126): how hard it may push the server, and how it reads what
 * arrives. A self-hoster opens it to see whether their proxy passes WebSockets and streams.
 */

/** The Server-Sent Events stream sends one event this often (ms), by the page's choice within these bounds. */
export const DIAG_STREAM_INTERVAL_MS = { min: 100, max: 5_000, default: 1_000 } as const;
/**
 * A stream ends after this long; the browser's EventSource then reconnects with Last-Event-ID, so a run shows
 * whether reconnects get through too, and no stream holds a connection for ever.
 */
export const DIAG_STREAM_MAX_MS = 60_000;
/** Streams one person may hold open on one instance at once (a page and its reconnect, a second tab). */
export const DIAG_STREAMS_PER_USER = 3;
/** A burst over the socket: at most this many messages of at most this many bytes each. */
export const DIAG_BURST_MAX_COUNT = 500;
export const DIAG_BURST_MAX_BYTES = 4_096;
/** A push through the notification path that has not arrived after this long counts as lost. */
export const DIAG_PUSH_WAIT_MS = 5_000;
/** The page pings over the socket this often, and pushes through the notification path every this many pings. */
export const DIAG_PING_EVERY_MS = 1_000;
export const DIAG_PUSH_EVERY_PINGS = 3;
/** The chart and the figures keep the latest this many samples of each measure. */
export const DIAG_SAMPLES_KEPT = 60;

/** Median, 95th percentile and latest of a measure (ms); null figures until a sample exists. */
export interface DiagSummary {
  count: number;
  median: number | null;
  p95: number | null;
  last: number | null;
}

/** Nearest-rank percentile of samples in any order. */
function percentile(sorted: readonly number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] as number;
}

export function summariseSamples(samples: readonly number[]): DiagSummary {
  if (samples.length === 0) return { count: 0, median: null, p95: null, last: null };
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: samples.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    last: samples[samples.length - 1] as number,
  };
}

/** How the socket reached the server: a WebSocket, or long polling because something refused the upgrade. */
export type DiagSocketVerdict = 'connecting' | 'websocket' | 'polling' | 'down';

export function socketVerdict(state: { connected: boolean; transport: string | null; everConnected: boolean }) {
  if (!state.connected) return state.everConnected ? 'down' : 'connecting';
  return state.transport === 'websocket' ? 'websocket' : 'polling';
}

/** Whether pushes through the notification path arrive: none sent yet, arriving, or some lost. */
export type DiagPushVerdict = 'waiting' | 'arriving' | 'lost';

export function pushVerdict(state: { arrived: number; lost: number }): DiagPushVerdict {
  if (state.lost > 0) return 'lost';
  return state.arrived > 0 ? 'arriving' : 'waiting';
}

/**
 * Whether the stream's events arrive as they were sent. A proxy that buffers a stream holds the events back and
 * lets them through together, so most gaps between arrivals come out far shorter than the interval: with at
 * least 5 gaps seen, more than half under a quarter of the interval reads as buffered.
 */
export type DiagStreamVerdict = 'waiting' | 'steady' | 'buffered';

export const DIAG_STREAM_GAPS_NEEDED = 5;

export function streamVerdict(gaps: readonly number[], intervalMs: number): DiagStreamVerdict {
  if (gaps.length < DIAG_STREAM_GAPS_NEEDED) return 'waiting';
  const bunched = gaps.filter((gap) => gap < intervalMs / 4).length;
  return bunched * 2 > gaps.length ? 'buffered' : 'steady';
}
