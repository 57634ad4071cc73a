import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { teamDepartments, requireDept, requireTeamMember } from './teamAccess';

export interface ImportableTeamMember {
  userId: number;
  nickName: string;
  avatar: string;
  phone: string | null;
}

/**
 * The people of a team, or of one department and its sub-departments, for importing into a project
 * (spec point 7 getTeamUserListByTwoProId). Answers 404 unless the caller is a member of the team; the
 * project side decides who may import into the project.
 */
export async function teamMembersForImport(
  db: Kysely<Database>,
  options: { teamId: number; departmentId?: number; callerId: number },
): Promise<ImportableTeamMember[]> {
  await requireTeamMember(db, options.teamId, options.callerId);
  let query = db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['users.id', 'users.nick_name', 'users.avatar', 'users.phone'])
    .where('team_members.team_id', '=', options.teamId)
    .orderBy('team_members.id');
  if (options.departmentId !== undefined) {
    await requireDept(db, options.teamId, options.departmentId);
    const depts = await teamDepartments.branch(db, options.teamId, options.departmentId);
    query = query.where('team_members.department_id', 'in', depts);
  }
  const rows = await query.execute();
  return rows.map((row) => ({ userId: row.id, nickName: row.nick_name, avatar: row.avatar, phone: row.phone }));
}
