import type { Kysely } from 'kysely';
import { nextUpdateTime, updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { assertProjectSlot } from './createProject';
import { projectAccess, writableProjectAccess } from './policy';

interface Acting {
  projectId: number;
  userId: number;
  now: Date;
}

/**
 * PUT projectInfo: name, description and image, written only while the project is still as the settings loaded it
 * (DOMAIN.md "Identifiers and times").
 */
export async function updateProject(
  db: Kysely<Database>,
  options: Acting & { name: string; description: string; image: string; updateTime: string },
): Promise<void> {
  const { project } = await writableProjectAccess(db, { ...options, atLeast: 'admin' });
  await updateUnchanged(
    db
      .updateTable('projects')
      .set({
        name: options.name,
        description: options.description,
        image: options.image,
        update_time: nextUpdateTime(options.updateTime, options.now),
      })
      .where('id', '=', project.id),
    options.updateTime,
    'projectStale',
  );
}

/** Hiding is the member's own choice: it takes the project off their list only. */
export async function hideProject(db: Kysely<Database>, options: Acting & { hidden: boolean }): Promise<void> {
  await projectAccess(db, { ...options, atLeast: 'member' });
  await db
    .updateTable('project_users')
    .set({ hidden: options.hidden ? 1 : 0, update_time: options.now.toISOString() })
    .where('project_id', '=', options.projectId)
    .where('user_id', '=', options.userId)
    .execute();
}

/** An archived project is read-only for everyone until an admin unarchives it. */
export async function archiveProject(db: Kysely<Database>, options: Acting & { archived: boolean }): Promise<void> {
  await projectAccess(db, { ...options, atLeast: 'admin' });
  await db
    .updateTable('projects')
    .set({ archived: options.archived ? 1 : 0, update_time: options.now.toISOString() })
    .where('id', '=', options.projectId)
    .execute();
}

/** To the recycle bin: gone for the members, kept for the owner's plan retention (purge.ts). */
export async function recycleProject(db: Kysely<Database>, options: Acting): Promise<void> {
  await projectAccess(db, { ...options, atLeast: 'owner' });
  const time = options.now.toISOString();
  await db
    .updateTable('projects')
    .set({ delete_time: time, update_time: time })
    .where('id', '=', options.projectId)
    .execute();
}

/** Back from the recycle bin; it counts against the owner's project limit again, so it may be refused. */
export async function restoreProject(db: Kysely<Database>, options: Acting): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await projectAccess(trx, { ...options, atLeast: 'owner', inRecycleBin: true });
    await assertProjectSlot(trx, options.userId);
    await trx
      .updateTable('projects')
      .set({ delete_time: null, update_time: options.now.toISOString() })
      .where('id', '=', options.projectId)
      .execute();
  });
}

/** For good, from the recycle bin only, after the owner typed the project's name (ADR 0016). */
export async function deleteProjectForever(
  db: Kysely<Database>,
  options: Acting & { confirmText: string },
): Promise<void> {
  const { project } = await projectAccess(db, { ...options, atLeast: 'owner', inRecycleBin: true });
  if (options.confirmText.trim() !== project.name) throw failure('deleteConfirmMismatch');
  await db.deleteFrom('projects').where('id', '=', options.projectId).execute();
}
