import type { ProjectVersion, VersionIcon, addVersionBody, editVersionBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { objectAccess, settingsReadAccess, settingsWriteAccess } from './objectAccess';

type Db = Kysely<Database>;

async function assertNameFree(db: Db, options: { projectId: number; name: string; exceptId?: number }) {
  let query = db
    .selectFrom('project_versions')
    .select('id')
    .where('project_id', '=', options.projectId)
    .where('name', '=', options.name);
  if (options.exceptId !== undefined) query = query.where('id', '!=', options.exceptId);
  if (await query.executeTakeFirst()) throw failure('nameTaken', { name: options.name });
}

/** GET projectVersion/list: the project's versions in the order they were added. */
export async function listVersions(db: Db, options: { projectId: number; userId: number }): Promise<ProjectVersion[]> {
  await settingsReadAccess(db, options);
  const rows = await db
    .selectFrom('project_versions')
    .select(['id', 'project_id', 'name', 'icon', 'sort'])
    .where('project_id', '=', options.projectId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    versionId: row.id,
    projectId: row.project_id,
    versionName: row.name,
    // Written only through the contract's enum.
    icon: row.icon as VersionIcon,
    sort: row.sort,
  }));
}

/** POST projectVersion: a version with a name unique in the project (spec point 5 "Names": at most 50). */
export async function addVersion(
  db: Db,
  options: { body: z.infer<typeof addVersionBody>; userId: number; now: Date },
): Promise<number> {
  const { body } = options;
  await settingsWriteAccess(db, { projectId: body.projectId, userId: options.userId, now: options.now });
  await assertNameFree(db, { projectId: body.projectId, name: body.versionName });
  const last = await db
    .selectFrom('project_versions')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('project_id', '=', body.projectId)
    .executeTakeFirst();
  const time = options.now.toISOString();
  const { id } = await db
    .insertInto('project_versions')
    .values({
      project_id: body.projectId,
      name: body.versionName,
      icon: body.icon,
      sort: Number(last?.sort ?? 0) + 1,
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** PUT projectVersion: name and icon. */
export async function editVersion(
  db: Db,
  options: { body: z.infer<typeof editVersionBody>; userId: number; now: Date },
): Promise<void> {
  const { body } = options;
  const access = await objectAccess(db, {
    table: 'project_versions',
    id: body.versionId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  await assertNameFree(db, { projectId: access.project.id, name: body.versionName, exceptId: body.versionId });
  await db
    .updateTable('project_versions')
    .set({ name: body.versionName, icon: body.icon, update_time: options.now.toISOString() })
    .where('id', '=', body.versionId)
    .execute();
}

/** DELETE projectVersion/:versionId. */
export async function removeVersion(db: Db, options: { versionId: number; userId: number; now: Date }): Promise<void> {
  await objectAccess(db, {
    table: 'project_versions',
    id: options.versionId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  await db.deleteFrom('project_versions').where('id', '=', options.versionId).execute();
}
