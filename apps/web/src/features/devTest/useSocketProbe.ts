import {
  DIAG_PING_EVERY_MS,
  DIAG_PUSH_EVERY_PINGS,
  DIAG_PUSH_WAIT_MS,
  type DiagBurstDone,
  SocketEvent,
} from '@questline/contract';
import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { sendDiagnosticPush } from '../../api/diagnostics';
import { currentLocale } from '../../i18n';
import { getToken } from '../../session/token';
import { type RealtimeSocket, connectSocket } from '../realtime';
import type { BurstResult, ProbeEvent } from './probeState';

const ACK_WAIT_MS = 5_000;

/**
 * While `running`: a socket of the page's own pings the server every second (round trip by acknowledgement) and,
 * every few pings, asks for a push that comes back the way notifications come (issue 34, /devTest). Answers
 * `burst`, which has the server send a burst of messages to this socket and times their arrival.
 */
export function useSocketProbe(running: boolean, dispatch: Dispatch<ProbeEvent>) {
  const socketRef = useRef<RealtimeSocket | null>(null);

  useEffect(() => {
    const token = getToken();
    if (!running || !token) return;
    const socket = connectSocket(token, currentLocale(), { forceNew: true });
    socketRef.current = socket;
    const pendingPushes = new Map<number, number>();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    socket.on('connect', () => {
      const engine = socket.io.engine;
      dispatch({ type: 'socketUp', transport: engine.transport.name });
      engine.once('upgrade', (transport: { name: string }) =>
        dispatch({ type: 'transport', transport: transport.name }),
      );
    });
    socket.on('disconnect', () => dispatch({ type: 'socketDown' }));
    socket.on(SocketEvent.diagPush, (push) => {
      const sentAt = pendingPushes.get(push.seq);
      if (sentAt === undefined) return;
      pendingPushes.delete(push.seq);
      dispatch({ type: 'pushArrived', delay: Math.round(performance.now() - sentAt) });
    });

    let seq = 0;
    const ping = setInterval(() => {
      if (!socket.connected) return;
      seq += 1;
      const sentAt = performance.now();
      socket
        .timeout(ACK_WAIT_MS)
        .emitWithAck(SocketEvent.diagPing, { seq })
        .then(
          (pong) => {
            if (pong.ok) dispatch({ type: 'pong', rtt: Math.round(performance.now() - sentAt) });
          },
          () => undefined, // No answer within the wait: the next ping tries again, the gap shows on the chart.
        );
      if (seq % DIAG_PUSH_EVERY_PINGS !== 0) return;
      const pushSeq = seq;
      pendingPushes.set(pushSeq, sentAt);
      sendDiagnosticPush(pushSeq).catch(() => undefined); // An unanswered push is counted as lost below.
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (pendingPushes.delete(pushSeq)) dispatch({ type: 'pushLost' });
      }, DIAG_PUSH_WAIT_MS);
      timers.add(timer);
    }, DIAG_PING_EVERY_MS);

    return () => {
      clearInterval(ping);
      for (const timer of timers) clearTimeout(timer);
      socket.disconnect();
      socketRef.current = null;
    };
  }, [running, dispatch]);

  const burst = useCallback(
    (count: number, bytes: number): Promise<BurstResult> =>
      new Promise((resolve, reject) => {
        const socket = socketRef.current;
        if (!socket?.connected) {
          reject(new Error('not connected'));
          return;
        }
        const startedAt = performance.now();
        let received = 0;
        const onMessage = () => {
          received += 1;
          if (received < count) return;
          socket.off(SocketEvent.diagMessage, onMessage);
          resolve({ count, bytes, elapsedMs: Math.round(performance.now() - startedAt) });
        };
        socket.on(SocketEvent.diagMessage, onMessage);
        socket
          .timeout(ACK_WAIT_MS)
          .emitWithAck(SocketEvent.diagBurst, { count, bytes })
          .then(
            (done: DiagBurstDone) => {
              if (done.ok) return;
              socket.off(SocketEvent.diagMessage, onMessage);
              reject(new Error(done.msg));
            },
            (error: unknown) => {
              socket.off(SocketEvent.diagMessage, onMessage);
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
      }),
    [],
  );

  return { burst };
}
