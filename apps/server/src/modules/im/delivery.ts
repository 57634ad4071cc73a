import { type ImMessage, ImSocketEvent } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Realtime } from '../../realtime/hub';
import type { ConversationRow } from './conversationAccess';

/**
 * What a conversation is called in the workspace's word of a new message: a group's or project's name, or, for a
 * direct conversation, the sender (the recipient's name for it).
 */
export async function titleFor(
  db: Kysely<Database>,
  conversation: ConversationRow,
  senderName: string,
): Promise<string> {
  if (conversation.kind === 'group') return conversation.name;
  if (conversation.kind === 'direct' || conversation.project_id === null) return senderName;
  const project = await db
    .selectFrom('projects')
    .select('name')
    .where('id', '=', conversation.project_id)
    .executeTakeFirst();
  return project?.name ?? '';
}

/**
 * After the message's commit (ADR 0132: written before it is pushed): every person of the conversation hears it
 * on their chat sockets, the sender's other tabs too, and the others' workspaces get the word that makes the
 * bubble blink, saying whether they were mentioned. Rooms, not sockets, so every instance delivers its own.
 */
export function tellNewMessage(
  realtime: Realtime,
  options: { message: ImMessage; people: readonly number[]; title: string },
): void {
  const { message, people, title } = options;
  realtime.tellChats(people, ImSocketEvent.message, message);
  const others = people.filter((userId) => userId !== message.sender.userId);
  const hint = {
    conversationId: message.conversationId,
    messageId: message.messageId,
    conversationName: title,
    senderName: message.sender.nickName,
  };
  const mentioned = others.filter((userId) => message.mentions.includes(userId));
  realtime.hintNewMessage(mentioned, { ...hint, mentioned: true });
  realtime.hintNewMessage(
    others.filter((userId) => !mentioned.includes(userId)),
    { ...hint, mentioned: false },
  );
}

/** A message edited, deleted or reacted to: the conversation's people see it as it is now. */
export function tellChangedMessage(realtime: Realtime, message: ImMessage, people: readonly number[]): void {
  realtime.tellChats(people, ImSocketEvent.messageChanged, message);
}

/** A conversation to fetch again (made, renamed, people changed); `removed` are out of it and drop it. */
export function tellConversation(
  realtime: Realtime,
  conversationId: number,
  people: { stayed: readonly number[]; removed?: readonly number[] },
): void {
  realtime.tellChats(people.stayed, ImSocketEvent.conversation, { conversationId, removed: false });
  realtime.tellChats(people.removed ?? [], ImSocketEvent.conversation, { conversationId, removed: true });
}
