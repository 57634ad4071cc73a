import type { ChangePasswordBody } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { endUserSessions } from './sessions';

/** POST /{product}/center/resetPwd (spec points 7 and 8): the caller stays signed in, other sessions end. */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: ChangePasswordBody & { userId: number; sessionId: number },
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.oldPassword))) throw failure('oldPasswordIncorrect');
  if (input.newPassword === input.oldPassword) throw failure('passwordUnchanged');
  await setPassword(deps, { userId: input.userId, password: input.newPassword, keepSessionId: input.sessionId });
}

/**
 * Stores a new password (with `phone` when binding one) and ends the user's other sessions: whoever held
 * the old password may hold one of them.
 */
export async function setPassword(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { userId: number; password: string; keepSessionId: number; phone?: string },
): Promise<void> {
  const now = deps.now();
  await deps.db
    .updateTable('users')
    .set({
      password_hash: await hashPassword(input.password),
      update_time: now.toISOString(),
      ...(input.phone === undefined ? {} : { phone: input.phone }),
    })
    .where('id', '=', input.userId)
    .execute();
  await endUserSessions(deps.db, {
    userId: input.userId,
    reason: 'passwordChanged',
    now,
    keepSessionId: input.keepSessionId,
  });
}
