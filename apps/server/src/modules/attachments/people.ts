import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The names people go by in one project: their member alias (spec point 3 "Project user"), else their
 * nickname once they have left it. Answers a name for every id asked that exists.
 */
export async function projectNames(
  db: Executor,
  projectId: number,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('project_users', (join) =>
      join.onRef('project_users.user_id', '=', 'users.id').on('project_users.project_id', '=', projectId),
    )
    .select(['users.id', 'users.nick_name', 'project_users.alias'])
    .where('users.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.alias || row.nick_name]));
}
