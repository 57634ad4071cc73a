import {
  IM_GROUP_MEMBERS_MAX,
  type ImConversation,
  type ImMember,
  directKey,
  type imGroupBody,
  type imGroupChangeBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure, forbidden, notFound } from '../../http/errors';
import { conversationAccess, conversationPeople } from './conversationAccess';
import { conversationFor } from './conversationList';
import { tellConversation } from './delivery';
import { connectedAmong, mayMessage } from './people';

type Db = Kysely<Database>;
type Deps = Pick<AppDeps, 'db' | 'files' | 'realtime'>;

/** Everyone of `userIds` must be someone the caller may message; anyone else is, to them, nobody (404). */
async function assertConnected(db: Db, userId: number, userIds: readonly number[]): Promise<void> {
  const connected = await connectedAmong(db, userId, userIds);
  if (userIds.some((id) => !connected.has(id))) throw notFound();
}

/** Makes the direct conversation of `key` with its two people, unless someone made it meanwhile. */
async function makeDirect(db: Db, key: string, people: readonly [number, number], time: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('im_conversations')
      .values({
        kind: 'direct',
        project_id: null,
        direct_key: key,
        creator_id: people[0],
        last_message_id: null,
        last_message_time: null,
        create_time: time,
        update_time: time,
      })
      .onConflict((conflict) => conflict.column('direct_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    // Both opened it at once: the other request made it, with its people.
    if (!made) return;
    await trx
      .insertInto('im_members')
      .values(people.map((id) => ({ conversation_id: made.id, user_id: id, role: 'member' as const, join_time: time })))
      .execute();
  });
}

/**
 * POST im/conversation/direct: the one conversation two people share, made the first time either opens it. Only
 * someone the caller shares a project or team with can be opened (404 for anyone else, known or not).
 */
export async function openDirect(
  db: Db,
  options: { userId: number; otherId: number; now: Date },
): Promise<ImConversation> {
  const { userId, otherId, now } = options;
  if (otherId === userId) throw failure('imSelf');
  if (!(await mayMessage(db, userId, otherId))) throw notFound();
  const key = directKey(userId, otherId);
  const time = now.toISOString();
  const find = () => db.selectFrom('im_conversations').select('id').where('direct_key', '=', key).executeTakeFirst();
  if (!(await find())) await makeDirect(db, key, [userId, otherId], time);
  const conversation = await find();
  if (!conversation) throw new Error(`direct conversation ${key} was not made`);
  // The opener's read mark keeps it in their list before the first message.
  await db
    .insertInto('im_read_marks')
    .values({ conversation_id: conversation.id, user_id: userId, last_read_id: 0, update_time: time })
    .onConflict((conflict) => conflict.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
  return conversationFor(db, userId, conversation.id);
}

/** POST im/conversation/group: a named group of the caller (its owner) and people they may message, 200 at most. */
export async function createGroup(
  deps: Deps,
  options: { userId: number; body: z.output<typeof imGroupBody>; now: Date },
): Promise<ImConversation> {
  const { db } = deps;
  const { userId, now } = options;
  const others = options.body.userIds.filter((id) => id !== userId);
  if (others.length + 1 > IM_GROUP_MEMBERS_MAX) throw failure('imGroupFull', { max: IM_GROUP_MEMBERS_MAX });
  await assertConnected(db, userId, others);
  const time = now.toISOString();
  const conversationId = await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('im_conversations')
      .values({
        kind: 'group',
        name: options.body.name,
        project_id: null,
        direct_key: null,
        creator_id: userId,
        last_message_id: null,
        last_message_time: null,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('im_members')
      .values([
        { conversation_id: made.id, user_id: userId, role: 'owner' as const, join_time: time },
        ...others.map((id) => ({ conversation_id: made.id, user_id: id, role: 'member' as const, join_time: time })),
      ])
      .execute();
    return made.id;
  });
  tellConversation(deps.realtime, conversationId, { stayed: [userId, ...others] });
  return conversationFor(db, userId, conversationId);
}

/** The caller's group, which only its owner changes. */
async function ownedGroup(db: Db, userId: number, conversationId: number) {
  const access = await conversationAccess(db, { conversationId, userId });
  if (access.conversation.kind !== 'group') throw failure('imNotGroup');
  if (access.role !== 'owner') throw forbidden('imGroupOwnerOnly');
  return access.conversation;
}

/**
 * POST im/conversation/update: the owner renames the group, adds people they may message (up to 200 in all) and
 * removes others; the removed stop receiving it at once and no longer read it.
 */
export async function changeGroup(
  deps: Deps,
  options: { userId: number; body: z.output<typeof imGroupChangeBody>; now: Date },
): Promise<ImConversation> {
  const { db } = deps;
  const { userId, body, now } = options;
  const conversation = await ownedGroup(db, userId, body.conversationId);
  const before = await conversationPeople(db, conversation);
  const added = body.addUserIds.filter((id) => !before.includes(id));
  const removed = body.removeUserIds.filter((id) => id !== userId && before.includes(id) && !added.includes(id));
  if (before.length + added.length - removed.length > IM_GROUP_MEMBERS_MAX) {
    throw failure('imGroupFull', { max: IM_GROUP_MEMBERS_MAX });
  }
  await assertConnected(db, userId, added);
  const time = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('im_conversations')
      .set({ name: body.name ?? conversation.name, update_time: time })
      .where('id', '=', conversation.id)
      .execute();
    if (added.length > 0) {
      await trx
        .insertInto('im_members')
        .values(
          added.map((id) => ({
            conversation_id: conversation.id,
            user_id: id,
            role: 'member' as const,
            join_time: time,
          })),
        )
        .onConflict((conflict) => conflict.columns(['conversation_id', 'user_id']).doNothing())
        .execute();
    }
    if (removed.length > 0) {
      await trx
        .deleteFrom('im_members')
        .where('conversation_id', '=', conversation.id)
        .where('user_id', 'in', removed)
        .execute();
    }
  });
  tellConversation(deps.realtime, conversation.id, {
    stayed: [...before.filter((id) => !removed.includes(id)), ...added],
    removed,
  });
  return conversationFor(db, userId, conversation.id);
}

/**
 * POST im/conversation/leave: out of a group. An owner who leaves hands the group to whoever joined first; the
 * last to leave takes the group with its messages and files with them.
 */
export async function leaveGroup(deps: Deps, options: { userId: number; conversationId: number }): Promise<void> {
  const { db } = deps;
  const { userId } = options;
  const access = await conversationAccess(db, { conversationId: options.conversationId, userId });
  const { conversation } = access;
  if (conversation.kind !== 'group') throw failure('imNotGroup');
  const keys = await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('im_members')
      .where('conversation_id', '=', conversation.id)
      .where('user_id', '=', userId)
      .execute();
    const next = await trx
      .selectFrom('im_members')
      .select(['user_id', 'role'])
      .where('conversation_id', '=', conversation.id)
      .orderBy('join_time')
      .orderBy('user_id')
      .executeTakeFirst();
    if (next) {
      if (access.role === 'owner') {
        await trx
          .updateTable('im_members')
          .set({ role: 'owner' })
          .where('conversation_id', '=', conversation.id)
          .where('user_id', '=', next.user_id)
          .execute();
      }
      return [];
    }
    const files = await trx
      .selectFrom('im_files')
      .select('storage_key')
      .where('conversation_id', '=', conversation.id)
      .execute();
    await trx.deleteFrom('im_conversations').where('id', '=', conversation.id).execute();
    return files.map((file) => file.storage_key);
  });
  // A file that cannot be removed now is only disk space; the conversation is gone either way.
  await Promise.allSettled(keys.map((key) => deps.files.remove(key)));
  tellConversation(deps.realtime, conversation.id, {
    stayed: await conversationPeople(db, conversation),
    removed: [userId],
  });
}

/** GET im/conversation/members: who is in it, owner first, then by name. */
export async function conversationMembers(
  db: Db,
  options: { userId: number; conversationId: number },
): Promise<ImMember[]> {
  const { conversation } = await conversationAccess(db, options);
  if (conversation.kind === 'project') {
    const rows = await db
      .selectFrom('project_users')
      .innerJoin('users', 'users.id', 'project_users.user_id')
      .select(['users.id', 'users.nick_name', 'users.avatar'])
      .where('project_users.project_id', '=', conversation.project_id)
      .orderBy('users.nick_name')
      .orderBy('users.id')
      .execute();
    return rows.map((row) => ({ userId: row.id, nickName: row.nick_name, avatar: row.avatar, role: null }));
  }
  const rows = await db
    .selectFrom('im_members')
    .innerJoin('users', 'users.id', 'im_members.user_id')
    .select(['users.id', 'users.nick_name', 'users.avatar', 'im_members.role'])
    .where('im_members.conversation_id', '=', conversation.id)
    .orderBy('users.nick_name')
    .orderBy('users.id')
    .execute();
  const members = rows.map((row) => ({
    userId: row.id,
    nickName: row.nick_name,
    avatar: row.avatar,
    role: conversation.kind === 'group' ? row.role : null,
  }));
  return [
    ...members.filter((member) => member.role === 'owner'),
    ...members.filter((member) => member.role !== 'owner'),
  ];
}
