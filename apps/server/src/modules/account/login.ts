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
  // A bound phone or e-mail signs in like the user name: binding and registration refuse one that is anyone
  // else's name (accountNames.ts), so each names one user at most; the user-name match wins for accounts made
  // before that rule. Addresses are kept in lower case (ADR 0108).
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where((eb) =>
      eb.or([
        eb('user_name', '=', input.username),
        eb('phone', '=', input.username),
        eb('email', '=', input.username.toLowerCase()),
      ]),
    )
    .orderBy((eb) => eb.case().when('user_name', '=', input.username).then(0).else(1).end())
    .executeTakeFirst();
  const valid = user ? await verifyPassword(user.password_hash, input.password) : await verifyDecoy(input.password);
  if (!user || !valid) {
    await recordLoginFailure(deps, subject);
    throw failure('loginFailed');
  }
  await clearAccountFailures(deps, subject);
  return { token: await startSession(deps, { userId: user.id }) };
}
