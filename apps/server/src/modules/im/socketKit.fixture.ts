import {
  IM_SOCKET_NAMESPACE,
  type ImClientToServerEvents,
  type ImServerToClientEvents,
  SOCKET_PATH,
} from '@questline/contract';
import { type Socket, io } from 'socket.io-client';

export type ChatSocket = Socket<ImServerToClientEvents, ImClientToServerEvents>;

/** A websocket-only client of the messaging namespace with a messaging token, not yet connected. */
export function chatClient(url: string, token: string): ChatSocket {
  return io(`${url}${IM_SOCKET_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token, language: 'en' },
    reconnection: false,
    autoConnect: false,
    forceNew: true,
  });
}

/** Connects and resolves once connected, or rejects with the server's connect_error. */
export function chatConnected(socket: ChatSocket): Promise<ChatSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
    socket.connect();
  });
}

/**
 * Every `event` the socket hears from now on, kept in order: a test reads what arrived once it knows the server
 * has sent it (an answer that comes after), so it can tell "exactly once" from "at least once".
 */
export function recorded<E extends keyof ImServerToClientEvents>(socket: ChatSocket, event: E) {
  const heard: Parameters<ImServerToClientEvents[E]>[0][] = [];
  socket.on(event as 'im_message', ((value: Parameters<ImServerToClientEvents[E]>[0]) => heard.push(value)) as never);
  return heard;
}

/** Resolves with the next `event` that `matches`, or rejects after `ms`. */
export function nextChatEvent<E extends keyof ImServerToClientEvents>(
  socket: ChatSocket,
  event: E,
  matches: (value: Parameters<ImServerToClientEvents[E]>[0]) => boolean = () => true,
  ms = 5000,
): Promise<Parameters<ImServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = ((value: Parameters<ImServerToClientEvents[E]>[0]) => {
      if (!matches(value)) return;
      clearTimeout(timer);
      socket.off(event as 'im_message', listener as never);
      resolve(value);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event as 'im_message', listener);
      reject(new Error(`no matching ${event} within ${String(ms)} ms`));
    }, ms);
    socket.on(event as 'im_message', listener);
  });
}
