import { type InvitationRow, invitationPoints, maskPhone } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { postPoints } from './ledger';

/**
 * A person registered through `inviterId`'s link (spec point 9): the inviter earns 10 points, 30 for every tenth
 * invitee. The count is taken by one conditional update of the inviter's row, so two registrations at once get
 * the ninth and the tenth, never both the tenth. Runs in the registration's transaction.
 */
export async function rewardInvitation(
  trx: Transaction<Database>,
  input: { inviterId: number; inviteeId: number; at: string },
): Promise<void> {
  const counted = await trx
    .updateTable('users')
    .set((eb) => ({ invitee_count: eb('invitee_count', '+', 1) }))
    .where('id', '=', input.inviterId)
    .returning('invitee_count')
    .executeTakeFirstOrThrow();
  await postPoints(trx, {
    userId: input.inviterId,
    points: invitationPoints(counted.invitee_count),
    source: 'invitation',
    reason: 'invitation',
    refId: input.inviteeId,
    at: input.at,
  });
}

/** invitationList: the people the caller invited, newest first, each with the points their registration earned. */
export async function listInvitees(
  db: Kysely<Database>,
  input: { userId: number; pageNum: number; pageSize: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const invitees = db.selectFrom('users').where('invited_by', '=', input.userId);
  const [records, counted] = await Promise.all([
    invitees
      .leftJoin('points_ledger', (join) =>
        join
          .onRef('points_ledger.ref_id', '=', 'users.id')
          .on('points_ledger.source', '=', 'invitation')
          .on('points_ledger.user_id', '=', input.userId),
      )
      .select(['users.id', 'users.phone', 'users.create_time', 'points_ledger.points'])
      .orderBy('users.id', 'desc')
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize)
      .execute(),
    invitees.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: records.map((record) => ({
      id: record.id,
      newUserPhone: maskPhone(record.phone),
      createTime: record.create_time,
      number: record.points ?? 0,
    })),
    total: Number(counted.total),
  };
}

/** invitationPeopleCount: how many registered through the caller's link. */
export async function inviteeCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('invitee_count').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.invitee_count;
}
