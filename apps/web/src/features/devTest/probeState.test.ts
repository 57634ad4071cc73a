import { DIAG_SAMPLES_KEPT } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { type ProbeEvent, type ProbeState, burstRates, initialProbeState, probeReducer } from './probeState';

const run = (events: ProbeEvent[], from: ProbeState = initialProbeState) => events.reduce(probeReducer, from);

describe('the streaming test page keeps what it measured (issue 34, /devTest)', () => {
  it('counts a reconnect for each connection after the first, and follows the transport', () => {
    const state = run([
      { type: 'socketUp', transport: 'polling' },
      { type: 'transport', transport: 'websocket' },
      { type: 'socketDown' },
      { type: 'socketUp', transport: 'websocket' },
    ]);
    expect(state.socket).toMatchObject({ connected: true, everConnected: true, transport: 'websocket', reconnects: 1 });
  });

  it(`keeps only the latest ${DIAG_SAMPLES_KEPT} round trips`, () => {
    const pongs = Array.from({ length: DIAG_SAMPLES_KEPT + 5 }, (_, i): ProbeEvent => ({ type: 'pong', rtt: i }));
    const { rtt } = run(pongs).socket;
    expect(rtt).toHaveLength(DIAG_SAMPLES_KEPT);
    expect(rtt[0]).toBe(5);
  });

  it('counts pushes that arrived and those lost', () => {
    const state = run([{ type: 'pushArrived', delay: 12 }, { type: 'pushLost' }, { type: 'pushArrived', delay: 9 }]);
    expect(state.push).toEqual({ delays: [12, 9], arrived: 2, lost: 1 });
  });

  it('counts events skipped in the numbering as missed, and a drop of an open stream as a reconnect', () => {
    const state = run([
      { type: 'streamOpen' },
      { type: 'streamEvent', seq: 1, gap: null },
      { type: 'streamEvent', seq: 2, gap: 1000 },
      { type: 'streamError', final: false },
      { type: 'streamError', final: false },
      { type: 'streamEvent', seq: 5, gap: 3000 },
    ]);
    expect(state.stream).toEqual({
      open: true,
      failed: false,
      gaps: [1000, 3000],
      received: 3,
      missed: 2,
      reconnects: 1,
      lastSeq: 5,
    });
    expect(run([{ type: 'streamError', final: true }], state).stream).toMatchObject({ open: false, failed: true });
  });

  it('reads a burst as messages and kilobytes a second', () => {
    expect(burstRates({ count: 200, bytes: 1024, elapsedMs: 100 })).toEqual({ perSecond: 2000, kbPerSecond: 2000 });
    expect(burstRates({ count: 200, bytes: 1024, elapsedMs: 0 })).toBeNull();
  });
});
