import { DIAG_SAMPLES_KEPT } from '@questline/contract';

/** What the streaming test page has measured so far (issue 34, /devTest). Times in ms. */
export interface ProbeState {
  socket: {
    connected: boolean;
    everConnected: boolean;
    transport: string | null;
    /** Connections after the first: each one a drop the client recovered from. */
    reconnects: number;
    rtt: number[];
  };
  push: { delays: number[]; arrived: number; lost: number };
  stream: {
    open: boolean;
    /** The browser gave up on the stream (an answer that was not a stream): it will not reconnect. */
    failed: boolean;
    /** Time between consecutive events' arrival; compared with the interval they were sent at. */
    gaps: number[];
    received: number;
    /** Events numbered past the one expected: lost on the way, or skipped over a reconnect. */
    missed: number;
    reconnects: number;
    lastSeq: number;
  };
  burst: BurstResult | null;
}

export interface BurstResult {
  count: number;
  bytes: number;
  elapsedMs: number;
}

export type ProbeEvent =
  | { type: 'socketUp'; transport: string }
  | { type: 'socketDown' }
  | { type: 'transport'; transport: string }
  | { type: 'pong'; rtt: number }
  | { type: 'pushArrived'; delay: number }
  | { type: 'pushLost' }
  | { type: 'streamOpen' }
  | { type: 'streamError'; final: boolean }
  | { type: 'streamEvent'; seq: number; gap: number | null }
  | { type: 'burst'; result: BurstResult }
  | { type: 'reset' };

export const initialProbeState: ProbeState = {
  socket: { connected: false, everConnected: false, transport: null, reconnects: 0, rtt: [] },
  push: { delays: [], arrived: 0, lost: 0 },
  stream: { open: false, failed: false, gaps: [], received: 0, missed: 0, reconnects: 0, lastSeq: 0 },
  burst: null,
};

/** Keeps the latest DIAG_SAMPLES_KEPT samples: the chart and the figures are about now, not the whole run. */
function kept(samples: readonly number[], sample: number): number[] {
  return [...samples, sample].slice(-DIAG_SAMPLES_KEPT);
}

export function probeReducer(state: ProbeState, event: ProbeEvent): ProbeState {
  switch (event.type) {
    case 'socketUp':
      return {
        ...state,
        socket: {
          ...state.socket,
          connected: true,
          everConnected: true,
          transport: event.transport,
          reconnects: state.socket.reconnects + (state.socket.everConnected ? 1 : 0),
        },
      };
    case 'socketDown':
      return { ...state, socket: { ...state.socket, connected: false } };
    case 'transport':
      return { ...state, socket: { ...state.socket, transport: event.transport } };
    case 'pong':
      return { ...state, socket: { ...state.socket, rtt: kept(state.socket.rtt, event.rtt) } };
    case 'pushArrived':
      return {
        ...state,
        push: { ...state.push, delays: kept(state.push.delays, event.delay), arrived: state.push.arrived + 1 },
      };
    case 'pushLost':
      return { ...state, push: { ...state.push, lost: state.push.lost + 1 } };
    case 'streamOpen':
      return { ...state, stream: { ...state.stream, open: true } };
    case 'streamError':
      // EventSource reconnects by itself; an error while open is a drop it will recover from.
      return {
        ...state,
        stream: {
          ...state.stream,
          open: false,
          failed: event.final,
          reconnects: state.stream.reconnects + (state.stream.open ? 1 : 0),
        },
      };
    case 'streamEvent': {
      const { stream } = state;
      const skipped = stream.lastSeq > 0 && event.seq > stream.lastSeq + 1 ? event.seq - stream.lastSeq - 1 : 0;
      return {
        ...state,
        stream: {
          ...stream,
          open: true,
          failed: false,
          received: stream.received + 1,
          missed: stream.missed + skipped,
          lastSeq: event.seq,
          gaps: event.gap === null ? stream.gaps : kept(stream.gaps, event.gap),
        },
      };
    }
    case 'burst':
      return { ...state, burst: event.result };
    case 'reset':
      return initialProbeState;
  }
}

/** Messages a second and kilobytes a second of a burst; null when it took no measurable time. */
export function burstRates(result: BurstResult): { perSecond: number; kbPerSecond: number } | null {
  if (result.elapsedMs <= 0) return null;
  const perSecond = (result.count * 1000) / result.elapsedMs;
  return { perSecond: Math.round(perSecond), kbPerSecond: Math.round((perSecond * result.bytes) / 1024) };
}
