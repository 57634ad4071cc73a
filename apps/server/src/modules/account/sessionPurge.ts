import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Ended or expired sessions are kept this long, so a stale token still gets the right 401 message. */
export const SESSION_RETENTION_MS = 30 * 86_400_000;
/** How often each server instance sweeps; the delete is idempotent, so instances need not agree. */
export const SESSION_PURGE_INTERVAL_MS = 3_600_000;

/** Deletes sessions that ended or expired more than the retention ago; answers how many went. */
export async function purgeStaleSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_RETENTION_MS).toISOString();
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('end_time', '<', cutoff), eb('expire_time', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
