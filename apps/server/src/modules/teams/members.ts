import {
  type AddTeamMemberBody,
  type BatchAddTeamMemberBody,
  type Locale,
  type MessageKey,
  type MessageParams,
  PHONE_PATTERN,
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
import { AppError, failure, forbidden, notFound } from '../../http/errors';
import { type Db, deptWithDescendants, requireDept, requireTeamAdmin, requireTeamMember } from './teamAccess';

interface Caller {
  callerId: number;
}

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
    const depts = await deptWithDescendants(db, options.teamId, options.deptId);
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

class AddRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}

/** Finds the user behind a phone and adds them, or says why not; the caller already holds the admin role. */
async function addOne(
  db: Db,
  options: { teamId: number; phone: string; deptId: number | null; time: string },
): Promise<number> {
  const phone = options.phone.trim();
  if (!PHONE_PATTERN.test(phone)) throw new AddRefused('teamPhoneInvalid');
  const user = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (!user) throw new AddRefused('teamPhoneUnknown', { phone });
  const existing = await db
    .selectFrom('team_members')
    .select('id')
    .where('team_id', '=', options.teamId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (existing) throw new AddRefused('teamAlreadyMember');
  await db
    .insertInto('team_members')
    .values({
      team_id: options.teamId,
      user_id: user.id,
      department_id: options.deptId,
      role: 'member',
      create_time: options.time,
      update_time: options.time,
    })
    .execute();
  return user.id;
}

async function checkedDept(db: Db, teamId: number, deptId: number | null | undefined): Promise<number | null> {
  if (deptId === undefined || deptId === null) return null;
  await requireDept(db, teamId, deptId);
  return deptId;
}

/** POST /{product}/team/addMember: one person by phone, as a plain member. */
export async function addMember(
  db: Kysely<Database>,
  options: Caller & AddTeamMemberBody & { now: Date },
): Promise<{ userId: number }> {
  return db.transaction().execute(async (trx) => {
    await requireTeamAdmin(trx, options.teamId, options.callerId);
    const deptId = await checkedDept(trx, options.teamId, options.deptId);
    try {
      const userId = await addOne(trx, { ...options, deptId, time: options.now.toISOString() });
      return { userId };
    } catch (error) {
      if (error instanceof AddRefused) throw failure(error.key, error.params);
      throw error;
    }
  });
}

/**
 * POST /{product}/team/batchAddMember: each phone succeeds or fails on its own (DOMAIN.md batch calls).
 * Everything added answers 200, some answers 500201 with the reasons, none answers "there is no person to add".
 */
export async function batchAddMembers(
  db: Kysely<Database>,
  options: Caller & BatchAddTeamMemberBody & { now: Date; locale: Locale },
): Promise<TeamBatchAddData> {
  const result = await db.transaction().execute(async (trx) => {
    await requireTeamAdmin(trx, options.teamId, options.callerId);
    const deptId = await checkedDept(trx, options.teamId, options.deptId);
    const data: TeamBatchAddData = { succeeded: [], failed: [] };
    const seen = new Set<string>();
    const time = options.now.toISOString();
    for (const [index, raw] of options.phoneArr.entries()) {
      const phone = raw.trim();
      try {
        if (seen.has(phone)) throw new AddRefused('teamPhoneRepeated');
        seen.add(phone);
        data.succeeded.push(await addOne(trx, { teamId: options.teamId, phone, deptId, time }));
      } catch (error) {
        if (!(error instanceof AddRefused)) throw error;
        data.failed.push({ id: index, phone, msg: formatMessage(options.locale, error.key, error.params) });
      }
    }
    return data;
  });
  if (result.succeeded.length === 0) throw failure('teamNobodyToAdd');
  if (result.failed.length > 0)
    throw new AppError(
      ResultCode.partial,
      'teamBatchPartial',
      { added: result.succeeded.length, failed: result.failed.length },
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
