import type { ImPerson } from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import { containsPattern } from '../../db/containsText';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The ids among `candidates` who share a live project or a team with `userId` (docs/DOMAIN.md "Messaging"). */
export async function connectedAmong(db: Db, userId: number, candidates: readonly number[]): Promise<Set<number>> {
  if (candidates.length === 0) return new Set();
  const wanted = [...new Set(candidates)];
  const rows = await db
    .selectFrom('project_users as theirs')
    .innerJoin('project_users as mine', 'mine.project_id', 'theirs.project_id')
    .innerJoin('projects', 'projects.id', 'mine.project_id')
    .select('theirs.user_id')
    .where('mine.user_id', '=', userId)
    .where('projects.delete_time', 'is', null)
    .where('theirs.user_id', 'in', wanted)
    .union(
      db
        .selectFrom('team_members as theirs')
        .innerJoin('team_members as mine', 'mine.team_id', 'theirs.team_id')
        .select('theirs.user_id')
        .where('mine.user_id', '=', userId)
        .where('theirs.user_id', 'in', wanted),
    )
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Whether the two may message each other: they share a live project or a team. */
export async function mayMessage(db: Db, userId: number, otherId: number): Promise<boolean> {
  return (await connectedAmong(db, userId, [otherId])).has(otherId);
}

/** The ids among `candidates` whose presence `userId` may hear: the people they may message or share a chat with. */
export async function visibleAmong(db: Db, userId: number, candidates: readonly number[]): Promise<Set<number>> {
  if (candidates.length === 0) return new Set();
  const visible = await connectedAmong(db, userId, candidates);
  const together = await db
    .selectFrom('im_members as theirs')
    .innerJoin('im_members as mine', 'mine.conversation_id', 'theirs.conversation_id')
    .select('theirs.user_id')
    .where('mine.user_id', '=', userId)
    .where('theirs.user_id', 'in', [...new Set(candidates)])
    .execute();
  for (const row of together) visible.add(row.user_id);
  if (candidates.includes(userId)) visible.add(userId);
  return visible;
}

/** People `userId` may message whose name holds `keyword` (all of them without one), by name, at most `limit`. */
export async function contacts(
  db: Db,
  options: { userId: number; keyword: string; limit: number },
): Promise<ImPerson[]> {
  const { userId, keyword, limit } = options;
  const sharesProject = db
    .selectFrom('project_users as theirs')
    .innerJoin('project_users as mine', 'mine.project_id', 'theirs.project_id')
    .innerJoin('projects', 'projects.id', 'mine.project_id')
    .select('theirs.user_id')
    .where('mine.user_id', '=', userId)
    .where('projects.delete_time', 'is', null);
  const sharesTeam = db
    .selectFrom('team_members as theirs')
    .innerJoin('team_members as mine', 'mine.team_id', 'theirs.team_id')
    .select('theirs.user_id')
    .where('mine.user_id', '=', userId);
  let query = db
    .selectFrom('users')
    .select(['id', 'nick_name', 'avatar'])
    .where('id', '!=', userId)
    .where((eb) => eb.or([eb('id', 'in', sharesProject), eb('id', 'in', sharesTeam)]));
  if (keyword !== '') {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('nick_name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('user_name')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const rows = await query.orderBy('nick_name').orderBy('id').limit(limit).execute();
  return rows.map(personOf);
}

/** A users row as the chat shows a person. */
export function personOf(row: { id: number; nick_name: string; avatar: string }): ImPerson {
  return { userId: row.id, nickName: row.nick_name, avatar: row.avatar };
}

/** The people of `ids` as the chat shows them, by id. */
export async function peopleById(db: Db, ids: readonly number[]): Promise<Map<number, ImPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nick_name', 'avatar'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, personOf(row)]));
}
