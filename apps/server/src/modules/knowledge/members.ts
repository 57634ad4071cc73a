import {
  type CreateInviteLinkBody,
  type InviteMemberBody,
  type KnowledgeInviteInfo,
  type KnowledgeInviteLink,
  type KnowledgeMember,
  type PhoneAddAnswer,
  type SetMemberRoleBody,
  maskPhone,
  mayKnowledge,
} from '@questline/contract';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure, notFound } from '../../http/errors';
import { phoneAdder } from '../memberInvitations/addByPhone';
import { knowledgeTarget } from '../memberInvitations/targets';
import { kbAccess } from './kbAccess';

const DAY_MS = 86_400_000;

/** GET knowledge/member/list: phones whole for managers and for one's own row, masked otherwise. */
export async function listMembers(
  db: Kysely<Database>,
  options: { kbId: number; userId: number },
): Promise<KnowledgeMember[]> {
  const access = await kbAccess(db, options.kbId, options.userId, 'read');
  const rows = await db
    .selectFrom('knowledge_members')
    .innerJoin('users', 'users.id', 'knowledge_members.user_id')
    .select(['users.id', 'users.nick_name', 'users.avatar', 'users.phone', 'knowledge_members.role'])
    .select('knowledge_members.create_time')
    .where('knowledge_members.kb_id', '=', options.kbId)
    .orderBy('knowledge_members.id')
    .execute();
  const showPhones = mayKnowledge(access.role, 'manage');
  return rows.map((row) => ({
    userId: row.id,
    nickName: row.nick_name,
    avatar: row.avatar,
    phone: row.phone === null ? '' : showPhones || row.id === options.userId ? row.phone : maskPhone(row.phone),
    role: row.role,
    joinTime: row.create_time,
  }));
}

/**
 * POST knowledge/member/invite: adds a contact behind a phone with a role (spec point 5: required), or
 * invites the number to join with that role (ADR 0099).
 */
export async function inviteByPhone(
  deps: Pick<AppDeps, 'db' | 'store' | 'config'>,
  options: InviteMemberBody & { userId: number; now: Date },
): Promise<PhoneAddAnswer> {
  const add = await phoneAdder(deps, {
    target: knowledgeTarget(options.kbId, options.role),
    callerId: options.userId,
    now: options.now,
  });
  if (options.phone.trim().length === 0) throw failure('knowledgeInvitePhoneRequired');
  return add(options.phone);
}

async function requireOtherMember(db: Kysely<Database>, kbId: number, userId: number) {
  const row = await db
    .selectFrom('knowledge_members')
    .select(['id', 'role'])
    .where('kb_id', '=', kbId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.role === 'owner') throw failure('knowledgeOwnerUntouchable');
  return row;
}

/** POST knowledge/member/role: admins and the owner change anyone's role but the owner's. */
export async function setMemberRole(
  db: Kysely<Database>,
  options: SetMemberRoleBody & { callerId: number; now: Date },
): Promise<void> {
  await kbAccess(db, options.kbId, options.callerId, 'manage');
  const member = await requireOtherMember(db, options.kbId, options.userId);
  await db
    .updateTable('knowledge_members')
    .set({ role: options.role, update_time: options.now.toISOString() })
    .where('id', '=', member.id)
    .execute();
}

/** POST knowledge/member/remove. */
export async function removeMember(
  db: Kysely<Database>,
  options: { kbId: number; userId: number; callerId: number },
): Promise<void> {
  await kbAccess(db, options.kbId, options.callerId, 'manage');
  const member = await requireOtherMember(db, options.kbId, options.userId);
  await db.deleteFrom('knowledge_members').where('id', '=', member.id).execute();
}

/** POST knowledge/member/quit: anyone but the owner leaves. */
export async function quitSpace(db: Kysely<Database>, options: { kbId: number; userId: number }): Promise<void> {
  const access = await kbAccess(db, options.kbId, options.userId, 'read');
  if (access.role === 'owner') throw failure('knowledgeOwnerCannotQuit');
  await db
    .deleteFrom('knowledge_members')
    .where('kb_id', '=', options.kbId)
    .where('user_id', '=', options.userId)
    .execute();
}

function presentLink(row: {
  id: number;
  code: string;
  role: KnowledgeInviteLink['role'];
  expire_time: string | null;
  create_time: string;
}): KnowledgeInviteLink {
  return {
    inviteId: row.id,
    code: row.code,
    role: row.role,
    expireTime: row.expire_time,
    createTime: row.create_time,
  };
}

/** POST knowledge/invite/create: a link anyone signed in may follow to join with `role` (unguessable code). */
export async function createInviteLink(
  db: Kysely<Database>,
  options: CreateInviteLinkBody & { userId: number; now: Date },
): Promise<KnowledgeInviteLink> {
  await kbAccess(db, options.kbId, options.userId, 'manage');
  const row = await db
    .insertInto('knowledge_invites')
    .values({
      kb_id: options.kbId,
      code: randomBytes(18).toString('base64url'),
      role: options.role,
      create_by: options.userId,
      expire_time:
        options.expireDays === null
          ? null
          : new Date(options.now.getTime() + options.expireDays * DAY_MS).toISOString(),
      revoke_time: null,
      create_time: options.now.toISOString(),
    })
    .returning(['id', 'code', 'role', 'expire_time', 'create_time'])
    .executeTakeFirstOrThrow();
  return presentLink(row);
}

/** GET knowledge/invite/list: the links that still work. */
export async function listInviteLinks(
  db: Kysely<Database>,
  options: { kbId: number; userId: number; now: Date },
): Promise<KnowledgeInviteLink[]> {
  await kbAccess(db, options.kbId, options.userId, 'manage');
  const rows = await db
    .selectFrom('knowledge_invites')
    .select(['id', 'code', 'role', 'expire_time', 'create_time'])
    .where('kb_id', '=', options.kbId)
    .where('revoke_time', 'is', null)
    .where((eb) => eb.or([eb('expire_time', 'is', null), eb('expire_time', '>', options.now.toISOString())]))
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentLink);
}

/** POST knowledge/invite/revoke. */
export async function revokeInviteLink(
  db: Kysely<Database>,
  options: { kbId: number; inviteId: number; userId: number; now: Date },
): Promise<void> {
  await kbAccess(db, options.kbId, options.userId, 'manage');
  const result = await db
    .updateTable('knowledge_invites')
    .set({ revoke_time: options.now.toISOString() })
    .where('id', '=', options.inviteId)
    .where('kb_id', '=', options.kbId)
    .where('revoke_time', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    const exists = await db
      .selectFrom('knowledge_invites')
      .select('id')
      .where('id', '=', options.inviteId)
      .where('kb_id', '=', options.kbId)
      .executeTakeFirst();
    if (!exists) throw notFound();
  }
}

async function liveInvite(db: Kysely<Database>, code: string, now: Date) {
  const row = await db
    .selectFrom('knowledge_invites')
    .innerJoin('knowledge_bases', 'knowledge_bases.id', 'knowledge_invites.kb_id')
    .select(['knowledge_invites.kb_id', 'knowledge_invites.role', 'knowledge_bases.name'])
    .where('knowledge_invites.code', '=', code)
    .where('knowledge_invites.revoke_time', 'is', null)
    .where((eb) =>
      eb.or([
        eb('knowledge_invites.expire_time', 'is', null),
        eb('knowledge_invites.expire_time', '>', now.toISOString()),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw failure('knowledgeInviteInvalid');
  return row;
}

async function isMember(db: Kysely<Database>, kbId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('knowledge_members')
    .select('id')
    .where('kb_id', '=', kbId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** GET knowledge/invite/info: what the link joins, for the confirmation the person sees first. */
export async function inviteInfo(
  db: Kysely<Database>,
  options: { code: string; userId: number; now: Date },
): Promise<KnowledgeInviteInfo> {
  const invite = await liveInvite(db, options.code, options.now);
  return {
    kbId: invite.kb_id,
    name: invite.name,
    role: invite.role,
    alreadyMember: await isMember(db, invite.kb_id, options.userId),
  };
}

/** POST knowledge/invite/accept: joins with the link's role; a member already keeps the role they have. */
export async function acceptInvite(
  db: Kysely<Database>,
  options: { code: string; userId: number; now: Date },
): Promise<{ kbId: number }> {
  const invite = await liveInvite(db, options.code, options.now);
  if (!(await isMember(db, invite.kb_id, options.userId))) {
    const time = options.now.toISOString();
    await db
      .insertInto('knowledge_members')
      .values({ kb_id: invite.kb_id, user_id: options.userId, role: invite.role, create_time: time, update_time: time })
      .execute();
  }
  return { kbId: invite.kb_id };
}
