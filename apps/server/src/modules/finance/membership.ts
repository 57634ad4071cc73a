import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderRecord } from './orderLog';

/**
 * When the buyer's running membership of this kind ends, or null when none runs (a plan is not a membership). Read by
 * quotes, settlement and the resource store alike; it imports no module that settles, so none of them forms a cycle.
 */
export async function currentMembershipEnd(
  db: Kysely<Database>,
  userId: number,
  kind: OrderRecord['product_kind'],
  now: Date,
): Promise<string | null> {
  if (kind === 'plan') return null;
  const row = await db
    .selectFrom('entitlements')
    .select((eb) => eb.fn.max('end_time').as('end_time'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  const end = row?.end_time ?? null;
  return end !== null && Date.parse(end) > now.getTime() ? end : null;
}
