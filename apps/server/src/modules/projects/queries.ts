import type { ProjectCard, ProjectView } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toProjectCard } from './presenter';

/** The caller's projects with everything a card shows, in one query. */
function cardQuery(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('project_users as mine')
    .innerJoin('projects as p', 'p.id', 'mine.project_id')
    .innerJoin('users as owner', 'owner.id', 'p.owner_id')
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.image',
      'p.owner_id',
      'owner.nick_name as owner_name',
      'owner.version_code as owner_version_code',
      'mine.role',
      'mine.hidden',
      'p.archived',
      'p.delete_time',
      'p.create_time',
      'p.update_time',
    ])
    .select((eb) => [
      eb
        .selectFrom('project_users as pu')
        .select(eb.fn.countAll<number | string>().as('c'))
        .whereRef('pu.project_id', '=', 'p.id')
        .as('member_count'),
      eb
        .selectFrom('project_modules as pm')
        .select(eb.fn.countAll<number | string>().as('c'))
        .whereRef('pm.project_id', '=', 'p.id')
        .as('module_count'),
    ])
    .where('mine.user_id', '=', userId);
}

async function currentProjectIdOf(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('current_project_id').where('id', '=', userId).executeTakeFirst();
  return row?.current_project_id ?? null;
}

/**
 * The project home's views (spec point 4 "Project"): hiding is each member's own choice; archiving and
 * the recycle bin are the project's state, and only the owner sees a project in the recycle bin.
 */
export async function listProjects(db: Kysely<Database>, userId: number, view: ProjectView): Promise<ProjectCard[]> {
  let query = cardQuery(db, userId);
  if (view === 'recycle') {
    query = query.where('p.delete_time', 'is not', null).where('mine.role', '=', 'owner');
  } else {
    query = query.where('p.delete_time', 'is', null);
    if (view === 'hidden') query = query.where('mine.hidden', '=', 1);
    else query = query.where('mine.hidden', '=', 0).where('p.archived', '=', view === 'archived' ? 1 : 0);
  }
  const rows = await query.orderBy('p.create_time', 'desc').orderBy('p.id', 'desc').execute();
  const current = await currentProjectIdOf(db, userId);
  return rows.map((row) =>
    toProjectCard({ ...row, member_count: row.member_count ?? 0, module_count: row.module_count ?? 0 }, current),
  );
}

/** What the workspace's project switcher offers: every project not hidden and not in the recycle bin. */
export async function listOpenProjects(db: Kysely<Database>, userId: number): Promise<ProjectCard[]> {
  const rows = await cardQuery(db, userId)
    .where('p.delete_time', 'is', null)
    .where('mine.hidden', '=', 0)
    .orderBy('p.archived', 'asc')
    .orderBy('p.create_time', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  const current = await currentProjectIdOf(db, userId);
  return rows.map((row) =>
    toProjectCard({ ...row, member_count: row.member_count ?? 0, module_count: row.module_count ?? 0 }, current),
  );
}

/** One project's card as the caller sees it; 404 when they are not a member. */
export async function projectCard(db: Kysely<Database>, userId: number, projectId: number): Promise<ProjectCard> {
  const row = await cardQuery(db, userId).where('p.id', '=', projectId).executeTakeFirst();
  if (!row) throw notFound();
  const current = await currentProjectIdOf(db, userId);
  return toProjectCard({ ...row, member_count: row.member_count ?? 0, module_count: row.module_count ?? 0 }, current);
}
