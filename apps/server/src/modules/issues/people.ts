import type { UserRef } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Names of people as the project shows them: the member's alias in the project (spec point 3 "Project
 * user: display name"), or the nickname of someone who has since left it.
 */
export async function peopleNames(db: Db, projectId: number, userIds: Iterable<number>): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('project_users as pu', (join) =>
      join.onRef('pu.user_id', '=', 'u.id').on('pu.project_id', '=', projectId),
    )
    .select(['u.id', 'u.nick_name', 'pu.alias'])
    .where('u.id', 'in', ids)
    .execute();
  for (const row of rows) names.set(row.id, row.alias ?? row.nick_name);
  return names;
}

export function refOf(names: Map<number, string>, userId: number): UserRef {
  return { userId, name: names.get(userId) ?? '' };
}
