import {
  type ClientToServerEvents,
  LOCALE_HEADER,
  type Locale,
  SOCKET_PATH,
  type ServerToClientEvents,
} from '@questline/contract';
import { type Socket, io } from 'socket.io-client';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A WebSocket from the first packet, long polling only where the WebSocket cannot be had: a WebSocket lives on the
 * one instance it reached, while polling's requests must all reach the instance that holds the session, which a
 * round-robin proxy in front of several instances does not do (ADR 0136).
 */
const SOCKET_TRANSPORTS = { transports: ['websocket', 'polling'], tryAllTransports: true };

/**
 * Spec point 7 "Transport": the live connection on the server's own origin, authenticated with the
 * session token; the language makes the server's answers readable in the UI language. `forceNew` opens a
 * connection of its own beside the workspace's (the streaming test page measures one without disturbing the other).
 */
export function connectSocket(token: string, locale: Locale, options: { forceNew?: boolean } = {}): RealtimeSocket {
  return io({ path: SOCKET_PATH, auth: { token, language: LOCALE_HEADER[locale] }, ...SOCKET_TRANSPORTS, ...options });
}
