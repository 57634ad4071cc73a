import type { ManagedMember } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pendingCountsByPerson } from '../issues/pending';
import { projectAccess } from '../projects/policy';
import { managedProjectsOf } from './scope';

type Db = Kysely<Database>;

/**
 * GET getAllProjectUserList (issue 11, "members' to-dos"): everyone in the projects the caller
 * administers, with how many issues wait on each there. Three grouped counts (as handler, verifier,
 * re-reviewer) instead of one query per member; a person waits in one role per issue, so they add up.
 */
export async function managedMembers(db: Db, managerId: number): Promise<ManagedMember[]> {
  const managed = managedProjectsOf(db, managerId);
  const memberships = await db
    .selectFrom('project_users as pu')
    .innerJoin('projects as p', 'p.id', 'pu.project_id')
    .innerJoin('users as u', 'u.id', 'pu.user_id')
    .select(['pu.user_id', 'pu.project_id', 'p.name as project_name', 'u.nick_name', 'u.avatar'])
    .where('pu.project_id', 'in', managed)
    .orderBy('p.name')
    .orderBy('pu.project_id')
    .execute();
  if (memberships.length === 0) return [];
  const counts = await pendingCountsByPerson(db, managed, ['handler', 'creator', 'reviewer']);
  const members = new Map<number, ManagedMember>();
  for (const row of memberships) {
    const member = members.get(row.user_id) ?? {
      userId: row.user_id,
      nickName: row.nick_name,
      avatar: row.avatar,
      count: 0,
      projects: [],
    };
    member.projects.push({ projectId: row.project_id, projectName: row.project_name });
    members.set(row.user_id, member);
  }
  return [...members.values()]
    .map((member) => {
      // Issues of a project the member has left are counted by the project's hand-over, not here.
      const count = counts.get(member.userId) ?? 0;
      return { ...member, count };
    })
    .sort((a, b) => b.count - a.count || a.nickName.localeCompare(b.nickName) || a.userId - b.userId);
}

/**
 * The object check of the members' to-do calls: the member must share a live project with the caller
 * in which the caller is owner or admin, else 404 (their existence is not revealed). A named project is
 * checked as any project call is: 404 to a non-member, 403 to a member without the admin role.
 */
export async function assertManagedMember(
  db: Db,
  options: { managerId: number; userId: number; projectId?: number | undefined },
): Promise<void> {
  if (options.projectId !== undefined) {
    await projectAccess(db, { projectId: options.projectId, userId: options.managerId, atLeast: 'admin' });
  }
  let query = db
    .selectFrom('project_users as pu')
    .select('pu.project_id')
    .where('pu.user_id', '=', options.userId)
    .where('pu.project_id', 'in', managedProjectsOf(db, options.managerId));
  if (options.projectId !== undefined) query = query.where('pu.project_id', '=', options.projectId);
  if (!(await query.executeTakeFirst())) throw notFound();
}
