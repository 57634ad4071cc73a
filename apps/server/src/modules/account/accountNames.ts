import { type JoinedBy, accountNameKind } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';

type Db = Kysely<Database> | Transaction<Database>;

/** What an account signs in with besides its phone: a user name, and an e-mail address when one was given. */
export interface AccountName {
  userName: string;
  email: string | null;
}

/**
 * A user name or e-mail address typed at registration (ADR 0108). An address becomes the user name too, in lower
 * case, so one name signs in; a user name keeps its case but is compared without it.
 */
export function accountNameOf(raw: string): AccountName {
  const value = raw.trim();
  const kind = accountNameKind(value);
  if (kind === null) throw failure('accountNameInvalid');
  if (kind === 'email') {
    const email = value.toLowerCase();
    return { userName: email, email };
  }
  return { userName: value, email: null };
}

/**
 * Refuses a name any account signs in with already: as user name, bound phone or e-mail, in any case. Sign-in
 * (login.ts) looks a name up in all three, so each may name one account only.
 */
export async function refuseTakenNames(db: Db, names: string[]): Promise<void> {
  const wanted = [...new Set(names.filter((name) => name !== '').map((name) => name.toLowerCase()))];
  if (wanted.length === 0) return;
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['user_name']), 'in', wanted),
        eb(eb.fn('lower', ['email']), 'in', wanted),
        eb('phone', 'in', wanted),
      ]),
    )
    .executeTakeFirst();
  if (taken) throw failure('accountNameTaken');
}

/** A new account that is not a phone registration (ADR 0108); `passwordHash` null until a link sets it. */
export async function insertAccount(
  db: Db,
  input: AccountName & {
    nickName: string;
    phone: string | null;
    passwordHash: string | null;
    joinedBy: Exclude<JoinedBy, 'phone'>;
    now: Date;
  },
): Promise<number> {
  const time = input.now.toISOString();
  const row = await db
    .insertInto('users')
    .values({
      user_name: input.userName,
      nick_name: input.nickName,
      email: input.email,
      phone: input.phone,
      password_hash: input.passwordHash,
      invited_by: null,
      joined_by: input.joinedBy,
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
