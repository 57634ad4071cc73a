import type { ImConversation, ImMessage } from '@questline/contract';

/** A message of the chat as the server answers it; pass only what the test is about. */
export function messageFixture(messageId: number, overrides: Partial<ImMessage> = {}): ImMessage {
  return {
    messageId,
    conversationId: 1,
    clientId: `client-${String(messageId)}`,
    sender: { userId: 2, nickName: 'Bo', avatar: '' },
    body: `<p>message ${String(messageId)}</p>`,
    replyTo: null,
    issueRefs: [],
    files: [],
    reactions: [],
    mentions: [],
    createTime: new Date(Date.UTC(2026, 10, 30, 8, 0, messageId)).toISOString(),
    editTime: null,
    deleteTime: null,
    ...overrides,
  };
}

export function conversationFixture(conversationId: number, overrides: Partial<ImConversation> = {}): ImConversation {
  return {
    conversationId,
    kind: 'project',
    name: `Project ${String(conversationId)}`,
    projectId: 7,
    peer: null,
    memberCount: 3,
    owned: false,
    unread: 0,
    lastReadId: 0,
    lastMessage: null,
    activeTime: '2026-11-30T08:00:00.000Z',
    ...overrides,
  };
}
