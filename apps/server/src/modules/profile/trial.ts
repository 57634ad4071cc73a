import { TRIAL_DAYS, type TrialTimeData } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const DAY_MS = 86_400_000;

/** GET /{product}/trialTime/getUserTrialTime: the trial runs TRIAL_DAYS from registration; paid plans never need it. */
export async function getTrialTime(
  db: Kysely<Database>,
  options: { userId: number; now: Date },
): Promise<TrialTimeData> {
  const user = await db
    .selectFrom('users')
    .select(['create_time', 'version_code'])
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  const end = Date.parse(user.create_time) + TRIAL_DAYS * DAY_MS;
  const leftMs = end - options.now.getTime();
  return {
    authority: leftMs > 0 || user.version_code > 0,
    trialEndTime: new Date(end).toISOString(),
    remainingDays: Math.max(0, Math.ceil(leftMs / DAY_MS)),
  };
}
