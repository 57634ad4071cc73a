import { FIXED_STAGES, ResultCode } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { limitsOf } from './planLimits';

export interface NewProject {
  ownerId: number;
  name: string;
  description: string;
  image: string;
  now: Date;
}

/** Projects that count against the owner's plan: everything they own outside the recycle bin. */
export async function ownedProjectCount(db: Kysely<Database> | Transaction<Database>, ownerId: number) {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('owner_id', '=', ownerId)
    .where('delete_time', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** DOMAIN.md "Plan limits": 500101 with the limit data, so the web can offer the upgrade. */
export async function assertProjectSlot(db: Kysely<Database> | Transaction<Database>, ownerId: number) {
  const owner = await db.selectFrom('users').select('version_code').where('id', '=', ownerId).executeTakeFirst();
  const versionCode = owner?.version_code ?? 0;
  const limit = limitsOf(versionCode).maxProjects;
  if (limit === null) return;
  const current = await ownedProjectCount(db, ownerId);
  if (current >= limit) {
    throw new AppError(
      ResultCode.planLimit,
      'projectLimitReached',
      { limit },
      { limit, current, versionCode, kind: 'projects' },
    );
  }
}

async function ownerAlias(trx: Transaction<Database>, ownerId: number): Promise<string> {
  const owner = await trx.selectFrom('users').select('nick_name').where('id', '=', ownerId).executeTakeFirstOrThrow();
  return owner.nick_name;
}

/**
 * A new project with its owner as the first member, the two fixed iteration stages (spec point 4) and
 * the owner's current project switched to it, all in one transaction. The limit is counted inside it.
 */
export async function createProject(db: Kysely<Database>, project: NewProject): Promise<number> {
  const time = project.now.toISOString();
  return db.transaction().execute(async (trx) => {
    await assertProjectSlot(trx, project.ownerId);
    const { id } = await trx
      .insertInto('projects')
      .values({
        name: project.name,
        description: project.description,
        image: project.image,
        owner_id: project.ownerId,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_users')
      .values({
        project_id: id,
        user_id: project.ownerId,
        role: 'owner',
        alias: await ownerAlias(trx, project.ownerId),
        create_time: time,
        update_time: time,
      })
      .execute();
    await trx
      .insertInto('iteration_stages')
      .values(
        FIXED_STAGES.map((fixed, index) => ({
          project_id: id,
          name: fixed,
          fixed,
          sort: index === 0 ? 0 : 1_000_000,
          create_time: time,
          update_time: time,
        })),
      )
      .execute();
    await trx.updateTable('users').set({ current_project_id: id }).where('id', '=', project.ownerId).execute();
    return id;
  });
}
