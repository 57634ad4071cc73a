import type { LoginBody, TokenData } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { checkCaptcha } from './captcha';
import { assertNotLocked, clearAccountFailures, recordLoginFailure } from './loginThrottle';
import { verifyDecoy, verifyPassword } from './passwords';
import { startSession } from './sessions';

/**
 * POST /register/login (spec points 3 and 5). Captcha first (it is used up by any attempt), then the
 * lock, then the password. Unknown user and wrong password give the same answer in about the same time.
 */
export async function login(
  deps: Pick<AppDeps, 'db' | 'config' | 'store' | 'now'>,
  input: LoginBody & { ip: string },
): Promise<TokenData> {
  await checkCaptcha(deps, input);
  const subject = { username: input.username, ip: input.ip };
  await assertNotLocked(deps, subject);
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('user_name', '=', input.username)
    .executeTakeFirst();
  const valid = user ? await verifyPassword(user.password_hash, input.password) : await verifyDecoy(input.password);
  if (!user || !valid) {
    await recordLoginFailure(deps, subject);
    throw failure('loginFailed');
  }
  await clearAccountFailures(deps, subject);
  return { token: await startSession(deps, { userId: user.id }) };
}
