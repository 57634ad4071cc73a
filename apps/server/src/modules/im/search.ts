import {
  type ApiPage,
  type ImSearchHit,
  type imSearchQuery,
  highlight,
  searchTerms,
  snippet,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { matchesEveryTerm } from '../../db/trigramMatch';
import { onPostgres } from '../knowledge/documentStore';
import { conversationAccess, myConversations } from './conversationAccess';
import { conversationsOf } from './conversationList';
import { peopleById } from './people';

type Db = Kysely<Database>;

/**
 * GET im/search: the caller's messages (of their conversations only, or of one) holding every word, in Chinese or
 * English, newest first: the knowledge base's approach (ADR 0042, db/trigramMatch.ts) over migration 0039's trigram
 * index. Deleted messages hold no text and are never found.
 */
export async function searchMessages(
  db: Db,
  options: z.output<typeof imSearchQuery> & { userId: number },
): Promise<Pick<ApiPage<ImSearchHit>, 'rows' | 'total'>> {
  const { userId, pageNum, pageSize } = options;
  if (options.conversationId !== undefined) {
    await conversationAccess(db, { conversationId: options.conversationId, userId });
  }
  const terms = searchTerms(options.keyword);
  let base = db
    .selectFrom('im_messages as m')
    .where(
      'm.conversation_id',
      'in',
      db.selectFrom(myConversations(db, userId).as('mine')).select('mine.conversation_id'),
    )
    .where('m.delete_time', 'is', null)
    .where((eb) =>
      eb.and(
        matchesEveryTerm(onPostgres(db), terms, {
          ftsTable: 'im_message_search',
          id: sql<number>`m.id`,
          text: sql<string>`m.plain_text`,
          title: sql<string>`m.plain_text`,
        }),
      ),
    );
  if (options.conversationId !== undefined) base = base.where('m.conversation_id', '=', options.conversationId);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  const rows = await base
    .select(['m.id', 'm.conversation_id', 'm.sender_id', 'm.plain_text', 'm.create_time'])
    .orderBy('m.id', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  const senders = await peopleById(
    db,
    rows.map((row) => row.sender_id),
  );
  const conversations = await conversationsOf(db, userId, [...new Set(rows.map((row) => row.conversation_id))]);
  const nameOf = new Map(conversations.map((one) => [one.conversationId, one.name]));
  return {
    total: Number(count?.count ?? 0),
    rows: rows.map((row) => ({
      messageId: row.id,
      conversationId: row.conversation_id,
      conversationName: nameOf.get(row.conversation_id) ?? '',
      senderName: senders.get(row.sender_id)?.nickName ?? '',
      snippetHtml: [...row.plain_text].length > 120 ? snippet(row.plain_text, terms) : highlight(row.plain_text, terms),
      createTime: row.create_time,
    })),
  };
}
