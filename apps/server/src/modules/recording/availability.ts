import { type RecordingAvailability, ResultCode } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ownerVersionCode } from '../projects/ownerPlan';
import { attachmentLimitBytesOf, screenRecordingAllowedFor } from '../projects/planLimits';
import { projectAccess } from '../projects/policy';

/** GET questionAttachment/recordingAvailability: whether members of the project may record, and how large. */
export async function recordingAvailability(
  db: Kysely<Database>,
  request: { projectId: number; userId: number },
): Promise<RecordingAvailability> {
  const { project } = await projectAccess(db, { ...request, atLeast: 'member' });
  const versionCode = await ownerVersionCode(db, project.owner_id);
  return {
    allowed: screenRecordingAllowedFor(versionCode),
    versionCode,
    maxBytes: attachmentLimitBytesOf(versionCode),
  };
}

/**
 * Spec points 6 and 8 "screen recording is a VIP function (not a VIP project)": a paid-only feature answers 500101
 * with `kind: 'paidFeature'`, so the client offers the upgrade as for the other plan limits.
 */
export function assertRecordingAllowed(versionCode: number): void {
  if (screenRecordingAllowedFor(versionCode)) return;
  throw new AppError(
    ResultCode.planLimit,
    'recordingVipOnly',
    {},
    { limit: 0, current: 0, versionCode, kind: 'paidFeature' },
  );
}
