import { IM_ACCESS_TOKEN_SECONDS, type ImToken, ResultCode } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { CallerLookup } from '../../http/access';
import { AppError } from '../../http/errors';
import { hashToken, newToken } from '../account/sessions';

const ACCESS_MS = IM_ACCESS_TOKEN_SECONDS * 1000;
/** A pair unused this long after its access token ended is forgotten when its session asks for another. */
const STALE_MS = 86_400_000;

/**
 * Spec point 7 `imTool/getImToken` (issue 33, ADR 0131): a token pair for messaging alone. Only their SHA-256 is
 * kept, as for sessions, and in a table of their own, so the session look-up of every other route never finds one
 * and the `im` routes look nowhere else. A pair belongs to the session that asked: it works while that session
 * does, so logout, expiry, a newer sign-in in single-session mode and a disabled account end it at once.
 */
export async function mintImToken(
  db: Kysely<Database>,
  options: { userId: number; sessionId: number; now: Date },
): Promise<ImToken> {
  const { now } = options;
  // Spent pairs whose access token is over are of no more use to anyone, and the session's pairs left a day past
  // their access token's end belonged to chats long closed (a chat that wakes after that asks for a new pair).
  await db
    .deleteFrom('im_tokens')
    .where((eb) =>
      eb.or([
        eb.and([eb('refresh_use_time', 'is not', null), eb('access_expire_time', '<', now.toISOString())]),
        eb.and([
          eb('session_id', '=', options.sessionId),
          eb('access_expire_time', '<', new Date(now.getTime() - STALE_MS).toISOString()),
        ]),
      ]),
    )
    .execute();
  const access = newToken();
  const refresh = newToken();
  await db
    .insertInto('im_tokens')
    .values({
      user_id: options.userId,
      session_id: options.sessionId,
      access_hash: hashToken(access),
      refresh_hash: hashToken(refresh),
      access_expire_time: new Date(now.getTime() + ACCESS_MS).toISOString(),
      refresh_use_time: null,
      create_time: now.toISOString(),
    })
    .execute();
  return { access_token: access, refresh_token: refresh, expires_in: IM_ACCESS_TOKEN_SECONDS };
}

/** Whether the session a pair came from still lets its person in. */
function sessionLives(row: { end_time: string | null; expire_time: string; disabled: number }, now: Date): boolean {
  return row.end_time === null && Date.parse(row.expire_time) > now.getTime() && row.disabled !== 1;
}

const invalid = () => new AppError(ResultCode.unauthorized, 'imTokenInvalid');

/**
 * POST imTool/refreshImToken: a refresh token works once, while its session lives, and answers a new pair. The
 * conditional update lets exactly one of two simultaneous refreshes through; the old access token keeps working
 * until its own end, so calls already under way are not cut off.
 */
export async function refreshImToken(
  db: Kysely<Database>,
  options: { refreshToken: string; now: Date },
): Promise<ImToken> {
  const { now } = options;
  const row = await db
    .selectFrom('im_tokens')
    .innerJoin('sessions', 'sessions.id', 'im_tokens.session_id')
    .innerJoin('users', 'users.id', 'im_tokens.user_id')
    .select([
      'im_tokens.id',
      'im_tokens.user_id',
      'im_tokens.session_id',
      'im_tokens.refresh_use_time',
      'sessions.end_time',
      'sessions.expire_time',
      'users.disabled',
    ])
    .where('im_tokens.refresh_hash', '=', hashToken(options.refreshToken))
    .executeTakeFirst();
  if (!row || row.refresh_use_time !== null || !sessionLives(row, now)) throw invalid();
  const spent = await db
    .updateTable('im_tokens')
    .set({ refresh_use_time: now.toISOString() })
    .where('id', '=', row.id)
    .where('refresh_use_time', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw invalid();
  return mintImToken(db, { userId: row.user_id, sessionId: row.session_id, now });
}

/**
 * Who holds a messaging access token, for the `im` routes and the messaging socket. The caller it answers carries
 * no platform role: an administrator's messaging token reads only their own conversations, like anyone's.
 */
export async function lookupImToken(
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string | undefined,
): Promise<CallerLookup> {
  if (!token) return { found: false, reason: 'missing' };
  const row = await deps.db
    .selectFrom('im_tokens')
    .innerJoin('sessions', 'sessions.id', 'im_tokens.session_id')
    .innerJoin('users', 'users.id', 'im_tokens.user_id')
    .select([
      'im_tokens.user_id',
      'im_tokens.session_id',
      'im_tokens.access_expire_time',
      'sessions.end_time',
      'sessions.expire_time',
      'users.disabled',
      'users.demo_sandbox_id',
    ])
    .where('im_tokens.access_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { found: false, reason: 'unknown' };
  const now = deps.now();
  if (Date.parse(row.access_expire_time) <= now.getTime() || !sessionLives(row, now)) {
    return { found: false, reason: 'expired' };
  }
  return {
    found: true,
    caller: {
      userId: row.user_id,
      sessionId: row.session_id,
      isPlatformAdmin: false,
      isSupport: false,
      isFinance: false,
      ...(row.demo_sandbox_id === null ? {} : { demoSandboxId: row.demo_sandbox_id }),
    },
  };
}
