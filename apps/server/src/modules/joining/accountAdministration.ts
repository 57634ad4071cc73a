import {
  type CreateAccountBody,
  type CreatedAccount,
  type ManagedAccount,
  PASSWORD_LINK_TTL_HOURS,
  PHONE_PATTERN,
  type PasswordLinkData,
  type PasswordLinkPreview,
  type SetPasswordBody,
  type TokenData,
  USER_NAME_PATTERN,
  passwordLinkUrl,
} from '@questline/contract';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure, notFound } from '../../http/errors';
import { insertAccount, refuseTakenNames } from '../account/accountNames';
import { visitorEmail } from '../account/emailCodes';
import { hashPassword } from '../account/passwords';
import { endUserSessions, hashToken, newToken, startSession } from '../account/sessions';
import { containsPattern } from '../../db/containsText';
import { type AuditActor, recordAudit } from '../admin/auditLog';

type Db = Kysely<Database> | Transaction<Database>;

/** A fresh one-time link; the account's earlier unused links stop working, so only the newest is in anyone's hands. */
async function issuePasswordLink(
  db: Db,
  input: { userId: number; creatorId: number; now: Date; publicUrl: string },
): Promise<PasswordLinkData> {
  await db.deleteFrom('password_links').where('user_id', '=', input.userId).where('used_time', 'is', null).execute();
  const token = newToken();
  const expireTime = new Date(input.now.getTime() + PASSWORD_LINK_TTL_HOURS * 3_600_000).toISOString();
  await db
    .insertInto('password_links')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      creator_id: input.creatorId,
      expire_time: expireTime,
      create_time: input.now.toISOString(),
    })
    .execute();
  return { url: passwordLinkUrl(input.publicUrl, token), expireTime };
}

/**
 * POST /admin/users/create (ADR 0108): an account with no password yet, which its holder sets with the one-time link
 * the administrator hands over. A user name, an e-mail address or both; a phone when the person has one.
 */
export async function createAccount(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: { actor: AuditActor; body: Required<CreateAccountBody> },
): Promise<CreatedAccount> {
  const { nickName, userName, email: rawEmail, phonenumber } = input.body;
  if (userName === '' && rawEmail === '') throw failure('accountNameRequired');
  if (userName !== '' && !USER_NAME_PATTERN.test(userName)) throw failure('accountNameInvalid');
  const email = rawEmail === '' ? null : visitorEmail(rawEmail);
  if (phonenumber !== '' && !PHONE_PATTERN.test(phonenumber)) throw failure('phoneIncorrect');
  const signInName = userName === '' ? (email ?? '') : userName;
  await refuseTakenNames(deps.db, [signInName, email ?? '', phonenumber]);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const userId = await insertAccount(trx, {
      userName: signInName,
      email,
      nickName,
      phone: phonenumber === '' ? null : phonenumber,
      passwordHash: null,
      joinedBy: 'admin',
      now,
    });
    const passwordLink = await issuePasswordLink(trx, {
      userId,
      creatorId: input.actor.actorId,
      now,
      publicUrl: deps.config.publicUrl,
    });
    // Issue 35: the administration area's audit log, in the same transaction. The link itself is a secret: not kept.
    await recordAudit(trx, {
      actor: input.actor,
      action: 'accountCreate',
      targetType: 'user',
      targetId: userId,
      targetLabel: signInName,
      before: null,
      after: { userName: signInName, nickName, email, phonenumber, passwordLinkExpires: passwordLink.expireTime },
      now,
    });
    return { userId, userName: signInName, passwordLink };
  });
}

/**
 * POST /admin/users/passwordLink: a new link for any account, the way an administrator resets a password; the
 * audit log records that one was made and until when it works, never the link.
 */
export async function newPasswordLink(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: { actor: AuditActor; userId: number },
): Promise<PasswordLinkData> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('id', '=', input.userId)
    .where('demo_sandbox_id', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound();
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const link = await issuePasswordLink(trx, {
      userId: user.id,
      creatorId: input.actor.actorId,
      now,
      publicUrl: deps.config.publicUrl,
    });
    await recordAudit(trx, {
      actor: input.actor,
      action: 'accountPasswordLink',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.user_name,
      before: null,
      after: { passwordLinkExpires: link.expireTime },
      now,
    });
    return link;
  });
}

/** GET /admin/users/list: every account, newest first, found by name, e-mail or phone (lower() on both sides: PostgreSQL's LIKE minds case). */
export async function listAccounts(
  db: Kysely<Database>,
  input: { pageNum: number; pageSize: number; keyword: string },
): Promise<{ rows: ManagedAccount[]; total: number }> {
  const pattern = containsPattern(input.keyword);
  // The live demo's people are no one's account to manage; their sandbox removes them (ADR 0121).
  const everyone = db.selectFrom('users').where('demo_sandbox_id', 'is', null);
  // No keyword condition at all without a keyword: SQLite cannot bind a boolean.
  const matching =
    input.keyword === ''
      ? everyone
      : everyone.where((eb) =>
          eb.or(
            (['user_name', 'nick_name', 'email', 'phone'] as const).map(
              (column) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
            ),
          ),
        );
  const { total } = await matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await matching
    .select(['id', 'user_name', 'nick_name', 'email', 'phone', 'joined_by', 'password_hash', 'disabled', 'create_time'])
    .orderBy('id', 'desc')
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      userId: row.id,
      userName: row.user_name,
      nickName: row.nick_name,
      email: row.email ?? '',
      phonenumber: row.phone ?? '',
      joinedBy: row.joined_by,
      hasPassword: row.password_hash !== null,
      disabled: row.disabled === 1,
      createTime: row.create_time,
    })),
  };
}

async function passwordLinkByToken(db: Kysely<Database>, token: string) {
  const row = await db
    .selectFrom('password_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.user_id', 'l.expire_time', 'l.used_time', 'u.user_name', 'u.nick_name'])
    .where('l.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw failure('passwordLinkInvalid');
  return row;
}

/** GET /register/passwordLink?token (public): whose password the link sets, and whether it still can. */
export async function previewPasswordLink(
  db: Kysely<Database>,
  input: { token: string; now: Date },
): Promise<PasswordLinkPreview> {
  const row = await passwordLinkByToken(db, input.token);
  const state =
    row.used_time !== null ? 'used' : Date.parse(row.expire_time) <= input.now.getTime() ? 'expired' : 'live';
  return { state, userName: row.user_name, nickName: row.nick_name };
}

/**
 * POST /register/passwordLink/set (public): sets the password once, ends every other session of the account and
 * signs its holder in. Of two racing requests only the first finds the link unused.
 */
export async function setPasswordByLink(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: SetPasswordBody,
): Promise<TokenData> {
  if (input.confirmPassword !== input.password) throw failure('passwordsMismatch');
  const link = await passwordLinkByToken(deps.db, input.token);
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_links')
      .set({ used_time: now.toISOString() })
      .where('id', '=', link.id)
      .where('used_time', 'is', null)
      .where('expire_time', '>', now.toISOString())
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) throw failure('passwordLinkInvalid');
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, update_time: now.toISOString() })
      .where('id', '=', link.user_id)
      .execute();
  });
  await endUserSessions(deps.db, { userId: link.user_id, reason: 'passwordChanged', now });
  return { token: await startSession(deps, { userId: link.user_id }) };
}
