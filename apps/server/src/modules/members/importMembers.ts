import type { ImportMembersBody } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { writableProjectAccess } from '../projects/policy';
import { type AddOutcome, addMembersById } from './addMembers';
import { candidatesFromProject, candidatesFromTeam } from './listMembers';

/**
 * Adds people chosen in the import dialog. Only people the caller can see in the named source may be
 * added, so user ids cannot be walked to pull strangers into a project.
 */
export async function importMembers(
  db: Kysely<Database>,
  options: ImportMembersBody & { callerId: number; now: Date },
): Promise<AddOutcome> {
  await writableProjectAccess(db, {
    projectId: options.projectId,
    userId: options.callerId,
    atLeast: 'admin',
    now: options.now,
  });
  let allowed: Set<number>;
  if ('projectId' in options.source) {
    const candidates = await candidatesFromProject(db, {
      mainProId: options.source.projectId,
      currentProId: options.projectId,
      userId: options.callerId,
    });
    allowed = new Set(candidates.map((candidate) => candidate.userId));
  } else {
    const candidates = await candidatesFromTeam(db, {
      teamId: options.source.teamId,
      currentProId: options.projectId,
      userId: options.callerId,
    });
    allowed = new Set(candidates.map((candidate) => candidate.userId));
  }
  if (options.userIds.some((userId) => !allowed.has(userId))) throw notFound();
  return addMembersById(db, { projectId: options.projectId, userIds: options.userIds, now: options.now });
}
