import type { PhoneCodeLoginBody, TokenData } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { assertNotLocked, clearAccountFailures, recordLoginFailure } from './loginThrottle';
import { consumePhoneCode, verifyPhoneCode } from './phoneCodes';
import { findUserByPhone, insertPhoneUser, phoneHolder } from './registration';
import { startSession } from './sessions';

/**
 * POST /register/phoneCodeAdd: signs in with a `login` phone code, registering a phone that has no account
 * (docs/adr/0020-phone-code-sign-in.md). Failed codes count towards the password login's lock (ADR 0006)
 * under the phone, so a guesser cannot switch to codes to get more tries.
 */
export async function phoneCodeLogin(
  deps: Pick<AppDeps, 'db' | 'config' | 'store' | 'now'>,
  input: PhoneCodeLoginBody & { ip: string },
): Promise<TokenData> {
  const phone = input.phonenumber;
  const subject = { username: phone, ip: input.ip };
  await assertNotLocked(deps, subject);
  const target = { phone, scene: 'login' as const };
  try {
    await verifyPhoneCode(deps, target, input.code);
  } catch (error) {
    await recordLoginFailure(deps, subject);
    throw error;
  }

  // The code is right, so whatever follows may tell the caller whether the phone has an account.
  // Only the bound phone signs in: a user who unbound it may have given the number up.
  const user = await findUserByPhone(deps.db, phone);
  if (!user) {
    // Still some user's name (registered by it, then unbound): registering would take that name twice.
    if ((await phoneHolder(deps.db, phone)) !== undefined) throw failure('phoneRegistered');
    // Refused before the code is used up, so ticking the box and sending again works.
    if (!input.agreement) throw failure('agreementRequired');
  }
  await consumePhoneCode(deps, target, input.code);
  const userId = user?.id ?? (await insertPhoneUser(deps, { phone, passwordHash: null, invitedBy: null }));
  await clearAccountFailures(deps, subject);
  return { token: await startSession(deps, { userId }) };
}
