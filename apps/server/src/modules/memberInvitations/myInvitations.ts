import {
  type InvitationTarget,
  type Locale,
  type MemberInvitation,
  NOTIFICATION_KIND_LABELS,
  invitationText,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Invitations with the name of what they join and of who sent them. */
function invitationsWithNames(db: Db) {
  return db
    .selectFrom('member_invitations as i')
    .innerJoin('users as inviter', 'inviter.id', 'i.inviter_id')
    .leftJoin('projects as p', 'p.id', 'i.project_id')
    .leftJoin('teams as t', 't.id', 'i.team_id')
    .leftJoin('knowledge_bases as k', 'k.id', 'i.kb_id')
    .select([
      'i.id',
      'i.project_id',
      'i.team_id',
      'i.kb_id',
      'i.kb_role',
      'i.update_time',
      'i.expire_time',
      'p.name as project_name',
      't.name as team_name',
      'k.name as kb_name',
      'inviter.nick_name as inviter_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof invitationsWithNames>['execute']>>[number];

function present(row: Row): MemberInvitation {
  const [target, targetId, targetName]: [InvitationTarget, number | null, string | null] =
    row.project_id !== null
      ? ['project', row.project_id, row.project_name]
      : row.team_id !== null
        ? ['team', row.team_id, row.team_name]
        : ['knowledge', row.kb_id, row.kb_name];
  return {
    invitationId: row.id,
    target,
    targetId: targetId ?? 0,
    targetName: targetName ?? '',
    inviterName: row.inviter_name,
    role: row.kb_role,
    // Inviting the number again renews the invitation: it was last sent then.
    createTime: row.update_time,
    expireTime: row.expire_time,
  };
}

/**
 * GET memberInvitation/mine: the open invitations to the caller's bound phone, newest first, but those to a
 * project in the recycle bin. They are the number's, so someone who registered the number after it was
 * invited sees them too.
 */
export async function myInvitations(db: Db, options: { userId: number; now: Date }): Promise<MemberInvitation[]> {
  const rows = await invitationsWithNames(db)
    .innerJoin('users as me', 'me.phone', 'i.phone')
    .where('me.id', '=', options.userId)
    .where('i.status', '=', 'pending')
    .where('i.expire_time', '>', options.now.toISOString())
    .where((eb) => eb.or([eb('i.project_id', 'is', null), eb('p.delete_time', 'is', null)]))
    .orderBy('i.update_time', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map(present);
}

/**
 * The title and text of `invited` messages, by invitation id: "You were invited to join" and "Ann invited
 * you to join the project “Apollo”".
 */
export async function invitationWords(
  db: Db,
  locale: Locale,
  invitationIds: readonly number[],
): Promise<Map<number, { title: string; text: string }>> {
  const words = new Map<number, { title: string; text: string }>();
  if (invitationIds.length === 0) return words;
  const rows = await invitationsWithNames(db).where('i.id', 'in', invitationIds).execute();
  for (const row of rows) {
    words.set(row.id, { title: NOTIFICATION_KIND_LABELS[locale].invited, text: invitationText(locale, present(row)) });
  }
  return words;
}
