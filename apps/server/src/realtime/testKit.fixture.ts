import type { AddressInfo } from 'node:net';
import { type ClientToServerEvents, SOCKET_PATH, type ServerToClientEvents } from '@questline/contract';
import type { FastifyInstance } from 'fastify';
import { type Socket, io } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The app on a free local port, as the socket tests need a real listener. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A websocket-only client with the session token in the handshake, not yet connected. */
export function client(
  url: string,
  token: string | undefined,
  language = 'en',
  headers: Record<string, string> = {},
): ClientSocket {
  return io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    auth: token === undefined ? { language } : { token, language },
    reconnection: false,
    autoConnect: false,
    forceNew: true,
  });
}

/** Resolves with the event's first argument, or rejects after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  ms = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(
      event as 'accept_response',
      ((value: Parameters<ServerToClientEvents[E]>[0]) => {
        clearTimeout(timer);
        resolve(value);
      }) as never,
    );
  });
}

/** Connects and resolves once connected, or rejects with the server's connect_error. */
export function connected(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
    socket.connect();
  });
}

/** Connects and joins the user's own room, as the web client does at start. */
export async function joinedAs(url: string, token: string, userId: number): Promise<ClientSocket> {
  const socket = await connected(client(url, token));
  const answer = nextEvent(socket, 'accept_response');
  socket.emit('accept_send', { userId });
  const joined = await answer;
  if (joined.code !== 200) throw new Error(`accept_send answered ${joined.code}`);
  return socket;
}
