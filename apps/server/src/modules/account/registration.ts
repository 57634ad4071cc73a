import {
  type AnonymousPhoneCodeScene,
  type Locale,
  type RegisterBody,
  type ResetPasswordBody,
  type TokenData,
  maskPhone,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { rewardInvitation } from '../points/invitations';
import { type CaptchaAnswer, checkCaptcha } from './captcha';
import { hashPassword } from './passwords';
import { consumePhoneCode, sendPhoneCode } from './phoneCodes';
import { endUserSessions, startSession } from './sessions';

/** The user whose bound phone this is. */
export function findUserByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
}

/**
 * The user a phone number names: as bound phone or as user name. Registration makes the phone the user name
 * too, and both sign in, so a phone is taken as either (even after an unbind).
 */
export async function phoneHolder(db: Kysely<Database>, phone: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('phone', '=', phone), eb('user_name', '=', phone)]))
    .executeTakeFirst();
  return row?.id;
}

async function isPhoneTaken(db: Kysely<Database>, phone: string): Promise<boolean> {
  return (await phoneHolder(db, phone)) !== undefined;
}

/**
 * A user registered by phone: the phone is user name and bound phone, the nick name its masked form.
 * `passwordHash` null leaves the account without a password until one is set by reset (code sign-in).
 */
export async function insertPhoneUser(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { phone: string; passwordHash: string | null; invitedBy: number | null },
): Promise<number> {
  const now = deps.now().toISOString();
  const user = await deps.db
    .insertInto('users')
    .values({
      user_name: input.phone,
      nick_name: maskPhone(input.phone),
      phone: input.phone,
      password_hash: input.passwordHash,
      invited_by: input.invitedBy,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/**
 * POST /register/anonymousSendPhoneCode. The captcha comes first and is used up by any attempt, so a bot
 * cannot text arbitrary phones (issue 9); a failed one sends nothing and counts toward no cap. Registration refuses a registered phone and reset refuses an
 * unknown one, which tells a visitor whether a phone has an account (docs/adr/0007-phone-code-enumeration.md).
 * `login` sends to any phone, since code sign-in registers a new one (docs/adr/0020-phone-code-sign-in.md).
 */
export async function sendAnonymousPhoneCode(
  deps: Pick<AppDeps, 'db' | 'store' | 'sms' | 'config'>,
  input: { phone: string; scene: AnonymousPhoneCodeScene; ip: string; locale: Locale; captcha: CaptchaAnswer },
) {
  await checkCaptcha(deps, input.captcha);
  return sendPhoneCode(deps, {
    request: { phone: input.phone, scene: input.scene, ip: input.ip },
    locale: input.locale,
    async beforeSend() {
      if (input.scene === 'register' && (await isPhoneTaken(deps.db, input.phone))) throw failure('phoneRegistered');
      if (input.scene === 'resetPwd' && !(await findUserByPhone(deps.db, input.phone))) {
        throw failure('phoneNotRegistered');
      }
    },
  });
}

/** POST /register/registerAdd: the phone becomes the user name; the new user is signed in. */
export async function register(
  deps: Pick<AppDeps, 'db' | 'config' | 'store' | 'now'>,
  input: RegisterBody & { invitation: number | undefined },
): Promise<TokenData> {
  if (input.confirmPassword !== input.password) throw failure('passwordsMismatch');
  if (!input.agreement) throw failure('agreementRequired');
  if (await isPhoneTaken(deps.db, input.phonenumber)) throw failure('phoneRegistered');
  await consumePhoneCode(deps, { phone: input.phonenumber, scene: 'register' }, input.code);

  const inviter =
    input.invitation === undefined
      ? undefined
      : await deps.db.selectFrom('users').select('id').where('id', '=', input.invitation).executeTakeFirst();
  const passwordHash = await hashPassword(input.password);
  // The account and the inviter's points are one transaction: no invitation is paid for a registration that failed.
  const userId = await deps.db.transaction().execute(async (trx) => {
    const id = await insertPhoneUser(
      { db: trx, now: deps.now },
      { phone: input.phonenumber, passwordHash, invitedBy: inviter?.id ?? null },
    );
    if (inviter) await rewardInvitation(trx, { inviterId: inviter.id, inviteeId: id, at: deps.now().toISOString() });
    return id;
  });
  return { token: await startSession(deps, { userId }) };
}

/** POST /register/resetPwd: a forgotten password, proven by a phone code; every session of the user ends. */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'store' | 'now'>,
  input: ResetPasswordBody,
): Promise<void> {
  if (input.confirmPassword !== input.password) throw failure('passwordsMismatch');
  const user = await findUserByPhone(deps.db, input.phonenumber);
  if (!user) throw failure('phoneNotRegistered');
  await consumePhoneCode(deps, { phone: input.phonenumber, scene: 'resetPwd' }, input.code);
  const now = deps.now();
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.password), update_time: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  await endUserSessions(deps.db, { userId: user.id, reason: 'passwordChanged', now });
}
