import {
  type ClientToServerEvents,
  DEFAULT_LOCALE,
  type DiagPush,
  IM_SOCKET_NAMESPACE,
  type ImClientToServerEvents,
  type ImNewMessageHint,
  type ImServerToClientEvents,
  ImSocketEvent,
  type MobileUploadArrival,
  type PendingNotificationEvent,
  type QuestionChangedEvent,
  ResultCode,
  type ServerToClientEvents,
  SocketEvent,
  type WorkOrderNotification,
  formatMessage,
} from '@questline/contract';
import type { Namespace, Server } from 'socket.io';
import { currentRequest } from '../http/requestContext';

/** What each socket remembers of its handshake. */
export interface SocketData {
  userId: number;
  sessionId: number;
  token: string;
  locale: 'zh' | 'en';
}

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** What a messaging socket remembers (issue 33): its person, the session its token came from, its last activity. */
export interface ImSocketData {
  userId: number;
  sessionId: number;
  locale: 'zh' | 'en';
  /** ms since the epoch; kept in memory only, so presence costs no database write. */
  lastActiveAt: number;
}

export type ImNamespace = Namespace<
  ImClientToServerEvents,
  ImServerToClientEvents,
  Record<string, never>,
  ImSocketData
>;

/** Messaging sockets wanting a person's presence sit in this room of the `/im` namespace. */
export const presenceRoom = (userId: number) => `presence:${userId}`;

export const userRoom = (userId: number) => `user:${userId}`;
export const projectRoom = (projectId: number) => `project:${projectId}`;
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/**
 * The server's way to reach live sockets (DESIGN.md "realtime/"). Services get it through AppDeps and
 * call it after commit; until the socket server is attached (and in API-only tests) it does nothing.
 * Rooms are addressed, not sockets, so with the Redis adapter an event raised on one instance reaches
 * clients connected to another.
 */
export class Realtime {
  private io: IoServer | undefined;

  attach(io: IoServer): void {
    this.io = io;
  }

  detach(): void {
    this.io = undefined;
  }

  /**
   * A room to emit one event to. The request that raised it (ADR 0135) logs the event with its request id, at
   * debug like a successful request's own line, so the browser's call, the server's lines and the event share it.
   */
  private room(room: string, socketEvent: string) {
    currentRequest()?.log.debug({ socketEvent, room }, 'socket event');
    return this.io?.to(room);
  }

  /** Sockets connected to this instance (for /metrics). */
  connections(): number {
    return this.io?.of('/').sockets.size ?? 0;
  }

  notifyUser(userId: number, event: PendingNotificationEvent): void {
    this.room(userRoom(userId), SocketEvent.receivePendingNotification)?.emit(
      SocketEvent.receivePendingNotification,
      event,
    );
  }

  /** A work order moved for the person (issue 31): the pop-up and their open order pages refresh. */
  tellWorkOrder(userId: number, event: WorkOrderNotification): void {
    this.room(userRoom(userId), SocketEvent.workOrderChanged)?.emit(SocketEvent.workOrderChanged, event);
  }

  /** A photo came from the person's phone (issue 32, ADR 0118): their open QR code shows it and their form takes it. */
  tellMobileUpload(userId: number, event: MobileUploadArrival): void {
    this.room(userRoom(userId), SocketEvent.mobileUploadArrived)?.emit(SocketEvent.mobileUploadArrived, event);
  }

  /** Everyone in the project's room (members who entered it with goInRoom): an issue of it changed. */
  tellProject(event: QuestionChangedEvent): void {
    this.room(projectRoom(event.projectId), SocketEvent.questionChanged)?.emit(SocketEvent.questionChanged, event);
  }

  /** The streaming test page asked for a push (issue 34): its own session's sockets get it, on any instance. */
  tellDiagnosticPush(sessionId: number, push: DiagPush): void {
    this.room(sessionRoom(sessionId), SocketEvent.diagPush)?.emit(SocketEvent.diagPush, push);
  }

  /** The messaging namespace (issue 33), once the socket server is attached. */
  messaging(): ImNamespace | undefined {
    return this.io?.of(IM_SOCKET_NAMESPACE) as ImNamespace | undefined;
  }

  /** A message for these people's chats (their messaging sockets), on every instance. */
  tellChats<E extends keyof ImServerToClientEvents>(
    userIds: readonly number[],
    event: E,
    ...payload: Parameters<ImServerToClientEvents[E]>
  ): void {
    if (userIds.length === 0) return;
    this.messaging()
      ?.to(userIds.map(userRoom))
      .emit(event, ...payload);
  }

  /** The workspace's word of a new message, so the bubble blinks though its chat frame was never opened. */
  hintNewMessage(userIds: readonly number[], hint: ImNewMessageHint): void {
    if (userIds.length === 0) return;
    this.io?.to(userIds.map(userRoom)).emit(SocketEvent.imNewMessage, hint);
  }

  /** Logout: the session's sockets (the workspace's and its chats') are told why, then disconnected, on every instance. */
  endSession(sessionId: number): void {
    const io = this.io;
    if (!io) return;
    currentRequest()?.log.debug(
      { socketEvent: SocketEvent.sessionEnded, room: sessionRoom(sessionId) },
      'socket event',
    );
    const room = io.in(sessionRoom(sessionId));
    room.emit(SocketEvent.sessionEnded, {
      code: ResultCode.unauthorized,
      msg: formatMessage(DEFAULT_LOCALE, 'sessionExpired'),
    });
    room.disconnectSockets(true);
    const chats = this.messaging()?.in(sessionRoom(sessionId));
    chats?.emit(ImSocketEvent.sessionEnded);
    chats?.disconnectSockets(true);
  }
}
