import {
  type MemberCandidate,
  maskPhone,
  type ProjectMember,
  type ProjectMembersData,
  hasProjectRole,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { memberLimitState } from '../projects/memberLimit';
import { projectAccess } from '../projects/policy';
import { teamMembersForImport } from '../teams/importMembers';
import { pendingWorkByMember } from './pendingWork';

const roleOrder = { owner: 0, admin: 1, member: 2 } as const;

/** Spec point 7 getProjectUserList: the members with roles and pending work, and the member-limit state. */
export async function listMembers(
  db: Kysely<Database>,
  options: { projectId: number; userId: number; now: Date },
): Promise<ProjectMembersData> {
  const access = await projectAccess(db, { ...options, atLeast: 'member' });
  const seesPhones = hasProjectRole(access.role, 'admin');
  const rows = await db
    .selectFrom('project_users as pu')
    .innerJoin('users as u', 'u.id', 'pu.user_id')
    .select(['pu.user_id', 'pu.alias', 'pu.role', 'pu.create_time', 'u.nick_name', 'u.avatar', 'u.phone'])
    .where('pu.project_id', '=', options.projectId)
    .orderBy('pu.create_time')
    .orderBy('pu.id')
    .execute();
  const pending = await pendingWorkByMember(db, options.projectId);
  const members: ProjectMember[] = rows
    .map((row) => ({
      userId: row.user_id,
      userName: row.alias,
      nickName: row.nick_name,
      avatar: row.avatar,
      phonenumber: seesPhones ? (row.phone ?? '') : maskPhone(row.phone),
      role: row.role,
      createTime: row.create_time,
      pendingCount: pending.get(row.user_id) ?? 0,
    }))
    .sort((a, b) => roleOrder[a.role] - roleOrder[b.role]);
  return { members, limit: await memberLimitState(db, access.project, options.now) };
}

/**
 * People of another project the caller belongs to who are not yet in the current one (spec point 7
 * getProjectUserListByTwoProId). The caller must be an admin of the current project and a member of the
 * other; the phones are masked, since the caller is not necessarily an admin there.
 */
export async function candidatesFromProject(
  db: Kysely<Database>,
  options: { mainProId: number; currentProId: number; userId: number },
): Promise<MemberCandidate[]> {
  await projectAccess(db, { projectId: options.currentProId, userId: options.userId, atLeast: 'admin' });
  await projectAccess(db, { projectId: options.mainProId, userId: options.userId, atLeast: 'member' });
  const rows = await db
    .selectFrom('project_users as pu')
    .innerJoin('users as u', 'u.id', 'pu.user_id')
    .select(['u.id', 'u.nick_name', 'u.avatar', 'u.phone'])
    .where('pu.project_id', '=', options.mainProId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('project_users as here')
            .select('here.id')
            .whereRef('here.user_id', '=', 'pu.user_id')
            .where('here.project_id', '=', options.currentProId),
        ),
      ),
    )
    .orderBy('pu.id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    nickName: row.nick_name,
    avatar: row.avatar,
    phonenumber: maskPhone(row.phone),
  }));
}

/**
 * People of a team (or one department and its sub-departments) who are not yet in the project (spec
 * point 7 getTeamUserListByTwoProId): the caller must be an admin of the project and a member of the team.
 */
export async function candidatesFromTeam(
  db: Kysely<Database>,
  options: { teamId: number; deptId?: number; currentProId: number; userId: number },
): Promise<MemberCandidate[]> {
  await projectAccess(db, { projectId: options.currentProId, userId: options.userId, atLeast: 'admin' });
  const people = await teamMembersForImport(db, {
    teamId: options.teamId,
    departmentId: options.deptId,
    callerId: options.userId,
  });
  const members = await db
    .selectFrom('project_users')
    .select('user_id')
    .where('project_id', '=', options.currentProId)
    .execute();
  const inProject = new Set(members.map((member) => member.user_id));
  return people
    .filter((person) => !inProject.has(person.userId))
    .map((person) => ({
      userId: person.userId,
      nickName: person.nickName,
      avatar: person.avatar,
      phonenumber: maskPhone(person.phone),
    }));
}
