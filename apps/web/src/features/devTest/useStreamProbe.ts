import type { DiagStreamEvent } from '@questline/contract';
import { type Dispatch, useEffect } from 'react';
import { diagnosticEventsUrl } from '../../api/diagnostics';
import type { ProbeEvent } from './probeState';

/**
 * While `running`: the test stream through the browser's own EventSource, which reconnects by itself with
 * Last-Event-ID (issue 34, /devTest). Each event's arrival is timed against the previous one's.
 */
export function useStreamProbe(running: boolean, intervalMs: number, dispatch: Dispatch<ProbeEvent>) {
  useEffect(() => {
    if (!running) return;
    const source = new EventSource(diagnosticEventsUrl(intervalMs));
    let lastArrival: number | null = null;
    source.onopen = () => dispatch({ type: 'streamOpen' });
    source.onerror = () => dispatch({ type: 'streamError', final: source.readyState === EventSource.CLOSED });
    source.onmessage = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as DiagStreamEvent;
      const now = performance.now();
      dispatch({
        type: 'streamEvent',
        seq: event.seq,
        gap: lastArrival === null ? null : Math.round(now - lastArrival),
      });
      lastArrival = now;
    };
    return () => source.close();
  }, [running, intervalMs, dispatch]);
}
