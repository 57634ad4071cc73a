import type {
  DiagBurst,
  DiagBurstDone,
  DiagBurstMessage,
  DiagPing,
  DiagPong,
  DiagPush,
} from '../diagnostics/diagnosticsApi';
import type { ImNewMessageHint } from '../im/imApi';
import type { MobileUploadArrival } from '../issues/mobileUploadApi';
import type { Locale } from '../locale';
import type { NotificationKind } from './noticeApi';

/**
 * Issue 11: the live connection of spec point 7 "Transport". socket.io 4 on the server's own origin and
 * port at SOCKET_PATH (not under /prod-api). The handshake carries the session token, as
 * `io({ path: SOCKET_PATH, auth: { token, language } })` (language as in the `language` header, for
 * the answers' `msg`); the `questline` cookie or an `Authorization: Bearer`
 * header are accepted too. Without a valid session the connection is refused (connect_error with
 * message SOCKET_UNAUTHORIZED). A socket acts only as its own user; its session ending (logout, expiry,
 * a newer login elsewhere) disconnects it after SOCKET_SESSION_ENDED.
 */

export const SOCKET_PATH = '/socket.io';
/** connect_error's `message` when the handshake has no valid session. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';

export const SocketEvent = {
  /** client -> server, AcceptSend: join the caller's own room; answered with accept_response. */
  acceptSend: 'accept_send',
  /** server -> client, SocketAnswer: the outcome of accept_send. */
  acceptResponse: 'accept_response',
  /** client -> server, GoInRoom: join a project's room (members only); answered with goInRoom_response. */
  goInRoom: 'goInRoom',
  /** server -> client, SocketAnswer & {projectId}: the outcome of goInRoom. */
  goInRoomResponse: 'goInRoom_response',
  /** server -> client, PendingNotificationEvent: work came to the person. */
  receivePendingNotification: 'receivePendingNotification',
  /** server -> client, SocketAnswer with code 401: the session ended; the server disconnects next. */
  sessionEnded: 'session_ended',
  /** server -> client, QuestionChangedEvent, to a project's room: an issue of it changed (issue 13, big screen). */
  questionChanged: 'questionChanged',
  /** server -> client, WorkOrderNotification, to a person's room: a work order of theirs (or of the queue) moved. */
  workOrderChanged: 'workOrderChanged',
  /** server -> client, MobileUploadArrival, to a person's room: a photo came from their phone (issue 32, ADR 0118). */
  mobileUploadArrived: 'mobileUploadArrived',
  /** client -> server, DiagPing with an acknowledgement (DiagPong): the streaming test page's ping (issue 34). */
  diagPing: 'diag_ping',
  /** client -> server, DiagBurst with an acknowledgement (DiagBurstDone): that many diag_message to this socket. */
  diagBurst: 'diag_burst',
  /** server -> client, DiagBurstMessage, to the asking socket: one message of a burst. */
  diagMessage: 'diag_message',
  /** server -> client, DiagPush, to a session's room: the push the streaming test page asked for. */
  diagPush: 'diag_push',
  /** server -> client, ImNewMessageHint, to a person's room: a message came in a conversation of theirs (issue 33). */
  imNewMessage: 'imNewMessage',
} as const;

export interface AcceptSend {
  userId: number;
}
export interface GoInRoom {
  userId: number;
  projectId: number;
}

/**
 * The server's answer to accept_send and goInRoom, in the envelope's codes: 200 joined; 403 another
 * person's userId; 404 a project the caller is not a member of (or none such); 400 a malformed payload;
 * 401 the session ended. `msg` is localised from the handshake's `language` (zh default).
 */
export interface SocketAnswer {
  code: 200 | 400 | 401 | 403 | 404;
  msg: string;
  userId?: number;
  projectId?: number;
}

/**
 * Spec point 3 "Pending-notification event": `data.projectName`, `projectId`, `questionTitle`, plus
 * what the pop-up needs to open the issue (questionId, number) and to say why (kind), and the personal
 * message it was stored as (messageId), so the client can mark it read.
 */
export interface PendingNotification {
  projectName: string;
  projectId: number;
  questionTitle: string;
  questionId: number;
  number: number;
  kind: NotificationKind;
  messageId: number;
  operatorName: string;
  createTime: string;
}
export interface PendingNotificationEvent {
  data: PendingNotification;
}

/** A committed issue event, told to everyone in the project's room so live views refetch. */
export interface QuestionChangedEvent {
  projectId: number;
  questionId: number;
  /** The history code of what happened (spec point 4, 1-18). */
  action: number;
  toStatus: number | null;
}

/**
 * Issue 31: a work order moved for the person (a new order in the queue, a reply, a change of status). The pop-up
 * opens /woprocess?id=; the personal message it was stored as is `messageId`.
 */
export interface WorkOrderNotification {
  workOrderId: number;
  /** "WO-12". */
  label: string;
  title: string;
  kind: 'workOrderNew' | 'workOrderReply' | 'workOrderStatus';
  messageId: number;
  operatorName: string;
  createTime: string;
}

/** socket.io's typed events, for `Server<ClientToServerEvents, ServerToClientEvents>` and `Socket<...>`. */
export interface ServerToClientEvents {
  accept_response: (answer: SocketAnswer) => void;
  goInRoom_response: (answer: SocketAnswer) => void;
  receivePendingNotification: (event: PendingNotificationEvent) => void;
  session_ended: (answer: SocketAnswer) => void;
  questionChanged: (event: QuestionChangedEvent) => void;
  workOrderChanged: (event: WorkOrderNotification) => void;
  mobileUploadArrived: (event: MobileUploadArrival) => void;
  diag_message: (message: DiagBurstMessage) => void;
  diag_push: (push: DiagPush) => void;
  imNewMessage: (hint: ImNewMessageHint) => void;
}
export interface ClientToServerEvents {
  accept_send: (payload: AcceptSend) => void;
  goInRoom: (payload: GoInRoom) => void;
  diag_ping: (payload: DiagPing, ack: (pong: DiagPong) => void) => void;
  diag_burst: (payload: DiagBurst, ack: (done: DiagBurstDone) => void) => void;
}

/** The notification stack (spec point 2 "Layout pieces after login"): at most this many shown, the rest counted. */
export const NOTIFICATION_STACK_MAX = 3;

/** Title of a notification and of the message it is stored as ("Notification item" title). */
export const NOTIFICATION_KIND_LABELS: Record<Locale, Record<NotificationKind, string>> = {
  zh: {
    assigned: '有问题需要你处理',
    cc: '有问题抄送给你',
    verify: '有问题等待你验证',
    reverify: '有问题等待你复审',
    mentioned: '有人在评论中提到了你',
    invited: '有人邀请你加入',
    workOrderNew: '有新的工单',
    workOrderReply: '工单有新回复',
    workOrderStatus: '工单状态有变化',
  },
  en: {
    assigned: 'An issue is waiting for you to handle',
    cc: 'You were copied on an issue',
    verify: 'An issue is waiting for your verification',
    reverify: 'An issue is waiting for your re-verification',
    mentioned: 'You were mentioned in a comment',
    invited: 'You were invited to join',
    workOrderNew: 'A new work order came in',
    workOrderReply: 'A work order has a new reply',
    workOrderStatus: 'A work order changed status',
  },
};

/** "#12 Login button does nothing": the text of a notification and of its message. */
export function notificationText(number: number, questionTitle: string): string {
  return `#${number} ${questionTitle}`;
}
