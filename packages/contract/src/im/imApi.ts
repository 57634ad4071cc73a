import { productPath } from '../transport';
import type { KnowledgeIssueChip } from '../knowledge/api';
import type { ImConversationKind, ImReactionEmoji } from './rules';

const tool = (name: string) => productPath(`imTool/${name}`);
const path = (name: string) => productPath(`im/${name}`);

/**
 * Spec point 7 `imTool/getImToken` and the built-in chat's calls (issue 33). Every `im/*` call and the `/im` socket
 * namespace take only a messaging access token (`Authorization: Bearer`), never a session; a messaging token
 * reaches nothing else. No zod here: the workspace's bubble reads these (ADR 0091).
 */
export const IM_TOOL_PATHS = {
  /** GET (session): `data` = ImToken for the caller, tied to the calling session (ends with it). */
  token: tool('getImToken'),
  /** POST ImRefreshBody (no session, no token): a new ImToken; the refresh token given stops working. */
  refresh: tool('refreshImToken'),
  /** GET (messaging token): `data` = ImPerson, who holds the token (for an outside chat to check one). */
  me: tool('me'),
} as const;

export const IM_PATHS = {
  /** GET: `data` = ImConversationList. */
  conversations: path('conversations'),
  /** POST ImDirectBody: `data` = ImConversation, the one the two share (made on first use). */
  direct: path('conversation/direct'),
  /** POST ImGroupBody: `data` = ImConversation. */
  group: path('conversation/group'),
  /** POST ImGroupChangeBody (the group's owner): `data` = ImConversation. */
  changeGroup: path('conversation/update'),
  /** POST ImConversationBody: leave a group. */
  leave: path('conversation/leave'),
  /** GET ImConversationQuery: `data` = ImMember[]. */
  members: path('conversation/members'),
  /** GET ImContactsQuery: `data` = ImPerson[] the caller may message. */
  contacts: path('contacts'),
  /** GET ImHistoryQuery: `data` = ImHistory. */
  messages: path('messages'),
  /** GET ImSinceQuery: `data` = ImCatchUp, every message of the caller's conversations after an id. */
  since: path('messages/since'),
  /** POST ImSendBody: `data` = ImMessage (the same one again for a clientId already sent). */
  send: path('message'),
  /** PUT ImEditBody (the author, within a day): `data` = ImMessage. */
  edit: path('message'),
  /** DELETE (the author, within a day): `data` = ImMessage as deleted. */
  remove: (messageId: number) => path(`message/${String(messageId)}`),
  /** POST ImReactionBody: `data` = ImMessage. */
  react: path('reaction'),
  /** POST ImReadBody: read up to that message. */
  read: path('read'),
  /** POST multipart (fields conversationId, then file): `data` = ImFile, pending until a message takes it. */
  upload: path('file'),
  /** GET: the file, for the members of its conversation. */
  file: (fileId: number) => path(`file/${String(fileId)}`),
  /** GET ImSearchQuery: page of ImSearchHit. */
  search: path('search'),
  /** POST ImIssueChipsBody: the issues of `#n` references the caller may see (knowledge's issueChips). */
  issueChips: path('issueChips'),
} as const;

/** Spec point 7: the answer of getImToken, in the spec's own field names. */
export interface ImToken {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token works from now. */
  expires_in: number;
}

export interface ImPerson {
  userId: number;
  nickName: string;
  avatar: string;
}

export interface ImMember extends ImPerson {
  /** A group's owner; null for the people of a direct or project conversation. */
  role: 'owner' | 'member' | null;
}

export interface ImPreview {
  messageId: number;
  senderName: string;
  /** The text's first characters; empty for a deleted message or one of files only. */
  text: string;
  files: number;
  deleted: boolean;
  createTime: string;
}

export interface ImConversation {
  conversationId: number;
  kind: ImConversationKind;
  /** The group's name, the project's, or the other person's. */
  name: string;
  projectId: number | null;
  /** The other person of a direct conversation. */
  peer: ImPerson | null;
  memberCount: number;
  /** The caller owns the group (renames it, adds and removes people). */
  owned: boolean;
  unread: number;
  lastReadId: number;
  lastMessage: ImPreview | null;
  /** The last message's time, or the conversation's own: the list's order, newest first. */
  activeTime: string;
}

export interface ImConversationList {
  conversations: ImConversation[];
  /** The newest message id of all of them: where a catch-up starts. */
  latestMessageId: number;
}

export interface ImFile {
  fileId: number;
  fileName: string;
  kind: 'image' | 'video' | 'file';
  mimeType: string;
  size: number;
}

/** An issue a message named as `#number`, resolved in the sender's project when it was sent. */
export interface ImIssueRef {
  projectId: number;
  questionId: number;
  number: number;
}

export interface ImReaction {
  emoji: ImReactionEmoji;
  userIds: number[];
}

export interface ImReplyQuote {
  messageId: number;
  senderName: string;
  text: string;
  deleted: boolean;
}

export interface ImMessage {
  messageId: number;
  conversationId: number;
  /** The sender's own id for it: sending the same clientId again answers this message. */
  clientId: string;
  sender: ImPerson;
  /** Sanitised markup; empty once deleted. */
  body: string;
  replyTo: ImReplyQuote | null;
  issueRefs: ImIssueRef[];
  files: ImFile[];
  reactions: ImReaction[];
  /** People the message mentions. */
  mentions: number[];
  createTime: string;
  editTime: string | null;
  deleteTime: string | null;
}

export interface ImHistory {
  /** Oldest first. */
  messages: ImMessage[];
  hasOlder: boolean;
  hasNewer: boolean;
}

export interface ImCatchUp {
  /** Oldest first. */
  messages: ImMessage[];
  /** More follow: ask again after the last one. */
  more: boolean;
}

export interface ImSearchHit {
  messageId: number;
  conversationId: number;
  conversationName: string;
  senderName: string;
  snippetHtml: string;
  createTime: string;
}

/** What the knowledge base's issue chips answer, for the references a reader may see. */
export type ImIssueChip = KnowledgeIssueChip;

/**
 * The socket.io namespace of the built-in chat, on SOCKET_PATH: `io('/im', { path: SOCKET_PATH, auth: { token } })`
 * with a messaging access token. Messages are written before they are told, so a client that reconnects asks
 * IM_PATHS.since for what it missed and keeps each message once by its id.
 */
export const IM_SOCKET_NAMESPACE = '/im';

export const ImSocketEvent = {
  /** server -> client, ImMessage: a new message of one of the person's conversations (their own too). */
  message: 'im_message',
  /** server -> client, ImMessage: a message edited, deleted or reacted to. */
  messageChanged: 'im_message_changed',
  /** server -> client, ImConversationEvent: a conversation to refetch (made, renamed, joined, left). */
  conversation: 'im_conversation',
  /** server -> client, ImReadEvent: the person read a conversation (in another tab). */
  read: 'im_read',
  /** client -> server, ImTypingPayload; server -> client, ImTyping to the conversation's other people. */
  typing: 'im_typing',
  /** client -> server: the person used the chat (at most every IM_ACTIVE_REPORT_MS). */
  active: 'im_active',
  /** client -> server, ImWatchPayload with an acknowledgement (ImPresence[]): whose presence to hear. */
  watch: 'im_watch',
  /** server -> client, ImPresence: a watched person came, went, or came back from away. */
  presence: 'im_presence',
  /** server -> client: the session the token came from ended; the server disconnects next. */
  sessionEnded: 'im_session_ended',
} as const;

export interface ImConversationEvent {
  conversationId: number;
  /** The person is no longer in it (left, removed, or out of the project). */
  removed: boolean;
}
export interface ImReadEvent {
  conversationId: number;
  lastReadId: number;
}
export interface ImTypingPayload {
  conversationId: number;
}
export interface ImTyping {
  conversationId: number;
  userId: number;
  nickName: string;
}
export interface ImWatchPayload {
  userIds: number[];
}
/** `lastActiveAt` in ms since the epoch; null: no messaging connection. imPresenceState tells the state. */
export interface ImPresence {
  userId: number;
  lastActiveAt: number | null;
}

export interface ImServerToClientEvents {
  im_message: (message: ImMessage) => void;
  im_message_changed: (message: ImMessage) => void;
  im_conversation: (event: ImConversationEvent) => void;
  im_read: (event: ImReadEvent) => void;
  im_typing: (event: ImTyping) => void;
  im_presence: (presence: ImPresence) => void;
  im_session_ended: () => void;
}
export interface ImClientToServerEvents {
  im_typing: (payload: ImTypingPayload) => void;
  im_active: () => void;
  im_watch: (payload: ImWatchPayload, ack: (presence: ImPresence[]) => void) => void;
}

/**
 * The workspace socket's word of a new message (SocketEvent.imNewMessage to the person's room): enough for the
 * bubble to blink before the chat frame was ever opened, and to offer a jump to a message that mentions them.
 */
export interface ImNewMessageHint {
  conversationId: number;
  messageId: number;
  conversationName: string;
  senderName: string;
  mentioned: boolean;
}

/**
 * The frame contract (spec point 2 "Layout pieces after login"): what the chat page in the bubble's dialog and the
 * workspace say to each other with postMessage, each only to the other's origin. The chat says `new-message` when a
 * message from someone else arrives (the bubble blinks with a dot until the dialog opens); an outside chat (IM_URL)
 * may ask `token-request` and is answered `token` with an ImToken. The workspace tells the frame whether its dialog
 * is open (`visibility`), so the chat marks messages read only while someone can see them; a chat that starts
 * listening later than its frame loaded says `ready` and is told again.
 */
export const IM_FRAME_MESSAGE = {
  newMessage: 'questline:im:new-message',
  tokenRequest: 'questline:im:token-request',
  token: 'questline:im:token',
  visibility: 'questline:im:visibility',
  ready: 'questline:im:ready',
} as const;

export type ImFrameMessage =
  | { type: typeof IM_FRAME_MESSAGE.newMessage; conversationId?: number }
  | { type: typeof IM_FRAME_MESSAGE.tokenRequest }
  | { type: typeof IM_FRAME_MESSAGE.token; token: ImToken }
  | { type: typeof IM_FRAME_MESSAGE.visibility; visible: boolean }
  | { type: typeof IM_FRAME_MESSAGE.ready };

/** Whether a postMessage payload is one of the frame contract's (anything else on the channel is ignored). */
export function isImFrameMessage(value: unknown): value is ImFrameMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && (Object.values(IM_FRAME_MESSAGE) as string[]).includes(type);
}

/**
 * The built-in chat's page; `?conversationId=&messageId=` opens a conversation at a message, `?with=` the direct
 * conversation with a person (a person found by search everywhere, issue 35).
 */
export const IM_PAGE_PATH = '/im';

/** Where the chat opens: a conversation (at a message), or the direct one with a person. */
export type ImPageTarget = { conversationId: number; messageId?: number } | { withUserId: number };

export function imPageUrl(target?: ImPageTarget): string {
  if (!target) return IM_PAGE_PATH;
  if ('withUserId' in target) return `${IM_PAGE_PATH}?with=${String(target.withUserId)}`;
  const message = target.messageId === undefined ? '' : `&messageId=${String(target.messageId)}`;
  return `${IM_PAGE_PATH}?conversationId=${String(target.conversationId)}${message}`;
}
