import { ImSocketEvent, type ImMessage, type ImReactionEmoji, withinEditWindow } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure, forbidden, notFound } from '../../http/errors';
import { type ConversationAccess, conversationAccess, conversationPeople } from './conversationAccess';
import { tellChangedMessage } from './delivery';
import { messageContent } from './messageContent';
import { markReadIn } from './messages';
import type { MessageRow } from './presenter';
import { presentMessage } from './presenter';

type Db = Kysely<Database>;
type Deps = Pick<AppDeps, 'db' | 'files' | 'realtime'>;

/** A message of a conversation the caller belongs to; to anyone else it does not exist. */
async function messageAccess(
  db: Db,
  options: { messageId: number; userId: number },
): Promise<{ message: MessageRow } & ConversationAccess> {
  const message = await db.selectFrom('im_messages').selectAll().where('id', '=', options.messageId).executeTakeFirst();
  if (!message) throw notFound();
  const access = await conversationAccess(db, { conversationId: message.conversation_id, userId: options.userId });
  return { message, ...access };
}

/** Only the author changes a message, only within a day of sending it, and never once deleted. */
function assertAuthorMayChange(message: MessageRow, userId: number, now: Date): void {
  if (message.sender_id !== userId) throw forbidden('imNotAuthor');
  if (message.delete_time !== null) throw failure('imMessageDeleted');
  if (!withinEditWindow(message.create_time, now)) throw failure('imEditExpired');
}

async function told(deps: Deps, access: ConversationAccess, messageId: number): Promise<ImMessage> {
  const message = await presentMessage(deps.db, messageId);
  tellChangedMessage(deps.realtime, message, await conversationPeople(deps.db, access.conversation));
  return message;
}

/** PUT im/message: the author rewrites the text (its references and mentions read again); shown as edited. */
export async function editMessage(
  deps: Deps,
  options: { userId: number; messageId: number; html: string; now: Date },
): Promise<ImMessage> {
  const { db } = deps;
  const { userId, now } = options;
  const access = await messageAccess(db, options);
  const { message } = access;
  assertAuthorMayChange(message, userId, now);
  const files = await db.selectFrom('im_files').select('id').where('message_id', '=', message.id).executeTakeFirst();
  const content = await messageContent(db, {
    html: options.html,
    hasFiles: files !== undefined,
    conversation: access.conversation,
    senderId: userId,
    people: await conversationPeople(db, access.conversation),
  });
  await db
    .updateTable('im_messages')
    .set({
      body: content.body,
      plain_text: content.plainText,
      issue_refs: JSON.stringify(content.issueRefs),
      mentions: JSON.stringify(content.mentions),
      edit_time: now.toISOString(),
    })
    .where('id', '=', message.id)
    .execute();
  return told(deps, access, message.id);
}

/**
 * DELETE im/message/{id}: the author withdraws a message within a day. It stays in its place as "deleted" (replies
 * to it still make sense); its text, reactions and files go, the files once the change has committed.
 */
export async function deleteMessage(
  deps: Deps,
  options: { userId: number; messageId: number; now: Date },
): Promise<ImMessage> {
  const { db } = deps;
  const access = await messageAccess(db, options);
  assertAuthorMayChange(access.message, options.userId, options.now);
  const keys = await db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('im_files')
      .select('storage_key')
      .where('message_id', '=', access.message.id)
      .execute();
    await trx.deleteFrom('im_files').where('message_id', '=', access.message.id).execute();
    await trx.deleteFrom('im_reactions').where('message_id', '=', access.message.id).execute();
    await trx
      .updateTable('im_messages')
      .set({ body: '', plain_text: '', issue_refs: '[]', mentions: '[]', delete_time: options.now.toISOString() })
      .where('id', '=', access.message.id)
      .execute();
    return files.map((file) => file.storage_key);
  });
  // A file that cannot be removed now is only disk space; the message is deleted either way.
  await Promise.allSettled(keys.map((key) => deps.files.remove(key)));
  return told(deps, access, access.message.id);
}

/** POST im/reaction: anyone in the conversation puts a reaction on a message or takes theirs off. */
export async function reactToMessage(
  deps: Deps,
  options: { userId: number; messageId: number; emoji: ImReactionEmoji; on: boolean; now: Date },
): Promise<ImMessage> {
  const { db } = deps;
  const access = await messageAccess(db, options);
  if (access.message.delete_time !== null) throw failure('imMessageDeleted');
  if (options.on) {
    await db
      .insertInto('im_reactions')
      .values({
        message_id: access.message.id,
        user_id: options.userId,
        emoji: options.emoji,
        create_time: options.now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['message_id', 'user_id', 'emoji']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('im_reactions')
      .where('message_id', '=', access.message.id)
      .where('user_id', '=', options.userId)
      .where('emoji', '=', options.emoji)
      .execute();
  }
  return told(deps, access, access.message.id);
}

/**
 * POST im/read: the person read the conversation up to a message of it; their other tabs hear it, so the unread
 * figures agree everywhere.
 */
export async function readConversation(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  options: { userId: number; conversationId: number; messageId: number; now: Date },
): Promise<void> {
  const { db } = deps;
  await conversationAccess(db, options);
  const message = await db
    .selectFrom('im_messages')
    .select('id')
    .where('id', '=', options.messageId)
    .where('conversation_id', '=', options.conversationId)
    .executeTakeFirst();
  if (!message) throw notFound();
  await markReadIn(db, options);
  const mark = await db
    .selectFrom('im_read_marks')
    .select('last_read_id')
    .where('conversation_id', '=', options.conversationId)
    .where('user_id', '=', options.userId)
    .executeTakeFirstOrThrow();
  deps.realtime.tellChats([options.userId], ImSocketEvent.read, {
    conversationId: options.conversationId,
    lastReadId: mark.last_read_id,
  });
}
