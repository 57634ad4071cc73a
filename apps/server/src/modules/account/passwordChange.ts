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
  const now = deps.now();
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.newPassword), update_time: now.toISOString() })
    .where('id', '=', input.userId)
    .execute();
  await endUserSessions(deps.db, {
    userId: input.userId,
    reason: 'passwordChanged',
    now,
    keepSessionId: input.sessionId,
  });
}
