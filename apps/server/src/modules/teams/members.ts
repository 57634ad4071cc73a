import {
  type AddTeamMemberBody,
  type BatchAddTeamMemberBody,
  type Locale,
  type MessageKey,
  type MessageParams,
  type PhoneAddAnswer,
  ResultCode,
  type TeamBatchAddData,
  type TeamMember,
  type TeamRole,
  canManageTeam,
  formatMessage,
  maskPhone,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, failure, forbidden, notFound } from '../../http/errors';
import { type AddByPhone, phoneAdder } from '../memberInvitations/addByPhone';
import { teamTarget } from '../memberInvitations/targets';
import { type Db, teamDepartments, requireDept, requireTeamAdmin, requireTeamMember } from './teamAccess';

interface Caller {
  callerId: number;
}
type Deps = Pick<AppDeps, 'db' | 'store' | 'config'>;

/**
 * GET /{product}/team/memberList: the whole team, or one department with its sub-departments. Phones are
 * shown whole to those who manage the team and to the person themself, masked to everyone else.
 */
export async function listMembers(
  db: Kysely<Database>,
  options: Caller & { teamId: number; deptId?: number },
): Promise<TeamMember[]> {
  const role = await requireTeamMember(db, options.teamId, options.callerId);
  let query = db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .leftJoin('team_departments', 'team_departments.id', 'team_members.department_id')
    .select([
      'users.id',
      'users.nick_name',
      'users.avatar',
      'users.phone',
      'team_members.department_id',
      'team_departments.name as dept_name',
      'team_members.role',
      'team_members.create_time',
    ])
    .where('team_members.team_id', '=', options.teamId)
    .orderBy('team_members.id');
  if (options.deptId !== undefined) {
    await requireDept(db, options.teamId, options.deptId);
    const depts = await teamDepartments.branch(db, options.teamId, options.deptId);
    query = query.where('team_members.department_id', 'in', depts);
  }
  const showPhones = canManageTeam(role);
  return (await query.execute()).map((row) => ({
    userId: row.id,
    nickName: row.nick_name,
    avatar: row.avatar,
    phone: row.phone === null ? '' : showPhones || row.id === options.callerId ? row.phone : maskPhone(row.phone),
    deptId: row.department_id,
    deptName: row.dept_name ?? '',
    role: row.role,
    joinTime: row.create_time,
  }));
}

async function checkedDept(db: Db, teamId: number, deptId: number | null | undefined): Promise<number | null> {
  if (deptId === undefined || deptId === null) return null;
  await requireDept(db, teamId, deptId);
  return deptId;
}

/** The adder of one team's calls: the caller must manage the team, the department must be the team's. */
async function teamPhoneAdder(
  deps: Deps,
  options: Caller & { teamId: number; deptId?: number | null | undefined; now: Date },
): Promise<AddByPhone> {
  await requireTeamAdmin(deps.db, options.teamId, options.callerId);
  const deptId = await checkedDept(deps.db, options.teamId, options.deptId);
  return phoneAdder(deps, { target: teamTarget(options.teamId, deptId), callerId: options.callerId, now: options.now });
}

/** POST /{product}/team/addMember: one contact by phone, as a plain member, or an invitation (ADR 0099). */
export async function addMember(
  deps: Deps,
  options: Caller & AddTeamMemberBody & { now: Date },
): Promise<PhoneAddAnswer> {
  const add = await teamPhoneAdder(deps, options);
  return add(options.phone);
}

/**
 * POST /{product}/team/batchAddMember: each phone is added, invited or refused on its own (DOMAIN.md batch
 * calls). Nothing refused answers 200, some refused answers 500201 with the reasons, nobody added or invited
 * answers "there is no person to add".
 */
export async function batchAddMembers(
  deps: Deps,
  options: Caller & BatchAddTeamMemberBody & { now: Date; locale: Locale },
): Promise<TeamBatchAddData> {
  const add = await teamPhoneAdder(deps, options);
  const result: TeamBatchAddData = { succeeded: [], invited: [], failed: [] };
  const seen = new Set<string>();
  // Nobody added because the caller's daily allowance ran out says so, not "there is no person to add".
  let overLimit: AppError | undefined;
  for (const [index, raw] of options.phoneArr.entries()) {
    const phone = raw.trim();
    const refuse = (key: MessageKey, params?: MessageParams) =>
      result.failed.push({ id: index, phone, msg: formatMessage(options.locale, key, params) });
    if (seen.has(phone)) {
      refuse('teamPhoneRepeated');
      continue;
    }
    seen.add(phone);
    try {
      const answer = await add(phone);
      if (answer.outcome === 'added') result.succeeded.push(answer.userId);
      else result.invited.push(phone);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.key === 'phoneAddDailyLimit') overLimit = error;
      refuse(error.key, error.params);
    }
  }
  if (result.succeeded.length + result.invited.length === 0) throw overLimit ?? failure('teamNobodyToAdd');
  if (result.failed.length > 0)
    throw new AppError(
      ResultCode.partial,
      'teamBatchPartial',
      { added: result.succeeded.length, invited: result.invited.length, failed: result.failed.length },
      result,
    );
  return result;
}

/** The member the request names, which must be in the team (404 otherwise, like any foreign id). */
async function requireMemberRow(db: Db, teamId: number, userId: number): Promise<{ id: number; role: TeamRole }> {
  const row = await db
    .selectFrom('team_members')
    .select(['id', 'role'])
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Who may change whom (ADR 0017): nobody removes the owner or changes the owner's role; an admin manages
 * plain members, and only the owner manages admins, so two admins cannot remove each other.
 */
function assertMayManage(callerRole: TeamRole, target: { role: TeamRole }): void {
  if (target.role === 'owner') throw failure('teamOwnerUntouchable');
  if (target.role === 'admin' && callerRole !== 'owner') throw forbidden();
}

/** POST /{product}/team/moveMember: into another department of the same team, or none. */
export async function moveMember(
  db: Kysely<Database>,
  options: Caller & { teamId: number; userId: number; deptId: number | null; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTeamAdmin(trx, options.teamId, options.callerId);
    const member = await requireMemberRow(trx, options.teamId, options.userId);
    const deptId = await checkedDept(trx, options.teamId, options.deptId);
    await trx
      .updateTable('team_members')
      .set({ department_id: deptId, update_time: options.now.toISOString() })
      .where('id', '=', member.id)
      .execute();
  });
}

/** POST /{product}/team/setMemberRole: admin or member. */
export async function setMemberRole(
  db: Kysely<Database>,
  options: Caller & { teamId: number; userId: number; role: 'admin' | 'member'; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const callerRole = await requireTeamAdmin(trx, options.teamId, options.callerId);
    const member = await requireMemberRow(trx, options.teamId, options.userId);
    assertMayManage(callerRole, member);
    await trx
      .updateTable('team_members')
      .set({ role: options.role, update_time: options.now.toISOString() })
      .where('id', '=', member.id)
      .execute();
  });
}

/** POST /{product}/team/removeMember. */
export async function removeMember(
  db: Kysely<Database>,
  options: Caller & { teamId: number; userId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const callerRole = await requireTeamAdmin(trx, options.teamId, options.callerId);
    const member = await requireMemberRow(trx, options.teamId, options.userId);
    assertMayManage(callerRole, member);
    await trx.deleteFrom('team_members').where('id', '=', member.id).execute();
  });
}

/** POST /{product}/team/quitTeam: anyone but the owner leaves (the owner deletes the team instead). */
export async function quitTeam(db: Kysely<Database>, options: Caller & { teamId: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const role = await requireTeamMember(trx, options.teamId, options.callerId);
    if (role === 'owner') throw failure('teamOwnerCannotQuit');
    await trx
      .deleteFrom('team_members')
      .where('team_id', '=', options.teamId)
      .where('user_id', '=', options.callerId)
      .execute();
  });
}
