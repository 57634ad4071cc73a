import type { PointsEntryRow } from '@questline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type AuditActor, recordAudit } from '../admin/auditLog';

/**
 * The audit line of a points change a platform administrator made (issue 35), in the ledger entry's transaction:
 * the person's balance before and after, and the entry that moved it.
 */
export async function auditPointsChange(
  trx: Transaction<Database>,
  input: {
    actor: AuditActor;
    action: 'pointsAdjust' | 'pointsAmend' | 'pointsReverse';
    entry: PointsEntryRow;
    now: Date;
  },
): Promise<void> {
  const { entry } = input;
  // The user name, as every line about a person is labelled (the entry carries the display name).
  const person = await trx
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', entry.userId)
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actor: input.actor,
    action: input.action,
    targetType: 'user',
    targetId: entry.userId,
    targetLabel: person.user_name,
    before: { balance: entry.balanceAfter - entry.points },
    after: { balance: entry.balanceAfter, points: entry.points, reason: entry.reason, entryId: entry.id },
    now: input.now,
  });
}
