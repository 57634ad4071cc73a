import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';

/**
 * The person an administration call names (issue 35): real people only. The live demo's people are their
 * sandbox's to remove (ADR 0121) and answer 404 here, as they are missing from the accounts list.
 */
export async function personOf(db: Kysely<Database> | Transaction<Database>, userId: number) {
  const person = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'disabled', 'is_platform_admin', 'version_code', 'vip_end_time'])
    .where('id', '=', userId)
    .where('demo_sandbox_id', 'is', null)
    .executeTakeFirst();
  if (!person) throw notFound();
  return person;
}
