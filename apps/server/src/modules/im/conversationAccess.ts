import type { Kysely, Selectable } from 'kysely';
import type { ImConversationTable } from '../../db/imSchema';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';

type Db = Kysely<Database>;

export type ConversationRow = Selectable<ImConversationTable>;

/** The caller's place in a conversation they belong to. */
export interface ConversationAccess {
  conversation: ConversationRow;
  /** A group's owner or member; null in direct and project conversations. */
  role: 'owner' | 'member' | null;
  /** Since when: messages before it are history to read, not unread ones. */
  joinTime: string;
}

/**
 * Docs/DOMAIN.md "Messaging": a conversation is readable by its people only, and to everyone else, administrators
 * included, it does not exist (404). A project's conversation belongs to the project's members while the project
 * is out of the recycle bin, read from the membership itself, so leaving the project shuts it at once.
 */
export async function conversationAccess(
  db: Db,
  options: { conversationId: number; userId: number },
): Promise<ConversationAccess> {
  const conversation = await db
    .selectFrom('im_conversations')
    .selectAll()
    .where('id', '=', options.conversationId)
    .executeTakeFirst();
  if (!conversation) throw notFound();
  if (conversation.kind === 'project') {
    const member = await db
      .selectFrom('project_users')
      .innerJoin('projects', 'projects.id', 'project_users.project_id')
      .select('project_users.create_time')
      .where('project_users.project_id', '=', conversation.project_id)
      .where('project_users.user_id', '=', options.userId)
      .where('projects.delete_time', 'is', null)
      .executeTakeFirst();
    if (!member) throw notFound();
    return { conversation, role: null, joinTime: member.create_time };
  }
  const member = await db
    .selectFrom('im_members')
    .select(['role', 'join_time'])
    .where('conversation_id', '=', conversation.id)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (!member) throw notFound();
  return { conversation, role: conversation.kind === 'group' ? member.role : null, joinTime: member.join_time };
}

/** Everyone a conversation's messages go to now. */
export async function conversationPeople(db: Db, conversation: ConversationRow): Promise<number[]> {
  if (conversation.kind === 'project') {
    const rows = await db
      .selectFrom('project_users')
      .innerJoin('projects', 'projects.id', 'project_users.project_id')
      .select('project_users.user_id')
      .where('project_users.project_id', '=', conversation.project_id)
      .where('projects.delete_time', 'is', null)
      .execute();
    return rows.map((row) => row.user_id);
  }
  const rows = await db
    .selectFrom('im_members')
    .select('user_id')
    .where('conversation_id', '=', conversation.id)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The caller's conversations with when they joined each: a subquery of (conversation_id, join_time). */
export function myConversations(db: Db, userId: number) {
  return db
    .selectFrom('im_members')
    .select(['im_members.conversation_id', 'im_members.join_time'])
    .where('im_members.user_id', '=', userId)
    .unionAll(
      db
        .selectFrom('im_conversations as pc')
        .innerJoin('project_users as pu', 'pu.project_id', 'pc.project_id')
        .innerJoin('projects as pp', 'pp.id', 'pc.project_id')
        .select(['pc.id as conversation_id', 'pu.create_time as join_time'])
        .where('pu.user_id', '=', userId)
        .where('pp.delete_time', 'is', null),
    );
}
