import { PHONE_PATTERN, type PhoneAddAnswer } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { spendDailyCaps } from '../../store/dailyCaps';
import { areContacts } from './contacts';
import { sendInvitation } from './sendInvitation';
import type { MembershipTarget } from './targets';

type Deps = Pick<AppDeps, 'db' | 'store' | 'config'>;

/** Adds the person behind one phone, or invites the number; refusals are thrown (AppError). */
export type AddByPhone = (phone: string) => Promise<PhoneAddAnswer>;

/**
 * The one way people are added by phone, by the project, team and knowledge-base calls, one number or a
 * batch (issue 28, point 11; ADR 0099). The caller's right on the target is checked once; then each
 * well-formed number counts against the caller's daily allowance, and
 * - a member already is refused (the caller sees the target's members anyway),
 * - a contact (sharing a project or a team with the caller) is added at once,
 * - anyone else, and a number nobody holds, is sent an invitation, with the same answer for both.
 */
export async function phoneAdder(
  deps: Deps,
  options: { target: MembershipTarget; callerId: number; now: Date },
): Promise<AddByPhone> {
  const { target, callerId, now } = options;
  await target.assertMayAdd(deps.db, callerId, now);
  return async (raw) => {
    const phone = raw.trim();
    if (!PHONE_PATTERN.test(phone)) throw failure(target.invalidPhone);
    const limit = deps.config.memberPhoneAddsPerDay;
    if (!(await spendDailyCaps(deps.store, [{ key: `phoneAdd:daily:${callerId}`, limit }]))) {
      throw failure('phoneAddDailyLimit', { limit });
    }
    const user = await deps.db
      .selectFrom('users')
      .select(['id', 'nick_name'])
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (user && (await target.isMember(deps.db, user.id)))
      throw failure(target.alreadyMember, { name: user.nick_name });
    if (user && (await areContacts(deps.db, callerId, user.id))) {
      await deps.db.transaction().execute((trx) => target.add(trx, user.id, now));
      return { outcome: 'added', userId: user.id };
    }
    await sendInvitation(deps.db, { target, phone, inviterId: callerId, inviteeId: user?.id, now });
    return { outcome: 'invited' };
  };
}
