import { type ImConversation, type ImConversationList, type ImPreview, imPreview } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { myConversations } from './conversationAccess';
import { peopleById, personOf } from './people';

type Db = Kysely<Database>;

/**
 * Every live project of the person gets its conversation the first time it is listed (one per project, the unique
 * `project_id` settles two instances making it together), so the projects module need not know about chat.
 */
async function ensureProjectConversations(db: Db, userId: number, now: Date): Promise<void> {
  const missing = await db
    .selectFrom('project_users')
    .innerJoin('projects', 'projects.id', 'project_users.project_id')
    .leftJoin('im_conversations', 'im_conversations.project_id', 'projects.id')
    .select('projects.id')
    .where('project_users.user_id', '=', userId)
    .where('projects.delete_time', 'is', null)
    .where('im_conversations.id', 'is', null)
    .execute();
  for (const project of missing) {
    await db
      .insertInto('im_conversations')
      .values({
        kind: 'project',
        project_id: project.id,
        direct_key: null,
        creator_id: null,
        last_message_id: null,
        last_message_time: null,
        create_time: now.toISOString(),
        update_time: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('project_id').doNothing())
      .execute();
  }
}

/**
 * The person's conversations, newest activity first, or only `onlyIds` of them: in the whole list a direct one shows
 * once it holds a message, or to whoever opened it (their read mark). Names, previews, counts and unread figures take one read each.
 */
export async function conversationsOf(db: Db, userId: number, onlyIds?: readonly number[]): Promise<ImConversation[]> {
  let query = db
    .selectFrom(myConversations(db, userId).as('mine'))
    .innerJoin('im_conversations as c', 'c.id', 'mine.conversation_id')
    .leftJoin('im_members as me', (join) => join.onRef('me.conversation_id', '=', 'c.id').on('me.user_id', '=', userId))
    .leftJoin('im_read_marks as mark', (join) =>
      join.onRef('mark.conversation_id', '=', 'c.id').on('mark.user_id', '=', userId),
    )
    .selectAll('c')
    .select(['mine.join_time', 'me.role', 'mark.last_read_id']);
  if (onlyIds === undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('c.kind', '!=', 'direct'),
        eb('c.last_message_id', 'is not', null),
        eb('mark.conversation_id', 'is not', null),
      ]),
    );
  } else {
    if (onlyIds.length === 0) return [];
    query = query.where('c.id', 'in', [...onlyIds]);
  }
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const unread = await db
    .selectFrom('im_messages as m')
    .innerJoin(myConversations(db, userId).as('mine'), 'mine.conversation_id', 'm.conversation_id')
    .leftJoin('im_read_marks as mark', (join) =>
      join.onRef('mark.conversation_id', '=', 'm.conversation_id').on('mark.user_id', '=', userId),
    )
    .select(['m.conversation_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('m.conversation_id', 'in', ids)
    .where('m.sender_id', '!=', userId)
    .where('m.delete_time', 'is', null)
    .whereRef('m.create_time', '>=', 'mine.join_time')
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('mark.last_read_id', eb.val(0))))
    .groupBy('m.conversation_id')
    .execute();
  const unreadOf = new Map(unread.map((row) => [row.conversation_id, Number(row.count)]));

  const lastIds = rows.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id]));
  const lastMessages =
    lastIds.length === 0
      ? []
      : await db
          .selectFrom('im_messages as m')
          .select(['m.id', 'm.sender_id', 'm.plain_text', 'm.delete_time', 'm.create_time'])
          .select((eb) =>
            eb
              .selectFrom('im_files')
              .select(eb.fn.countAll<number | string>().as('n'))
              .whereRef('message_id', '=', 'm.id')
              .as('files'),
          )
          .where('m.id', 'in', lastIds)
          .execute();

  const directIds = rows.filter((row) => row.kind === 'direct').map((row) => row.id);
  const peers =
    directIds.length === 0
      ? []
      : await db
          .selectFrom('im_members')
          .innerJoin('users', 'users.id', 'im_members.user_id')
          .select(['im_members.conversation_id', 'users.id', 'users.nick_name', 'users.avatar'])
          .where('im_members.conversation_id', 'in', directIds)
          .where('im_members.user_id', '!=', userId)
          .execute();
  const peerOf = new Map(peers.map((row) => [row.conversation_id, personOf(row)]));

  const counts = await db
    .selectFrom('im_members')
    .select(['conversation_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('conversation_id', 'in', ids)
    .groupBy('conversation_id')
    .execute();
  const countOf = new Map(counts.map((row) => [row.conversation_id, Number(row.count)]));
  const projectIds = rows.flatMap((row) => (row.project_id === null ? [] : [row.project_id]));
  const projects =
    projectIds.length === 0
      ? []
      : await db
          .selectFrom('projects')
          .select(['projects.id', 'projects.name'])
          .select((eb) =>
            eb
              .selectFrom('project_users')
              .select(eb.fn.countAll<number | string>().as('n'))
              .whereRef('project_users.project_id', '=', 'projects.id')
              .as('members'),
          )
          .where('projects.id', 'in', projectIds)
          .execute();
  const projectOf = new Map(projects.map((row) => [row.id, row]));

  const senders = await peopleById(
    db,
    lastMessages.map((row) => row.sender_id),
  );
  const previewOf = new Map<number, ImPreview>(
    lastMessages.map((row) => [
      row.id,
      {
        messageId: row.id,
        senderName: senders.get(row.sender_id)?.nickName ?? '',
        text: row.delete_time === null ? imPreview(row.plain_text) : '',
        files: row.delete_time === null ? Number(row.files ?? 0) : 0,
        deleted: row.delete_time !== null,
        createTime: row.create_time,
      },
    ]),
  );

  const conversations = rows.map((row): ImConversation => {
    const project = row.project_id === null ? undefined : projectOf.get(row.project_id);
    const peer = peerOf.get(row.id) ?? null;
    const name =
      row.kind === 'group' ? row.name : row.kind === 'project' ? (project?.name ?? '') : (peer?.nickName ?? '');
    return {
      conversationId: row.id,
      kind: row.kind,
      name,
      projectId: row.project_id,
      peer,
      memberCount: row.kind === 'project' ? Number(project?.members ?? 0) : (countOf.get(row.id) ?? 0),
      owned: row.kind === 'group' && row.role === 'owner',
      unread: unreadOf.get(row.id) ?? 0,
      lastReadId: row.last_read_id ?? 0,
      lastMessage: row.last_message_id === null ? null : (previewOf.get(row.last_message_id) ?? null),
      activeTime: row.last_message_time ?? row.create_time,
    };
  });
  return conversations.sort((a, b) => b.activeTime.localeCompare(a.activeTime) || b.conversationId - a.conversationId);
}

/** GET im/conversations: the list, with the newest message id a catch-up starts from. */
export async function listConversations(db: Db, options: { userId: number; now: Date }): Promise<ImConversationList> {
  await ensureProjectConversations(db, options.userId, options.now);
  const conversations = await conversationsOf(db, options.userId);
  const latestMessageId = Math.max(0, ...conversations.map((one) => one.lastMessage?.messageId ?? 0));
  return { conversations, latestMessageId };
}

/** One conversation as the person's list shows it (they belong to it). */
export async function conversationFor(db: Db, userId: number, conversationId: number): Promise<ImConversation> {
  const [conversation] = await conversationsOf(db, userId, [conversationId]);
  if (!conversation) throw new Error(`conversation ${String(conversationId)} is not the caller's`);
  return conversation;
}
