import { ResultCode } from '@questline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { memberCount } from '../projects/memberLimit';
import { limitsOf } from '../projects/planLimits';

/**
 * Adds one member inside the caller's transaction, refusing over the owner's member limit with 500101
 * (DOMAIN.md "Plan limits"); the count is taken inside the transaction that inserts.
 */
export async function addMemberRow(
  trx: Transaction<Database>,
  options: { projectId: number; userId: number; now: Date },
): Promise<void> {
  const project = await trx
    .selectFrom('projects')
    .innerJoin('users as owner', 'owner.id', 'projects.owner_id')
    .select('owner.version_code')
    .where('projects.id', '=', options.projectId)
    .executeTakeFirstOrThrow();
  const limit = limitsOf(project.version_code).maxMembersPerProject;
  const current = await memberCount(trx, options.projectId);
  if (limit !== null && current >= limit) {
    throw new AppError(
      ResultCode.planLimit,
      'memberLimitReached',
      { limit },
      { limit, current, versionCode: project.version_code, kind: 'members' },
    );
  }
  const user = await trx
    .selectFrom('users')
    .select('nick_name')
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  const time = options.now.toISOString();
  await trx
    .insertInto('project_users')
    .values({
      project_id: options.projectId,
      user_id: options.userId,
      role: 'member',
      alias: user.nick_name,
      create_time: time,
      update_time: time,
    })
    .execute();
}
