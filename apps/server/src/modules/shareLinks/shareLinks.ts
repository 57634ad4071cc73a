import { type MessageKey, ResultCode, SHARE_PASSWORD_MAX, SHARE_PASSWORD_MIN } from '@questline/contract';
import { randomBytes } from 'node:crypto';
import { type Insertable, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, failure } from '../../http/errors';
import type { EphemeralStore } from '../../store/ephemeral';
import { hashPassword, verifyPassword } from '../account/passwords';

/**
 * Share links, the one mechanism of issue shares, knowledge-base shares and network-disk shares (issues 10, 32, 29;
 * ADRs 0116, 0139): a 192-bit token (DOMAIN.md "Identifiers"), an optional expiry, revocation and, for the kinds that
 * offer one, a password stored hashed and tried at most PASSWORD_TRIES times a quarter of an hour. Revoked, expired
 * and unknown tokens answer the same 404: nothing tells a visitor which it was. Each kind keeps its rows in a table
 * of its own with these columns; what a share points at and who may make or end one stays with the kind.
 */
const SHARE_KINDS = {
  question_shares: { page: '/shared/', gone: 'shareInvalid' },
  knowledge_shares: { page: '/knowledgeShared/', gone: 'shareNotFound' },
  disk_shares: { page: '/diskShared/', gone: 'shareNotFound' },
} as const satisfies Record<string, { page: string; gone: MessageKey }>;

export type ShareTable = keyof typeof SHARE_KINDS;
/** The kinds whose shares may carry a password. */
export type LockableShareTable = 'knowledge_shares' | 'disk_shares';

const DAY_MS = 86_400_000;
/** Wrong passwords one share accepts in a quarter of an hour before it answers "too many attempts". */
const PASSWORD_TRIES = 10;
const PASSWORD_WINDOW_MS = 15 * 60_000;
/** What a share's password opens for addresses that cannot send it (<img>, a download link), good for an hour. */
const TICKET_MS = 3_600_000;

/** The one answer of a share that does not work, whatever the reason, in the kind's words. */
export const shareGone = (table: ShareTable) => new AppError(ResultCode.notFound, SHARE_KINDS[table].gone);

/** The public page of a share. */
export const sharePath = (table: ShareTable, token: string) => `${SHARE_KINDS[table].page}${token}`;

/** A new share's token and expiry (null: until revoked). */
export function newShareLink(options: { expireDays: number | null; now: Date }): {
  token: string;
  expire_time: string | null;
} {
  return {
    token: randomBytes(24).toString('base64url'),
    expire_time:
      options.expireDays === null ? null : new Date(options.now.getTime() + options.expireDays * DAY_MS).toISOString(),
  };
}

/** A new share's token, hashed password (null: none) and expiry, the password's length checked first. */
export async function newShareSecret(options: {
  password?: string | null;
  expireDays: number | null;
  now: Date;
}): Promise<{ token: string; password_hash: string | null; expire_time: string | null }> {
  const password = options.password ?? '';
  const length = [...password].length;
  if (password !== '' && (length < SHARE_PASSWORD_MIN || length > SHARE_PASSWORD_MAX)) {
    throw failure('sharePasswordLength', { min: SHARE_PASSWORD_MIN, max: SHARE_PASSWORD_MAX });
  }
  return { ...newShareLink(options), password_hash: password === '' ? null : await hashPassword(password) };
}

/** The columns every share row has, which `insertShare` fills. */
type ShareLinkColumn = 'token' | 'password_hash' | 'expire_time' | 'revoke_time' | 'create_time';

/**
 * Stores a new share of a kind that may carry a password: the kind's own columns (what it points at, who made it)
 * with a fresh token, the hashed password and the expiry. Answers the stored row.
 */
export async function insertShare<T extends LockableShareTable>(
  db: Kysely<Database>,
  table: T,
  target: Omit<Insertable<Database[T]>, ShareLinkColumn>,
  options: { password?: string | null; expireDays: number | null; now: Date },
): Promise<Selectable<Database[T]>> {
  const secret = await newShareSecret(options);
  const row = await db
    .insertInto(table as LockableShareTable)
    // The kind's columns are checked by the signature; kysely cannot follow a table chosen by a type parameter.
    .values({ ...target, ...secret, revoke_time: null, create_time: options.now.toISOString() } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Selectable<Database[T]>;
}

/** The condition of a share of `table` that still works: not revoked, and without an expiry or not yet past it. */
export function shareWorks(table: ShareTable, now: Date) {
  const revoked = sql.ref(`${table}.revoke_time`);
  const expires = sql.ref(`${table}.expire_time`);
  return sql<SqlBool>`${revoked} is null and (${expires} is null or ${expires} > ${now.toISOString()})`;
}

/** The share behind a token while it works (not revoked, not expired), or the 404 of a gone share. */
export async function liveShare<T extends ShareTable>(db: Kysely<Database>, table: T, token: string, now: Date) {
  const row = await db
    .selectFrom(table as ShareTable)
    .selectAll()
    .where('token', '=', token)
    .where(shareWorks(table, now))
    .executeTakeFirst();
  if (!row) throw shareGone(table);
  return row as Selectable<Database[T]>;
}

/** Ends a share from now on; ending one already ended is harmless. The kind has checked who asks. */
export async function revokeShareLink(
  db: Kysely<Database>,
  table: ShareTable,
  share: { id: number; revoke_time: string | null },
  now: Date,
): Promise<void> {
  if (share.revoke_time !== null) return;
  await db.updateTable(table).set({ revoke_time: now.toISOString() }).where('id', '=', share.id).execute();
}

/** Checks the password of a share that has one; too many wrong ones lock it for a while. */
export async function unlockShare(
  store: EphemeralStore,
  table: LockableShareTable,
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
export async function issueShareTicket(
  store: EphemeralStore,
  table: LockableShareTable,
  shareId: number,
): Promise<string> {
  const ticket = randomBytes(18).toString('base64url');
  await store.put(`${table}:ticket:${ticket}`, String(shareId), TICKET_MS);
  return ticket;
}

/** A share without a password needs no ticket; one with a password needs a ticket it issued. */
export async function requireShareTicket(
  store: EphemeralStore,
  table: LockableShareTable,
  share: { id: number; password_hash: string | null },
  ticket: string | undefined,
): Promise<void> {
  if (share.password_hash === null) return;
  const holder = ticket ? await store.get(`${table}:ticket:${ticket}`) : undefined;
  if (holder !== String(share.id)) throw shareGone(table);
}
