import type { PointsSource } from '@questline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';

/** One change of a person's points, as the ledger keeps it (ADR 0111). */
export interface PointsEntry {
  userId: number;
  /** Signed; a debit past the balance is refused. */
  points: number;
  source: PointsSource;
  reason: string;
  orderId?: number;
  refId?: number;
  at: string;
}

/**
 * Writes one ledger entry and moves the balance by it, inside the caller's transaction: a conditional update keeps
 * the balance from going below zero (no row updated: "not enough points", nothing written) and answers the balance
 * after it, which the entry records. Concurrent writers of one person queue on the user row's lock (PostgreSQL) or
 * on the single writer (SQLite), so no two entries see the same balance. Answers the entry's id and balance.
 */
export async function postPoints(
  trx: Transaction<Database>,
  entry: PointsEntry,
): Promise<{ entryId: number; balance: number }> {
  const moved = await trx
    .updateTable('users')
    .set((eb) => ({ points: eb('points', '+', entry.points) }))
    .where('id', '=', entry.userId)
    .where((eb) => eb(eb('points', '+', entry.points), '>=', 0))
    .returning('points')
    .executeTakeFirst();
  if (!moved) throw failure('pointsNotEnough');
  const written = await trx
    .insertInto('points_ledger')
    .values({
      user_id: entry.userId,
      points: entry.points,
      source: entry.source,
      reason: entry.reason,
      order_id: entry.orderId ?? null,
      ref_id: entry.refId ?? entry.orderId ?? null,
      balance_after: moved.points,
      create_time: entry.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { entryId: written.id, balance: moved.points };
}
