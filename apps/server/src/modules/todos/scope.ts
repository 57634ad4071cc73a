import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Which projects the to-do lists read (issue 11). Projects in the recycle bin or archived (read-only)
 * hold no work anyone can do, so they are left out, as they are from the project list.
 */
export function liveProjectsOf(db: Db, userId: number) {
  return db
    .selectFrom('project_users as pu')
    .innerJoin('projects as p', 'p.id', 'pu.project_id')
    .select('pu.project_id')
    .where('pu.user_id', '=', userId)
    .where('p.delete_time', 'is', null)
    .where('p.archived', '=', 0);
}

/** The live projects the caller administers (owner or admin): where they may read members' to-dos. */
export function managedProjectsOf(db: Db, userId: number) {
  return liveProjectsOf(db, userId).where('pu.role', 'in', ['owner', 'admin']);
}
