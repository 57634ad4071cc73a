import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../storage/fileStorage';
import { removeProjectFiles } from '../attachments/fileRemoval';
import { purgeTimeOf } from './presenter';

/** How often each instance sweeps the recycle bin; the delete is idempotent, so instances need not agree. */
export const RECYCLE_PURGE_INTERVAL_MS = 3_600_000;

/**
 * Deletes the projects whose time in the recycle bin is over (the owner's plan retention, DOMAIN.md);
 * everything inside goes with them by cascade, and their attachments' files after. Answers the ids removed.
 */
export async function purgeRecycledProjects(db: Kysely<Database>, now: Date, files: FileStorage): Promise<number[]> {
  const recycled = await db
    .selectFrom('projects')
    .innerJoin('users as owner', 'owner.id', 'projects.owner_id')
    .select(['projects.id', 'projects.delete_time', 'owner.version_code'])
    .where('projects.delete_time', 'is not', null)
    .execute();
  const due = recycled
    .filter((row) => {
      const purgeTime = row.delete_time === null ? null : purgeTimeOf(row.delete_time, row.version_code);
      return purgeTime !== null && Date.parse(purgeTime) <= now.getTime();
    })
    .map((row) => row.id);
  if (due.length === 0) return due;
  const removeFiles = await removeProjectFiles(db, files, due);
  await db.deleteFrom('projects').where('id', 'in', due).execute();
  await removeFiles();
  return due;
}
