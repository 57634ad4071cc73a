import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whether two people already share a project (not in the recycle bin) or a team. Each already sees the
 * other's name and avatar in a member list there, so adding one by phone reveals nothing new and needs
 * no invitation (ADR 0099).
 */
export async function areContacts(db: Kysely<Database>, userId: number, otherId: number): Promise<boolean> {
  const project = await db
    .selectFrom('project_users as mine')
    .innerJoin('project_users as theirs', 'theirs.project_id', 'mine.project_id')
    .innerJoin('projects', 'projects.id', 'mine.project_id')
    .select('mine.project_id')
    .where('mine.user_id', '=', userId)
    .where('theirs.user_id', '=', otherId)
    .where('projects.delete_time', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (project) return true;
  const team = await db
    .selectFrom('team_members as mine')
    .innerJoin('team_members as theirs', 'theirs.team_id', 'mine.team_id')
    .select('mine.team_id')
    .where('mine.user_id', '=', userId)
    .where('theirs.user_id', '=', otherId)
    .limit(1)
    .executeTakeFirst();
  return team !== undefined;
}
