import {
  type ImFile,
  type ImIssueRef,
  type ImMessage,
  type ImReaction,
  type ImReactionEmoji,
  IM_REACTIONS,
  imPreview,
} from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ImFileTable, ImMessageTable } from '../../db/imSchema';
import type { Database } from '../../db/schema';
import { peopleById } from './people';

type Db = Kysely<Database>;
export type MessageRow = Selectable<ImMessageTable>;

/** Someone whose account is gone still signed their old messages. */
const GONE = { nickName: '', avatar: '' };

export function presentFile(row: Pick<Selectable<ImFileTable>, 'id' | 'file_name' | 'kind' | 'mime_type' | 'size'>) {
  return {
    fileId: row.id,
    fileName: row.file_name,
    kind: row.kind,
    mimeType: row.mime_type,
    size: Number(row.size),
  } satisfies ImFile;
}

function parsedList<T>(json: string): T[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * Messages as the chat shows them, in the order given: four reads for any number (senders with the quoted
 * messages' senders, the quoted messages, files, reactions), so a page of history costs the same as one message.
 */
export async function presentMessages(db: Db, rows: readonly MessageRow[]): Promise<ImMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const replyIds = [...new Set(rows.flatMap((row) => (row.reply_to_id === null ? [] : [row.reply_to_id])))];
  const quoted =
    replyIds.length === 0
      ? []
      : await db
          .selectFrom('im_messages')
          .select(['id', 'sender_id', 'plain_text', 'delete_time'])
          .where('id', 'in', replyIds)
          .execute();
  const people = await peopleById(db, [...rows.map((row) => row.sender_id), ...quoted.map((row) => row.sender_id)]);
  const files = await db
    .selectFrom('im_files')
    .select(['id', 'message_id', 'file_name', 'kind', 'mime_type', 'size'])
    .where('message_id', 'in', ids)
    .orderBy('id')
    .execute();
  const reactions = await db
    .selectFrom('im_reactions')
    .select(['message_id', 'user_id', 'emoji'])
    .where('message_id', 'in', ids)
    .orderBy('create_time')
    .orderBy('user_id')
    .execute();
  const quotes = new Map(quoted.map((row) => [row.id, row]));
  return rows.map((row) => {
    const sender = people.get(row.sender_id) ?? { userId: row.sender_id, ...GONE };
    const quote = row.reply_to_id === null ? undefined : quotes.get(row.reply_to_id);
    const byEmoji = new Map<ImReactionEmoji, number[]>();
    for (const reaction of reactions.filter((one) => one.message_id === row.id)) {
      const emoji = reaction.emoji as ImReactionEmoji;
      byEmoji.set(emoji, [...(byEmoji.get(emoji) ?? []), reaction.user_id]);
    }
    const reactionList: ImReaction[] = IM_REACTIONS.filter((emoji) => byEmoji.has(emoji)).map((emoji) => ({
      emoji,
      userIds: byEmoji.get(emoji) ?? [],
    }));
    return {
      messageId: row.id,
      conversationId: row.conversation_id,
      clientId: row.client_id,
      sender,
      body: row.body,
      replyTo: quote
        ? {
            messageId: quote.id,
            senderName: people.get(quote.sender_id)?.nickName ?? '',
            text: imPreview(quote.plain_text, 80),
            deleted: quote.delete_time !== null,
          }
        : null,
      issueRefs: parsedList<ImIssueRef>(row.issue_refs),
      files: files.filter((file) => file.message_id === row.id).map(presentFile),
      reactions: reactionList,
      mentions: parsedList<number>(row.mentions),
      createTime: row.create_time,
      editTime: row.edit_time,
      deleteTime: row.delete_time,
    };
  });
}

/** One message, read again as it is now. */
export async function presentMessage(db: Db, messageId: number): Promise<ImMessage> {
  const row = await db.selectFrom('im_messages').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow();
  const [message] = await presentMessages(db, [row]);
  if (!message) throw new Error(`message ${String(messageId)} could not be presented`);
  return message;
}
