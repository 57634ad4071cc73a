import { TEAM_NAME_MAX_BYTES, type TeamRole, canManageTeam, teamNameProblem } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import { orderedTree } from '../../db/orderedTree';
import type { Database } from '../../db/schema';
import { failure, forbidden, notFound } from '../../http/errors';

/** Services take the database or a transaction of it. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * The object-level check behind `team:member` and `team:admin` (http/access.ts): the caller's role on the
 * very team the request names. A non-member gets 404 so that a team's existence is never revealed.
 */
export async function requireTeamMember(db: Db, teamId: number, callerId: number): Promise<TeamRole> {
  const row = await db
    .selectFrom('team_members')
    .select('role')
    .where('team_id', '=', teamId)
    .where('user_id', '=', callerId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.role;
}

/** Members without the owner or admin role get 403 (DOMAIN.md). */
export async function requireTeamAdmin(db: Db, teamId: number, callerId: number): Promise<TeamRole> {
  const role = await requireTeamMember(db, teamId, callerId);
  if (!canManageTeam(role)) throw forbidden();
  return role;
}

/** A department id must belong to the team the request names; any other id is 404 as well. */
export async function requireDept(
  db: Db,
  teamId: number,
  deptId: number,
): Promise<{ id: number; parentId: number | null }> {
  const row = await db
    .selectFrom('team_departments')
    .select(['id', 'parent_id'])
    .where('id', '=', deptId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { id: row.id, parentId: row.parent_id };
}

/** The trimmed name, or the localised reason it is refused (same rule as the web form). */
export function checkedName(name: string): string {
  const problem = teamNameProblem(name);
  if (problem === 'required') throw failure('teamNameRequired');
  if (problem === 'tooLong') throw failure('teamNameTooLong', { max: TEAM_NAME_MAX_BYTES });
  if (problem === 'invalidChars') throw failure('teamNameInvalidChars');
  return name.trim();
}

/** The departments of the teams, one ordered tree per team. */
export const teamDepartments = orderedTree('team_departments');
