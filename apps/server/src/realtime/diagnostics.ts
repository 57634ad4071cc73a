import {
  type DiagBurstDone,
  type DiagPong,
  SocketEvent,
  diagBurstPayload,
  diagPingPayload,
  formatMessage,
} from '@questline/contract';
import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@questline/contract';
import type { SocketData } from './hub';

type DiagSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * The streaming test page's socket events (issue 34, ADR 0126). They read and change nothing, so unlike the
 * room events they do not look the session up on each call: a ping's round trip is then the network's and the
 * socket's alone, and the periodic sweep still disconnects a socket whose session ended.
 */
export function answerDiagnostics(socket: DiagSocket, clock: () => number): void {
  const refusal = () => formatMessage(socket.data.locale, 'socketBadPayload');
  socket.on(SocketEvent.diagPing, (payload: unknown, ack: unknown) => {
    if (typeof ack !== 'function') return;
    const parsed = diagPingPayload.safeParse(payload);
    const pong: DiagPong = parsed.success
      ? { ok: true, seq: parsed.data.seq, serverTime: clock() }
      : { ok: false, msg: refusal() };
    (ack as (pong: DiagPong) => void)(pong);
  });
  socket.on(SocketEvent.diagBurst, (payload: unknown, ack: unknown) => {
    if (typeof ack !== 'function') return;
    const parsed = diagBurstPayload.safeParse(payload);
    if (!parsed.success) {
      (ack as (done: DiagBurstDone) => void)({ ok: false, msg: refusal() });
      return;
    }
    const payloadText = 'x'.repeat(parsed.data.bytes);
    for (let seq = 1; seq <= parsed.data.count; seq += 1) {
      socket.emit(SocketEvent.diagMessage, { seq, payload: payloadText });
    }
    (ack as (done: DiagBurstDone) => void)({ ok: true, sent: parsed.data.count });
  });
}
