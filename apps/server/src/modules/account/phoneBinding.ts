import type { BindPhoneBody, Locale } from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { setPassword } from './passwordChange';
import { consumePhoneCode, sendPhoneCode } from './phoneCodes';
import { phoneHolder } from './registration';

async function assertPhoneFree(deps: Pick<AppDeps, 'db'>, phone: string, userId: number): Promise<void> {
  const holder = await phoneHolder(deps.db, phone);
  if (holder !== undefined && holder !== userId) throw failure('phoneBoundToOther');
}

/**
 * POST /{product}/userInfo/sendBindPhoneCode: a phone that belongs to another user is refused. The code,
 * its wait and its daily cap are the signed-in caller's own (ADR 0099): no visitor and no other account can
 * use them up, so the owner of a phone can always bind it, or bind it again.
 */
export function sendBindPhoneCode(
  deps: Pick<AppDeps, 'db' | 'store' | 'sms' | 'config'>,
  input: { phone: string; userId: number; locale: Locale },
) {
  return sendPhoneCode(deps, {
    request: { phone: input.phone, scene: 'bindPhone', accountId: input.userId },
    locale: input.locale,
    beforeSend: () => assertPhoneFree(deps, input.phone, input.userId),
  });
}

/**
 * POST /{product}/userInfo/change: binds the phone and sets the password (spec point 5 "Bind phone").
 * Setting a password is a password change, so the user's other sessions end.
 */
export async function bindPhone(
  deps: Pick<AppDeps, 'db' | 'store' | 'now'>,
  input: BindPhoneBody & { userId: number; sessionId: number },
): Promise<void> {
  if (input.confirmPassword !== input.password) throw failure('passwordsMismatch');
  await assertPhoneFree(deps, input.phonenumber, input.userId);
  await consumePhoneCode(deps, { phone: input.phonenumber, scene: 'bindPhone', accountId: input.userId }, input.code);
  await setPassword(deps, {
    userId: input.userId,
    password: input.password,
    keepSessionId: input.sessionId,
    phone: input.phonenumber,
  });
}

/** POST /{product}/userInfo/unbindPhone: the user keeps signing in with user name and password. */
export async function unbindPhone(deps: Pick<AppDeps, 'db' | 'now'>, input: { userId: number }): Promise<void> {
  const result = await deps.db
    .updateTable('users')
    .set({ phone: null, update_time: deps.now().toISOString() })
    .where('id', '=', input.userId)
    .where('phone', 'is not', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw failure('phoneNotBound');
}
