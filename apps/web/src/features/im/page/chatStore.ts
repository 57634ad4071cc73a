import {
  IM_TYPING_SHOWN_MS,
  type ImConversation,
  type ImConversationList,
  type ImHistory,
  type ImMessage,
  type ImTyping,
  imPreview,
} from '@questline/contract';

/** What the chat holds of one conversation's history: one unbroken stretch of it, oldest first. */
export interface Thread {
  messages: ImMessage[];
  hasOlder: boolean;
  /** The stretch ends before the newest message (after a jump): live messages wait until it reaches them. */
  hasNewer: boolean;
}

export interface Typist {
  userId: number;
  nickName: string;
  until: number;
}

export interface ChatState {
  /** null until the list has been read once. */
  conversations: ImConversation[] | null;
  threads: Readonly<Record<number, Thread>>;
  /** The newest message id the chat has seen: where a catch-up after a reconnection starts. */
  lastSeenId: number;
  typing: Readonly<Record<number, Typist[]>>;
  /** Last activity (ms) of watched people; null: not connected. */
  presence: Readonly<Record<number, number | null>>;
  connected: boolean;
}

const byActivity = (a: ImConversation, b: ImConversation) =>
  b.activeTime.localeCompare(a.activeTime) || b.conversationId - a.conversationId;

/** `messages` with `message` in its place by id: replaced when held (an edit), inserted in order otherwise. */
export function withMessage(messages: readonly ImMessage[], message: ImMessage): ImMessage[] {
  const at = messages.findIndex((held) => held.messageId >= message.messageId);
  if (at === -1) return [...messages, message];
  if (messages[at]?.messageId === message.messageId)
    return messages.map((held, index) => (index === at ? message : held));
  return [...messages.slice(0, at), message, ...messages.slice(at)];
}

/** The list's line for a conversation's newest message. */
function previewOf(message: ImMessage): ImConversation['lastMessage'] {
  return {
    messageId: message.messageId,
    senderName: message.sender.nickName,
    text: message.deleteTime === null ? imPreview(message.body.replace(/<[^>]+>/g, ' ')) : '',
    files: message.files.length,
    deleted: message.deleteTime !== null,
    createTime: message.createTime,
  };
}

/**
 * The chat page's state (issue 33): the list, the stretches of history it holds, typing and presence. Messages are
 * kept by their server id, so one that arrives twice (live and again in a catch-up) is held once.
 */
export class ChatStore {
  private state: ChatState = {
    conversations: null,
    threads: {},
    lastSeenId: 0,
    typing: {},
    presence: {},
    connected: false,
  };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): ChatState => this.state;

  private set(change: Partial<ChatState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  setConnected(connected: boolean): void {
    this.set({ connected });
  }

  setList(list: ImConversationList): void {
    this.set({
      conversations: [...list.conversations].sort(byActivity),
      lastSeenId: Math.max(this.state.lastSeenId, list.latestMessageId),
    });
  }

  /** One conversation as the server answered it (made, renamed), put in the list. */
  putConversation(conversation: ImConversation): void {
    const others = (this.state.conversations ?? []).filter((one) => one.conversationId !== conversation.conversationId);
    this.set({ conversations: [...others, conversation].sort(byActivity) });
  }

  dropConversation(conversationId: number): void {
    const { [conversationId]: _dropped, ...threads } = this.state.threads;
    this.set({
      conversations: (this.state.conversations ?? []).filter((one) => one.conversationId !== conversationId),
      threads,
    });
  }

  conversation(conversationId: number): ImConversation | undefined {
    return this.state.conversations?.find((one) => one.conversationId === conversationId);
  }

  /** A page of history: the stretch itself (`replace`), or one more page before or after it. */
  putHistory(conversationId: number, history: ImHistory, place: 'replace' | 'older' | 'newer'): void {
    const held = this.state.threads[conversationId];
    let thread: Thread;
    if (place === 'replace' || !held) {
      thread = { ...history };
    } else {
      const messages = history.messages.reduce(withMessage, held.messages);
      thread =
        place === 'older'
          ? { messages, hasOlder: history.hasOlder, hasNewer: held.hasNewer }
          : { messages, hasOlder: held.hasOlder, hasNewer: history.hasNewer };
    }
    const newest = history.messages.at(-1)?.messageId ?? 0;
    this.set({
      threads: { ...this.state.threads, [conversationId]: thread },
      lastSeenId: thread.hasNewer ? this.state.lastSeenId : Math.max(this.state.lastSeenId, newest),
    });
  }

  /**
   * A new message (live or caught up). The stretch holding the newest takes it; the list's line moves it up and
   * counts it unread unless it is the person's own or they are reading that conversation now. Answers whether it
   * is newer than anything the chat had seen.
   */
  receive(message: ImMessage, options: { mine: boolean; reading: boolean }): boolean {
    const { conversationId } = message;
    const thread = this.state.threads[conversationId];
    const fresh = message.messageId > this.state.lastSeenId;
    const threads =
      thread && !thread.hasNewer
        ? { ...this.state.threads, [conversationId]: { ...thread, messages: withMessage(thread.messages, message) } }
        : this.state.threads;
    const conversations = (this.state.conversations ?? []).map((one) => {
      if (one.conversationId !== conversationId) return one;
      // The list counted everything up to its newest line when it was read: only what is newer counts now.
      const newer = message.messageId > (one.lastMessage?.messageId ?? 0);
      const counts = newer && !options.mine && !options.reading && message.messageId > one.lastReadId;
      return {
        ...one,
        lastMessage: newer ? previewOf(message) : one.lastMessage,
        activeTime: newer ? message.createTime : one.activeTime,
        unread: counts ? one.unread + 1 : one.unread,
      };
    });
    this.set({
      threads,
      conversations: conversations.sort(byActivity),
      lastSeenId: Math.max(this.state.lastSeenId, message.messageId),
      typing: {
        ...this.state.typing,
        [conversationId]: (this.state.typing[conversationId] ?? []).filter(
          (typist) => typist.userId !== message.sender.userId,
        ),
      },
    });
    return fresh;
  }

  /** A message edited, deleted or reacted to: wherever it is held, it is replaced. */
  change(message: ImMessage): void {
    const thread = this.state.threads[message.conversationId];
    const holds = thread?.messages.some((held) => held.messageId === message.messageId);
    this.set({
      threads:
        thread && holds
          ? {
              ...this.state.threads,
              [message.conversationId]: { ...thread, messages: withMessage(thread.messages, message) },
            }
          : this.state.threads,
      conversations: (this.state.conversations ?? []).map((one) =>
        one.lastMessage?.messageId === message.messageId ? { ...one, lastMessage: previewOf(message) } : one,
      ),
    });
  }

  /** The person read a conversation up to a message (here or in another tab). */
  read(conversationId: number, lastReadId: number): void {
    this.set({
      conversations: (this.state.conversations ?? []).map((one) => {
        if (one.conversationId !== conversationId || lastReadId < one.lastReadId) return one;
        const allRead = lastReadId >= (one.lastMessage?.messageId ?? 0);
        return { ...one, lastReadId, unread: allRead ? 0 : one.unread };
      }),
    });
  }

  typing(event: ImTyping, now: number): void {
    const others = (this.state.typing[event.conversationId] ?? []).filter(
      (typist) => typist.userId !== event.userId && typist.until > now,
    );
    this.set({
      typing: {
        ...this.state.typing,
        [event.conversationId]: [
          ...others,
          { userId: event.userId, nickName: event.nickName, until: now + IM_TYPING_SHOWN_MS },
        ],
      },
    });
  }

  /** Forgets typing that has gone quiet. */
  expireTyping(now: number): void {
    const entries = Object.entries(this.state.typing);
    if (entries.every(([, typists]) => typists.every((typist) => typist.until > now))) return;
    this.set({
      typing: Object.fromEntries(entries.map(([id, typists]) => [id, typists.filter((typist) => typist.until > now)])),
    });
  }

  presence(userId: number, lastActiveAt: number | null): void {
    this.set({ presence: { ...this.state.presence, [userId]: lastActiveAt } });
  }
}
