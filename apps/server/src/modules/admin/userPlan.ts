import { type ChangePlanFields, FREE_VERSION_CODE } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { type AuditActor, recordAudit } from './auditLog';
import { personOf } from './people';

/**
 * POST ADMIN_PATHS.changeUserPlan (issue 35): sets the plan by hand, a goodwill extension or a correction, with
 * the reason the audit log keeps beside the plan before and after. Free has no end; a paid plan ends in the future,
 * after which the account returns to Free as a bought plan does.
 */
export async function changePlan(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { actor: AuditActor; body: ChangePlanFields },
): Promise<void> {
  const { userId, versionCode, vipEndTime, reason } = input.body;
  const now = deps.now();
  if (versionCode === FREE_VERSION_CODE && vipEndTime !== null) throw failure('planEndOnFree');
  if (versionCode !== FREE_VERSION_CODE && (vipEndTime === null || Date.parse(vipEndTime) <= now.getTime())) {
    throw failure('planEndRequired');
  }
  const end = vipEndTime === null ? null : new Date(vipEndTime).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const person = await personOf(trx, userId);
    await trx
      .updateTable('users')
      .set({ version_code: versionCode, vip_end_time: end, update_time: now.toISOString() })
      .where('id', '=', person.id)
      .execute();
    await recordAudit(trx, {
      actor: input.actor,
      action: 'userPlan',
      targetType: 'user',
      targetId: person.id,
      targetLabel: person.user_name,
      before: { versionCode: person.version_code, vipEndTime: person.vip_end_time },
      after: { versionCode, vipEndTime: end, reason },
      now,
    });
  });
}
