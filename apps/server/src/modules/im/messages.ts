import { IM_RATE_MESSAGES, IM_RATE_WINDOW_MS, type ImMessage, ResultCode, type imSendBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError, failure } from '../../http/errors';
import { type ConversationRow, conversationAccess, conversationPeople } from './conversationAccess';
import { tellNewMessage, titleFor } from './delivery';
import { messageContent } from './messageContent';
import { mayMessage } from './people';
import { presentMessage, presentMessages } from './presenter';

type Db = Kysely<Database>;
type Deps = Pick<AppDeps, 'db' | 'store' | 'realtime'>;

/** The sender's message with this client id, if they sent it before (a repeat on a flaky network). */
async function sentBefore(db: Db, senderId: number, clientId: string): Promise<ImMessage | undefined> {
  const row = await db
    .selectFrom('im_messages')
    .selectAll()
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? (await presentMessages(db, [row]))[0] : undefined;
}

/**
 * Docs/DOMAIN.md "Messaging": 20 messages in any 10 seconds per person, counted in the shared ephemeral store, so
 * several instances count together. The answer says how long to wait.
 */
async function spendSendAllowance(deps: Deps, userId: number): Promise<void> {
  const key = `im:sent:${String(userId)}`;
  if ((await deps.store.increment(key, IM_RATE_WINDOW_MS)) <= IM_RATE_MESSAGES) return;
  const remainingMs = (await deps.store.remainingMs(key)) ?? IM_RATE_WINDOW_MS;
  throw new AppError(ResultCode.rateLimited, 'imRateLimited', {
    max: IM_RATE_MESSAGES,
    seconds: Math.max(1, Math.ceil(remainingMs / 1000)),
  });
}

/** A direct conversation carries messages only while its two people still share a project or team. */
async function assertStillConnected(db: Db, conversation: ConversationRow, senderId: number): Promise<void> {
  if (conversation.kind !== 'direct') return;
  const peer = await db
    .selectFrom('im_members')
    .innerJoin('users', 'users.id', 'im_members.user_id')
    .select(['users.id', 'users.nick_name'])
    .where('im_members.conversation_id', '=', conversation.id)
    .where('im_members.user_id', '!=', senderId)
    .executeTakeFirst();
  if (!peer || !(await mayMessage(db, senderId, peer.id))) {
    throw failure('imNotConnected', { name: peer?.nick_name ?? '' });
  }
}

/**
 * POST im/message (ADR 0132): the message is written, with the files it takes and the sender's read mark, in one
 * transaction, and only then told. A client id the sender used before answers that message again and writes and
 * tells nothing, so a send repeated after a lost answer appears once; the unique (sender, client id) settles two
 * repeats racing each other.
 */
export async function sendMessage(
  deps: Deps,
  options: { userId: number; body: z.output<typeof imSendBody>; now: Date },
): Promise<ImMessage> {
  const { db } = deps;
  const { userId, body, now } = options;
  const { conversation } = await conversationAccess(db, { conversationId: body.conversationId, userId });
  const repeated = await sentBefore(db, userId, body.clientId);
  if (repeated) return repeated;
  await assertStillConnected(db, conversation, userId);
  await spendSendAllowance(deps, userId);
  const people = await conversationPeople(db, conversation);
  const content = await messageContent(db, {
    html: body.body,
    hasFiles: body.fileIds.length > 0,
    conversation,
    senderId: userId,
    people,
  });
  if (body.replyToId !== undefined) {
    const quoted = await db
      .selectFrom('im_messages')
      .select('id')
      .where('id', '=', body.replyToId)
      .where('conversation_id', '=', conversation.id)
      .executeTakeFirst();
    if (!quoted) throw failure('imReplyElsewhere');
  }
  const time = now.toISOString();
  let messageId: number;
  try {
    messageId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('im_messages')
        .values({
          conversation_id: conversation.id,
          sender_id: userId,
          client_id: body.clientId,
          body: content.body,
          plain_text: content.plainText,
          reply_to_id: body.replyToId ?? null,
          issue_refs: JSON.stringify(content.issueRefs),
          mentions: JSON.stringify(content.mentions),
          edit_time: null,
          delete_time: null,
          create_time: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (body.fileIds.length > 0) {
        const claimed = await trx
          .updateTable('im_files')
          .set({ message_id: id })
          .where('id', 'in', body.fileIds)
          .where('uploader_id', '=', userId)
          .where('conversation_id', '=', conversation.id)
          .where('message_id', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== body.fileIds.length) throw failure('imFileUnavailable');
      }
      await trx
        .updateTable('im_conversations')
        .set({ last_message_id: id, last_message_time: time, update_time: time })
        .where('id', '=', conversation.id)
        .execute();
      await markReadIn(trx, { conversationId: conversation.id, userId, messageId: id, now });
      return id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await sentBefore(db, userId, body.clientId);
    if (!first) throw error;
    return first;
  }
  const message = await presentMessage(db, messageId);
  tellNewMessage(deps.realtime, { message, people, title: await titleFor(db, conversation, message.sender.nickName) });
  return message;
}

/** Moves a read mark forward to `messageId`, never back (a late answer of an older read leaves the newer one). */
export async function markReadIn(
  db: Db,
  options: { conversationId: number; userId: number; messageId: number; now: Date },
): Promise<void> {
  await db
    .insertInto('im_read_marks')
    .values({
      conversation_id: options.conversationId,
      user_id: options.userId,
      last_read_id: options.messageId,
      update_time: options.now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['conversation_id', 'user_id']).doUpdateSet((eb) => ({
        last_read_id: eb
          .case()
          .when('im_read_marks.last_read_id', '<', eb.ref('excluded.last_read_id'))
          .then(eb.ref('excluded.last_read_id'))
          .else(eb.ref('im_read_marks.last_read_id'))
          .end(),
        update_time: eb.ref('excluded.update_time'),
      })),
    )
    .execute();
}
