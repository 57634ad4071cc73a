import { MEMBER_INVITATION_TTL_DAYS } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MembershipTarget } from './targets';

/** The invitation column that names each kind of target; with the phone it is unique (migration 0021). */
export const TARGET_COLUMN = { project: 'project_id', team: 'team_id', knowledge: 'kb_id' } as const;

/**
 * Invites a phone number to the target, or renews its invitation there (a new inviter, role or department
 * and a fresh expiry). The number's holder, when there is one, gets a personal message, unless the
 * invitation was already waiting for them: asking again must not flood their messages. Whether there is a
 * holder changes nothing the inviter can see (ADR 0099).
 */
export async function sendInvitation(
  db: Kysely<Database>,
  options: { target: MembershipTarget; phone: string; inviterId: number; inviteeId: number | undefined; now: Date },
): Promise<void> {
  const { target, phone, now } = options;
  const time = now.toISOString();
  const written = {
    ...target.columns,
    inviter_id: options.inviterId,
    status: 'pending' as const,
    expire_time: new Date(now.getTime() + MEMBER_INVITATION_TTL_DAYS * 86_400_000).toISOString(),
    update_time: time,
  };
  const column = TARGET_COLUMN[target.kind];
  await db.transaction().execute(async (trx) => {
    const earlier = await trx
      .selectFrom('member_invitations')
      .select(['id', 'status', 'expire_time'])
      .where(column, '=', target.id)
      .where('phone', '=', phone)
      .executeTakeFirst();
    let invitationId: number;
    if (earlier) {
      await trx.updateTable('member_invitations').set(written).where('id', '=', earlier.id).execute();
      if (earlier.status === 'pending' && earlier.expire_time > time) return;
      invitationId = earlier.id;
    } else {
      // A twin request that inserted first has sent the message already.
      const inserted = await trx
        .insertInto('member_invitations')
        .values({ ...written, phone, create_time: time })
        .onConflict((conflict) => conflict.columns([column, 'phone']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return;
      invitationId = inserted.id;
    }
    if (options.inviteeId === undefined) return;
    await trx
      .insertInto('user_messages')
      .values({
        user_id: options.inviteeId,
        kind: 'invited',
        project_id: null,
        question_id: null,
        question_number: 0,
        question_title: '',
        operator_id: options.inviterId,
        invitation_id: invitationId,
        create_time: time,
      })
      .execute();
  });
}
