import type { TeamSummary } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, forbidden } from '../../http/errors';
import { checkedName, requireTeamAdmin } from './teamAccess';

/** GET /{product}/team/myTeamList: every team the caller is in, oldest first, with the caller's role. */
export async function listMyTeams(db: Kysely<Database>, callerId: number): Promise<TeamSummary[]> {
  const rows = await db
    .selectFrom('team_members as mine')
    .innerJoin('teams', 'teams.id', 'mine.team_id')
    .innerJoin('users as owner', 'owner.id', 'teams.owner_id')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.owner_id',
      'owner.nick_name as owner_nick_name',
      'mine.role',
      'teams.create_time',
      'teams.update_time',
      eb
        .selectFrom('team_members as all_members')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('all_members.team_id', '=', 'teams.id')
        .as('member_count'),
    ])
    .where('mine.user_id', '=', callerId)
    .orderBy('teams.id')
    .execute();
  return rows.map((row) => ({
    teamId: row.id,
    name: row.name,
    ownerId: row.owner_id,
    ownerNickName: row.owner_nick_name,
    role: row.role,
    memberCount: Number(row.member_count ?? 0),
    createTime: row.create_time,
    updateTime: row.update_time,
  }));
}

/** POST /{product}/team/addTeam: the creator becomes the owner, in no department. */
export async function createTeam(
  db: Kysely<Database>,
  options: { callerId: number; name: string; now: Date },
): Promise<{ teamId: number }> {
  const name = checkedName(options.name);
  const time = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const team = await trx
      .insertInto('teams')
      .values({ name, owner_id: options.callerId, create_time: time, update_time: time })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('team_members')
      .values({
        team_id: team.id,
        user_id: options.callerId,
        department_id: null,
        role: 'owner',
        create_time: time,
        update_time: time,
      })
      .execute();
    return { teamId: team.id };
  });
}

/** POST /{product}/team/updateTeam: owners and admins rename. */
export async function renameTeam(
  db: Kysely<Database>,
  options: { callerId: number; teamId: number; name: string; now: Date },
): Promise<void> {
  await requireTeamAdmin(db, options.teamId, options.callerId);
  const name = checkedName(options.name);
  await db
    .updateTable('teams')
    .set({ name, update_time: options.now.toISOString() })
    .where('id', '=', options.teamId)
    .execute();
}

/**
 * POST /{product}/team/deleteTeam: the owner only, and only an empty team: no departments and nobody but the
 * owner (spec point 8), so a team never disappears under the people in it.
 */
export async function deleteTeam(db: Kysely<Database>, options: { callerId: number; teamId: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const role = await requireTeamAdmin(trx, options.teamId, options.callerId);
    if (role !== 'owner') throw forbidden();
    const dept = await trx
      .selectFrom('team_departments')
      .select('id')
      .where('team_id', '=', options.teamId)
      .executeTakeFirst();
    const other = await trx
      .selectFrom('team_members')
      .select('id')
      .where('team_id', '=', options.teamId)
      .where('user_id', '!=', options.callerId)
      .executeTakeFirst();
    if (dept || other) throw failure('teamHasChildrenOrMembers');
    await trx.deleteFrom('team_members').where('team_id', '=', options.teamId).execute();
    await trx.deleteFrom('teams').where('id', '=', options.teamId).execute();
  });
}
