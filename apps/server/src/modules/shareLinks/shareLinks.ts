import { ResultCode, SHARE_PASSWORD_MAX, SHARE_PASSWORD_MIN } from '@questline/contract';
import { randomBytes } from 'node:crypto';
import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, failure } from '../../http/errors';
import type { EphemeralStore } from '../../store/ephemeral';
import { hashPassword, verifyPassword } from '../account/passwords';

/**
 * Share links, the one mechanism of knowledge-base shares and network-disk shares (issue 32): a 192-bit token
 * (DOMAIN.md "Identifiers"), an optional password stored hashed and tried at most PASSWORD_TRIES times a quarter of
 * an hour, an optional expiry, and revocation. Revoked, expired and unknown tokens answer the same 404: nothing tells
 * a visitor which it was. Each kind keeps its rows in a table of its own with these columns.
 */
export type ShareTable = 'knowledge_shares' | 'disk_shares';

const DAY_MS = 86_400_000;
/** Wrong passwords one share accepts in a quarter of an hour before it answers "too many attempts". */
const PASSWORD_TRIES = 10;
const PASSWORD_WINDOW_MS = 15 * 60_000;
/** What a share's password opens for addresses that cannot send it (<img>, a download link), good for an hour. */
const TICKET_MS = 3_600_000;

export const shareGone = () => new AppError(ResultCode.notFound, 'shareNotFound');

export interface ShareSecret {
  token: string;
  password_hash: string | null;
  expire_time: string | null;
}

/** A new share's token, hashed password (null: none) and expiry, the password's length checked first. */
export async function newShareSecret(options: {
  password?: string | null;
  expireDays: number | null;
  now: Date;
}): Promise<ShareSecret> {
  const password = options.password ?? '';
  const length = [...password].length;
  if (password !== '' && (length < SHARE_PASSWORD_MIN || length > SHARE_PASSWORD_MAX)) {
    throw failure('sharePasswordLength', { min: SHARE_PASSWORD_MIN, max: SHARE_PASSWORD_MAX });
  }
  return {
    token: randomBytes(24).toString('base64url'),
    password_hash: password === '' ? null : await hashPassword(password),
    expire_time:
      options.expireDays === null ? null : new Date(options.now.getTime() + options.expireDays * DAY_MS).toISOString(),
  };
}

/** The condition of a share that still works: not revoked, and without an expiry or not yet past it. */
export function shareWorks(now: Date) {
  return sql<SqlBool>`revoke_time is null and (expire_time is null or expire_time > ${now.toISOString()})`;
}

/** The share behind a token while it works (not revoked, not expired), or the 404 of a gone share. */
export async function liveShare<T extends ShareTable>(db: Kysely<Database>, table: T, token: string, now: Date) {
  const row = await db
    .selectFrom(table as ShareTable)
    .selectAll()
    .where('token', '=', token)
    .where(shareWorks(now))
    .executeTakeFirst();
  if (!row) throw shareGone();
  return row as Selectable<Database[T]>;
}

/** Checks the password of a share that has one; too many wrong ones lock it for a while. */
export async function unlockShare(
  store: EphemeralStore,
  table: ShareTable,
  share: { id: number; password_hash: string | null },
  password: string | undefined,
): Promise<void> {
  if (share.password_hash === null) return;
  const triesKey = `${table}:tries:${String(share.id)}`;
  if (Number((await store.get(triesKey)) ?? 0) >= PASSWORD_TRIES) throw failure('sharePasswordTooManyTries');
  if (!(await verifyPassword(share.password_hash, password ?? ''))) {
    await store.increment(triesKey, PASSWORD_WINDOW_MS);
    throw failure('sharePasswordWrong');
  }
}

/** A ticket standing for the opened password, for the share's addresses that cannot send it. */
export async function issueShareTicket(store: EphemeralStore, table: ShareTable, shareId: number): Promise<string> {
  const ticket = randomBytes(18).toString('base64url');
  await store.put(`${table}:ticket:${ticket}`, String(shareId), TICKET_MS);
  return ticket;
}

/** A share without a password needs no ticket; one with a password needs a ticket it issued. */
export async function requireShareTicket(
  store: EphemeralStore,
  table: ShareTable,
  share: { id: number; password_hash: string | null },
  ticket: string | undefined,
): Promise<void> {
  if (share.password_hash === null) return;
  const holder = ticket ? await store.get(`${table}:ticket:${ticket}`) : undefined;
  if (holder !== String(share.id)) throw shareGone();
}
