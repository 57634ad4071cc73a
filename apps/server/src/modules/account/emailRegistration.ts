import {
  type EmailCodeScene,
  type EmailRegisterBody,
  type EmailResetBody,
  type Locale,
  type SendPhoneCodeData,
  type TokenData,
  nickNameOfEmail,
} from '@questline/contract';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { insertAccount, refuseTakenNames } from './accountNames';
import type { CaptchaAnswer } from './captcha';
import { assertMailConfigured, consumeVisitorEmailCode, sendVisitorEmailCode, visitorEmail } from './emailCodes';
import { hashPassword } from './passwords';
import { endUserSessions, startSession } from './sessions';

type Deps = Pick<AppDeps, 'db' | 'config' | 'store' | 'now'>;

/** The account an address signs in: its bound e-mail, or a user name that is the address. */
export async function emailHolder(deps: Pick<AppDeps, 'db'>, email: string): Promise<number | undefined> {
  const row = await deps.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', email), eb(eb.fn('lower', ['user_name']), '=', email)]))
    .executeTakeFirst();
  return row?.id;
}

/**
 * POST /register/anonymousSendEmailCode: registration refuses a registered address and reset an unknown one,
 * as the phone codes do (ADR 0007), after the captcha and the caps.
 */
export async function sendAnonymousEmailCode(
  deps: Pick<AppDeps, 'db' | 'store' | 'mail' | 'config'>,
  input: {
    email: string;
    scene: EmailCodeScene;
    ip: string;
    locale: Locale;
    captcha: CaptchaAnswer;
    log: { error(fields: object, msg: string): void };
  },
): Promise<SendPhoneCodeData> {
  assertMailConfigured(deps);
  const email = visitorEmail(input.email);
  return sendVisitorEmailCode(deps, {
    ...input,
    email,
    async beforeSend() {
      const holder = await emailHolder(deps, email);
      if (input.scene === 'register' && holder !== undefined) throw failure('emailRegistered');
      if (input.scene === 'resetPwd' && holder === undefined) throw failure('emailNotRegistered');
    },
  });
}

/**
 * POST /register/emailRegister (ADR 0108): the address becomes user name and bound e-mail, the nick name the part
 * before the @; the new user is signed in. Like phone registration, a registered address is refused.
 */
export async function emailRegister(deps: Deps, input: EmailRegisterBody): Promise<TokenData> {
  assertMailConfigured(deps);
  const email = visitorEmail(input.email);
  if (input.confirmPassword !== input.password) throw failure('passwordsMismatch');
  if (!input.agreement) throw failure('agreementRequired');
  if ((await emailHolder(deps, email)) !== undefined) throw failure('emailRegistered');
  await refuseTakenNames(deps.db, [email]);
  await consumeVisitorEmailCode(deps, { email, scene: 'register' }, input.code);
  const userId = await insertAccount(deps.db, {
    userName: email,
    email,
    nickName: nickNameOfEmail(email),
    phone: null,
    passwordHash: await hashPassword(input.password),
    joinedBy: 'email',
    now: deps.now(),
  });
  return { token: await startSession(deps, { userId }) };
}

/** POST /register/emailResetPwd: a forgotten password, proven by a mailed code; every session ends. */
export async function emailResetPassword(deps: Deps, input: EmailResetBody): Promise<void> {
  assertMailConfigured(deps);
  const email = visitorEmail(input.email);
  if (input.confirmPassword !== input.password) throw failure('passwordsMismatch');
  const userId = await emailHolder(deps, email);
  if (userId === undefined) throw failure('emailNotRegistered');
  await consumeVisitorEmailCode(deps, { email, scene: 'resetPwd' }, input.code);
  const now = deps.now();
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.password), update_time: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  await endUserSessions(deps.db, { userId, reason: 'passwordChanged', now });
}
