import { randomBytes, randomInt } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import { hashPassword } from '../modules/account/passwords';
import { createSession } from '../modules/account/sessions';
import { createProject } from '../modules/projects/createProject';

export interface BuiltUser {
  id: number;
  userName: string;
}

/**
 * Phones of built users: consecutive from a random start, so a file that builds hundreds of users (a permission
 * matrix builds a world per route) never draws the same number twice, as a random one each did once in a CI run.
 */
let phoneCounter = randomInt(0, 100_000_000);
function nextPhone(): string {
  phoneCounter = (phoneCounter + 1) % 100_000_000;
  return `139${String(phoneCounter).padStart(8, '0')}`;
}

/** A user with sensible defaults; pass only what the test is about. `password` is stored hashed. */
export async function buildUser(
  db: Kysely<Database>,
  options: Partial<Insertable<UserTable>> & { password?: string } = {},
): Promise<BuiltUser> {
  const { password, ...overrides } = options;
  const now = new Date().toISOString();
  const suffix = randomBytes(4).toString('hex');
  const row = await db
    .insertInto('users')
    .values({
      user_name: `user_${suffix}`,
      nick_name: `Tester ${suffix}`,
      phone: nextPhone(),
      create_time: now,
      update_time: now,
      password_hash: password === undefined ? null : await hashPassword(password),
      ...overrides,
    })
    .returning(['id', 'user_name'])
    .executeTakeFirstOrThrow();
  return { id: row.id, userName: row.user_name };
}

/**
 * A session for the user; returns the bearer token the client would hold. Tests on a moved clock pass
 * `now` so that the session is live at that clock's time.
 */
export function signIn(
  db: Kysely<Database>,
  userId: number,
  options: { ttlMs?: number; now?: Date } = {},
): Promise<string> {
  return createSession(db, { userId, ttlMs: options.ttlMs ?? 3_600_000, now: options.now });
}

/** A project made the way the create call makes it; `members` join with the given roles. */
export async function buildProject(
  db: Kysely<Database>,
  options: { ownerId: number; name?: string; members?: { userId: number; role?: 'admin' | 'member' }[] },
): Promise<number> {
  const now = new Date();
  const projectId = await createProject(db, {
    ownerId: options.ownerId,
    name: options.name ?? `Project ${randomBytes(3).toString('hex')}`,
    description: '',
    image: '',
    now,
  });
  for (const member of options.members ?? []) {
    await db
      .insertInto('project_users')
      .values({
        project_id: projectId,
        user_id: member.userId,
        role: member.role ?? 'member',
        alias: `Member ${String(member.userId)}`,
        create_time: now.toISOString(),
        update_time: now.toISOString(),
      })
      .execute();
  }
  return projectId;
}

/** The project's `updateTime` as its settings would load it now, which an edit of them carries. */
export async function projectUpdateTime(db: Kysely<Database>, projectId: number): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('update_time')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.update_time;
}

export interface BuiltTeam {
  id: number;
  ownerId: number;
}

/** A team with its owner's member row, as POST team/addTeam makes it. */
export async function buildTeam(db: Kysely<Database>, options: { ownerId: number; name?: string }): Promise<BuiltTeam> {
  const now = new Date().toISOString();
  const team = await db
    .insertInto('teams')
    .values({
      name: options.name ?? `Team ${randomBytes(3).toString('hex')}`,
      owner_id: options.ownerId,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addTeamMember(db, { teamId: team.id, userId: options.ownerId, role: 'owner' });
  return { id: team.id, ownerId: options.ownerId };
}

/** A department at the end of its parent's children (`parentId` absent: top level). */
export async function buildDept(
  db: Kysely<Database>,
  options: { teamId: number; parentId?: number; name?: string; sort?: number },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('team_departments')
    .values({
      team_id: options.teamId,
      parent_id: options.parentId ?? null,
      name: options.name ?? `Dept ${randomBytes(3).toString('hex')}`,
      sort: options.sort ?? 0,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addTeamMember(
  db: Kysely<Database>,
  options: { teamId: number; userId: number; role?: 'owner' | 'admin' | 'member'; deptId?: number | null },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('team_members')
    .values({
      team_id: options.teamId,
      user_id: options.userId,
      department_id: options.deptId ?? null,
      role: options.role ?? 'member',
      create_time: now,
      update_time: now,
    })
    .execute();
}
