import {
  AI_HISTORY_MAX_BYTES,
  AI_HISTORY_MAX_MESSAGES,
  type AiConversationDetail,
  type AiConversationRow,
  type AiMessage,
  byteLength,
} from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AiConversationTable, AiMessageTable } from '../../db/aiSchema';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';

type Executor = Kysely<Database> | Transaction<Database>;

export function presentConversation(row: Selectable<AiConversationTable>): AiConversationRow {
  return { conversationId: row.id, title: row.title, createTime: row.create_time, updateTime: row.update_time };
}

export function presentMessage(row: Selectable<AiMessageTable>): AiMessage {
  return {
    messageId: row.id,
    role: row.role,
    content: row.content,
    status: row.status,
    model: row.model,
    createTime: row.create_time,
  };
}

/** One of the caller's conversations; anyone else's, or none, answers 404. */
export async function ownConversation(
  db: Executor,
  options: { conversationId: number; userId: number },
): Promise<Selectable<AiConversationTable>> {
  const row = await db
    .selectFrom('ai_conversations')
    .selectAll()
    .where('id', '=', options.conversationId)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function listConversations(db: Kysely<Database>, userId: number): Promise<AiConversationRow[]> {
  const rows = await db
    .selectFrom('ai_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentConversation);
}

export async function conversationDetail(
  db: Kysely<Database>,
  options: { conversationId: number; userId: number },
): Promise<AiConversationDetail> {
  const conversation = await ownConversation(db, options);
  const messages = await db
    .selectFrom('ai_messages')
    .selectAll()
    .where('conversation_id', '=', conversation.id)
    .orderBy('id')
    .execute();
  return { ...presentConversation(conversation), messages: messages.map(presentMessage) };
}

/**
 * What the endpoint reads before a new prompt: the conversation's newest messages that are not empty, at most
 * AI_HISTORY_MAX_MESSAGES of them and AI_HISTORY_MAX_BYTES in all, oldest first. An answer that was cut off is sent as
 * far as the person saw it.
 */
export async function promptHistory(
  db: Kysely<Database>,
  conversationId: number,
): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
  const newest = await db
    .selectFrom('ai_messages')
    .select(['role', 'content'])
    .where('conversation_id', '=', conversationId)
    .where('content', '!=', '')
    .orderBy('id', 'desc')
    .limit(AI_HISTORY_MAX_MESSAGES)
    .execute();
  const kept: { role: 'user' | 'assistant'; content: string }[] = [];
  let bytes = 0;
  for (const message of newest) {
    bytes += byteLength(message.content);
    if (bytes > AI_HISTORY_MAX_BYTES) break;
    kept.push(message);
  }
  return kept.reverse();
}

export async function renameConversation(
  db: Kysely<Database>,
  options: { conversationId: number; userId: number; title: string },
): Promise<AiConversationRow> {
  await ownConversation(db, options);
  const row = await db
    .updateTable('ai_conversations')
    .set({ title: options.title })
    .where('id', '=', options.conversationId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentConversation(row);
}

/** The conversation and its messages (cascade); the usage rows it paid for keep their cost without it. */
export async function removeConversation(
  db: Kysely<Database>,
  options: { conversationId: number; userId: number },
): Promise<void> {
  await ownConversation(db, options);
  await db.deleteFrom('ai_conversations').where('id', '=', options.conversationId).execute();
}
