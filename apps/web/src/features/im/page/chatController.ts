import {
  IM_ACTIVE_REPORT_MS,
  IM_PAGE_SIZE,
  IM_SOCKET_NAMESPACE,
  IM_TYPING_EVERY_MS,
  IM_WATCH_MAX,
  type ImClientToServerEvents,
  type ImIssueChip,
  type ImIssueRef,
  type ImMessage,
  type ImPresence,
  type ImReactionEmoji,
  type ImServerToClientEvents,
  ImSocketEvent,
  LOCALE_HEADER,
  type Locale,
  SOCKET_PATH,
  SOCKET_UNAUTHORIZED,
} from '@questline/contract';
import { type Socket, io } from 'socket.io-client';
import { offerSignInAgain } from '../../../api/client';
import { imApi } from '../../../api/im';
import type { ChatCredentials } from './chatCredentials';
import type { ChatStore } from './chatStore';
import { chatSeen, inFrame, tellNewMessage } from './frame';

type ChatSocket = Socket<ImServerToClientEvents, ImClientToServerEvents>;

/** After a refused handshake, the chat tries again this much later (and twice as late each time, up to a minute). */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 60_000;

/** What the composer hands over to send. */
export interface Draft {
  conversationId: number;
  /** Kept by the composer until the server has the message, so a send repeated after a failure is written once. */
  clientId: string;
  html: string;
  replyToId?: number;
  fileIds: number[];
}

/**
 * The chat page's conversation with the server (issue 33, ADR 0132): the calls, made with the messaging token,
 * and the `/im` socket. On every (re)connection it asks for everything after the last message id it has seen, so
 * nothing sent while it was away is lost, and the store keeps each message once by its id.
 */
export class ChatController {
  private socket: ChatSocket | undefined;
  private retryMs = RETRY_MS;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private lastTyping = new Map<number, number>();
  private lastActive = 0;
  private readonly files = new Map<number, Promise<string>>();
  private readonly chipsOf = new Map<number, Promise<ImIssueChip | undefined>>();
  /** The first read of the list: it says where catching up starts. */
  private firstList: Promise<void> = Promise.resolve();
  /** The conversation on screen, read as its messages arrive while someone can see it. */
  private openConversationId: number | null = null;

  constructor(
    readonly store: ChatStore,
    private readonly credentials: ChatCredentials,
    readonly me: number,
    private readonly locale: Locale,
  ) {}

  /** Reads the list and connects; answers the stop. */
  start(): () => void {
    this.firstList = this.refreshList().catch(() => undefined);
    this.connect();
    const typingSweep = setInterval(() => this.store.expireTyping(Date.now()), 1000);
    return () => {
      clearInterval(typingSweep);
      if (this.retry) clearTimeout(this.retry);
      this.socket?.disconnect();
      this.socket = undefined;
      for (const url of this.files.values()) void url.then((href) => URL.revokeObjectURL(href));
    };
  }

  /** The conversation now on screen. */
  showing(conversationId: number): void {
    this.openConversationId = conversationId;
  }

  hidden(conversationId: number): void {
    if (this.openConversationId === conversationId) this.openConversationId = null;
  }

  bearer(): Promise<string> {
    return this.credentials.bearer();
  }

  async refreshList(): Promise<void> {
    this.store.setList((await imApi.conversations(await this.bearer())).data);
  }

  private connect(): void {
    const socket: ChatSocket = io(IM_SOCKET_NAMESPACE, {
      path: SOCKET_PATH,
      auth: (send) => {
        void this.bearer().then(
          (token) => send({ token, language: LOCALE_HEADER[this.locale] }),
          () => send({}),
        );
      },
    });
    this.socket = socket;
    socket.on('connect', () => {
      this.retryMs = RETRY_MS;
      this.store.setConnected(true);
      void this.catchUp();
    });
    socket.on('disconnect', () => this.store.setConnected(false));
    // A refused handshake is not retried by socket.io itself: the token is renewed, then the chat tries again.
    socket.on('connect_error', (error) => {
      this.store.setConnected(false);
      if (error.message !== SOCKET_UNAUTHORIZED) return;
      this.retry = setTimeout(() => socket.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    });
    socket.on(ImSocketEvent.message, (message) => this.arrived(message));
    socket.on(ImSocketEvent.messageChanged, (message) => this.store.change(message));
    socket.on(ImSocketEvent.read, ({ conversationId, lastReadId }) => this.store.read(conversationId, lastReadId));
    socket.on(ImSocketEvent.typing, (event) => this.store.typing(event, Date.now()));
    socket.on(ImSocketEvent.presence, ({ userId, lastActiveAt }) => this.store.presence(userId, lastActiveAt));
    socket.on(ImSocketEvent.conversation, ({ conversationId, removed }) => {
      if (removed) this.store.dropConversation(conversationId);
      void this.refreshList();
    });
    // In the bubble's frame the workspace around it hears the same end on its own socket and says so once.
    socket.on(ImSocketEvent.sessionEnded, () => {
      if (!inFrame) void offerSignInAgain();
    });
  }

  /**
   * Everything after the last message seen, a page at a time, then the list again (its unread figures). The first
   * list says where the chat stood; before it has answered there is nothing to catch up on.
   */
  private async catchUp(): Promise<void> {
    await this.firstList;
    for (;;) {
      const page = (await imApi.since(await this.bearer(), this.store.get().lastSeenId)).data;
      for (const message of page.messages) this.arrived(message);
      if (!page.more || page.messages.length === 0) break;
    }
    await this.refreshList();
    this.watchPeers();
  }

  private arrived(message: ImMessage): void {
    const mine = message.sender.userId === this.me;
    const reading = this.openConversationId === message.conversationId && chatSeen();
    const fresh = this.store.receive(message, { mine, reading });
    if (!this.store.conversation(message.conversationId)) void this.refreshList();
    if (fresh && !mine) tellNewMessage(message.conversationId);
    if (reading) void this.markRead(message.conversationId);
  }

  /** The presence of the people of direct conversations, for the list's dots. */
  watchPeers(extra: number[] = []): void {
    const peers = (this.store.get().conversations ?? []).flatMap((one) => (one.peer ? [one.peer.userId] : []));
    const userIds = [...new Set([...extra, ...peers])].slice(0, IM_WATCH_MAX);
    this.socket?.emit(ImSocketEvent.watch, { userIds }, (presence: ImPresence[]) => {
      for (const one of presence) this.store.presence(one.userId, one.lastActiveAt);
    });
  }

  /** The newest page of a conversation, or the page around a message (a jump). */
  async openThread(conversationId: number, aroundId?: number): Promise<void> {
    const history = await imApi.history(await this.bearer(), {
      conversationId,
      limit: IM_PAGE_SIZE,
      ...(aroundId === undefined ? {} : { aroundId }),
    });
    this.store.putHistory(conversationId, history.data, 'replace');
  }

  async older(conversationId: number): Promise<void> {
    const first = this.store.get().threads[conversationId]?.messages[0];
    if (!first) return;
    const history = await imApi.history(await this.bearer(), { conversationId, beforeId: first.messageId });
    this.store.putHistory(conversationId, history.data, 'older');
  }

  async newer(conversationId: number): Promise<void> {
    const last = this.store.get().threads[conversationId]?.messages.at(-1);
    if (!last) return;
    const history = await imApi.history(await this.bearer(), { conversationId, afterId: last.messageId });
    this.store.putHistory(conversationId, history.data, 'newer');
  }

  /** Read up to the newest message held, when the stretch held reaches the newest. */
  async markRead(conversationId: number): Promise<void> {
    const thread = this.store.get().threads[conversationId];
    const last = thread?.messages.at(-1);
    const conversation = this.store.conversation(conversationId);
    if (!thread || thread.hasNewer || !last || !conversation || last.messageId <= conversation.lastReadId) return;
    this.store.read(conversationId, last.messageId);
    await imApi.read(await this.bearer(), conversationId, last.messageId).catch(() => undefined);
  }

  async send(draft: Draft): Promise<ImMessage> {
    const answer = await imApi.send(await this.bearer(), {
      conversationId: draft.conversationId,
      clientId: draft.clientId,
      body: draft.html,
      fileIds: draft.fileIds,
      ...(draft.replyToId === undefined ? {} : { replyToId: draft.replyToId }),
    });
    this.arrived(answer.data);
    return answer.data;
  }

  async edit(messageId: number, html: string): Promise<void> {
    this.store.change((await imApi.edit(await this.bearer(), messageId, html)).data);
  }

  async remove(messageId: number): Promise<void> {
    this.store.change((await imApi.remove(await this.bearer(), messageId)).data);
  }

  async react(messageId: number, emoji: ImReactionEmoji, on: boolean): Promise<void> {
    this.store.change((await imApi.react(await this.bearer(), messageId, emoji, on)).data);
  }

  /** Tells the others the person is typing, at most every IM_TYPING_EVERY_MS. */
  typing(conversationId: number): void {
    const now = Date.now();
    if (now - (this.lastTyping.get(conversationId) ?? 0) < IM_TYPING_EVERY_MS) return;
    this.lastTyping.set(conversationId, now);
    this.socket?.emit(ImSocketEvent.typing, { conversationId });
  }

  /** The person used the chat: said at most every IM_ACTIVE_REPORT_MS (no database write on the server). */
  active(): void {
    const now = Date.now();
    if (now - this.lastActive < IM_ACTIVE_REPORT_MS) return;
    this.lastActive = now;
    this.socket?.emit(ImSocketEvent.active);
  }

  /**
   * The chips of a message's `#n` references that this reader may see (the knowledge base's issue-chip call), each
   * issue asked for once while the page is open.
   */
  async issueChips(refs: readonly ImIssueRef[]): Promise<ImIssueChip[]> {
    const missing = refs.filter((ref) => !this.chipsOf.has(ref.questionId));
    if (missing.length > 0) {
      const answer = this.bearer().then((bearer) => imApi.issueChips(bearer, missing));
      for (const ref of missing) {
        const chip = answer.then(
          (found) => found.data.find((one) => one.questionId === ref.questionId),
          () => undefined,
        );
        this.chipsOf.set(ref.questionId, chip);
      }
    }
    const chips = await Promise.all(refs.map((ref) => this.chipsOf.get(ref.questionId)));
    return chips.filter((chip): chip is ImIssueChip => chip !== undefined);
  }

  /** A file of a message as an address the page can show (fetched with the messaging token, kept for the page). */
  fileUrl(fileId: number): Promise<string> {
    let url = this.files.get(fileId);
    if (!url) {
      url = this.bearer()
        .then((bearer) => imApi.file(bearer, fileId))
        .then((blob) => URL.createObjectURL(blob));
      url.catch(() => this.files.delete(fileId));
      this.files.set(fileId, url);
    }
    return url;
  }
}
