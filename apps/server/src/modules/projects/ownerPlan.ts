import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** DOMAIN.md "Plan limits": a project's limits follow its owner's plan; an owner who is gone counts as Free. */
export async function ownerVersionCode(db: Kysely<Database>, ownerId: number): Promise<number> {
  const owner = await db.selectFrom('users').select('version_code').where('id', '=', ownerId).executeTakeFirst();
  return owner?.version_code ?? 0;
}
