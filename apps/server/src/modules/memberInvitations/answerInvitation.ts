import { type InvitationAccepted, ResultCode } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, failure, notFound } from '../../http/errors';
import { targetOf } from './targets';

type Db = Kysely<Database>;

/**
 * The invitation the id names, when it was sent to the caller's bound phone: anyone else's id answers 404
 * like an unknown one, so only the invitee answers an invitation (DESIGN.md object-level authorization).
 */
async function ownInvitation(db: Db, userId: number, invitationId: number) {
  const row = await db
    .selectFrom('member_invitations as i')
    .innerJoin('users as me', 'me.phone', 'i.phone')
    .selectAll('i')
    .where('i.id', '=', invitationId)
    .where('me.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The invitation leaves `pending` once; a lapsed, answered or raced one is no longer valid. */
async function answer(
  db: Db,
  options: { invitationId: number; userId: number; now: Date; status: 'accepted' | 'declined' },
  alsoInside: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const time = options.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('member_invitations')
      .set({ status: options.status, update_time: time })
      .where('id', '=', options.invitationId)
      .where('status', '=', 'pending')
      .where('expire_time', '>', time)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) throw failure('invitationNoLongerValid');
    await alsoInside(trx);
    // The message that announced it has been dealt with.
    await trx
      .updateTable('user_messages')
      .set({ is_read: 1 })
      .where('invitation_id', '=', options.invitationId)
      .where('user_id', '=', options.userId)
      .execute();
  });
}

/**
 * POST memberInvitation/accept: joins as the invitation says (the project's member limit, the team's
 * department, the knowledge base's role). The inviter must still be allowed to add people there: an admin
 * who lost the role, or a target gone or in the recycle bin, leaves the invitation no longer valid.
 */
export async function acceptInvitation(
  db: Db,
  options: { invitationId: number; userId: number; now: Date },
): Promise<InvitationAccepted> {
  const invitation = await ownInvitation(db, options.userId, options.invitationId);
  const target = targetOf(invitation);
  try {
    await target.assertMayAdd(db, invitation.inviter_id, options.now);
  } catch (error) {
    const lostRight =
      error instanceof AppError && (error.code === ResultCode.notFound || error.code === ResultCode.forbidden);
    throw lostRight ? failure('invitationNoLongerValid') : error;
  }
  await answer(db, { ...options, status: 'accepted' }, async (trx) => {
    if (!(await target.isMember(trx, options.userId))) await target.add(trx, options.userId, options.now);
  });
  return { target: target.kind, targetId: target.id };
}

/** POST memberInvitation/decline: the inviter is not told, so declining reveals no more than silence. */
export async function declineInvitation(
  db: Db,
  options: { invitationId: number; userId: number; now: Date },
): Promise<void> {
  await ownInvitation(db, options.userId, options.invitationId);
  await answer(db, { ...options, status: 'declined' }, () => Promise.resolve());
}
