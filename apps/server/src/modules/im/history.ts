import type { ImCatchUp, ImHistory, imHistoryQuery, imSinceQuery } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { conversationAccess, myConversations } from './conversationAccess';
import { type MessageRow, presentMessages } from './presenter';

type Db = Kysely<Database>;

/** Whether the conversation holds a message on that side of `id`. */
async function anyBeyond(db: Db, conversationId: number, side: '<' | '>', id: number): Promise<boolean> {
  const row = await db
    .selectFrom('im_messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('id', side, id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * GET im/messages: a page of one conversation's history, oldest first, for its people only (all of it, from before
 * they joined too): the newest page, the page before or after a message (scrolling), or the page around one (a jump
 * from a search hit or a notification). Reads go by (conversation_id, id), so a page costs the same at any depth.
 */
export async function conversationHistory(
  db: Db,
  options: z.output<typeof imHistoryQuery> & { userId: number },
): Promise<ImHistory> {
  const { conversationId, limit } = options;
  await conversationAccess(db, { conversationId, userId: options.userId });
  const page = db.selectFrom('im_messages').selectAll().where('conversation_id', '=', conversationId);
  let rows: MessageRow[];
  if (options.aroundId !== undefined) {
    const anchor = await page.select('id').where('id', '=', options.aroundId).executeTakeFirst();
    if (!anchor) throw notFound();
    const older = await page
      .where('id', '<', options.aroundId)
      .orderBy('id', 'desc')
      .limit(Math.floor(limit / 2))
      .execute();
    const newer = await page
      .where('id', '>=', options.aroundId)
      .orderBy('id')
      .limit(limit - older.length)
      .execute();
    rows = [...older.reverse(), ...newer];
  } else if (options.afterId !== undefined) {
    rows = await page.where('id', '>', options.afterId).orderBy('id').limit(limit).execute();
  } else {
    const before = options.beforeId === undefined ? page : page.where('id', '<', options.beforeId);
    rows = (await before.orderBy('id', 'desc').limit(limit).execute()).reverse();
  }
  const first = rows[0]?.id;
  const last = rows[rows.length - 1]?.id;
  const hasOlder =
    first !== undefined
      ? await anyBeyond(db, conversationId, '<', first)
      : options.afterId !== undefined && (await anyBeyond(db, conversationId, '<', options.afterId + 1));
  const hasNewer =
    last !== undefined
      ? await anyBeyond(db, conversationId, '>', last)
      : options.beforeId !== undefined && (await anyBeyond(db, conversationId, '>', options.beforeId - 1));
  return { messages: await presentMessages(db, rows), hasOlder, hasNewer };
}

/**
 * GET im/messages/since: every message of the person's conversations after the last one their client saw, oldest
 * first, so a client that was offline catches up; with the ids it already holds, it keeps each message once.
 */
export async function messagesSince(
  db: Db,
  options: z.output<typeof imSinceQuery> & { userId: number },
): Promise<ImCatchUp> {
  const rows = await db
    .selectFrom('im_messages')
    .selectAll()
    .where(
      'conversation_id',
      'in',
      db.selectFrom(myConversations(db, options.userId).as('mine')).select('mine.conversation_id'),
    )
    .where('id', '>', options.afterId)
    .orderBy('id')
    .limit(options.limit + 1)
    .execute();
  const more = rows.length > options.limit;
  return { messages: await presentMessages(db, rows.slice(0, options.limit)), more };
}
