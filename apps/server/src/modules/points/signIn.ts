import {
  type LastSignIn,
  type PointsSummary,
  type SignInDay,
  type SignInResult,
  calendarDayIn,
  nextSignIn,
  signInList,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { failure } from '../../http/errors';
import { postPoints } from './ledger';

type Db = Kysely<Database>;

/** Who signs in, when and in which time zone: their calendar day is "today". */
export interface SignInCaller {
  userId: number;
  timeZone: string;
  now: Date;
}

async function lastSignIn(db: Db, userId: number): Promise<LastSignIn | null> {
  const row = await db
    .selectFrom('sign_ins')
    .select(['day', 'streak_day'])
    .where('user_id', '=', userId)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { day: row.day, streakDay: row.streak_day } : null;
}

/**
 * Today's sign-in (spec point 9, ADR 0111): the rule's points for the run's day, one ledger entry and one sign_ins
 * row in one transaction. A second sign-in the same day is refused; when two race, the unique (user, day) key
 * refuses the later and its transaction, points included, rolls back. `shownPoints` is what the page offered: a
 * value that is not the rule's is refused, so no client names what it earns.
 */
export async function signIn(db: Db, caller: SignInCaller, shownPoints: number): Promise<SignInResult> {
  const today = calendarDayIn(caller.now, caller.timeZone);
  const at = caller.now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const next = nextSignIn(await lastSignIn(trx, caller.userId), today);
      if (next === null) throw failure('signInAlreadyToday');
      if (next.points !== shownPoints) throw failure('signInValueStale');
      const posted = await postPoints(trx, {
        userId: caller.userId,
        points: next.points,
        source: 'signIn',
        reason: `signIn:${today}`,
        at,
      });
      await trx
        .insertInto('sign_ins')
        .values({
          user_id: caller.userId,
          day: today,
          streak_day: next.streakDay,
          time_zone: caller.timeZone,
          ledger_id: posted.entryId,
          create_time: at,
        })
        .execute();
      return { points: next.points, streakDay: next.streakDay, balance: posted.balance };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('signInAlreadyToday');
    throw error;
  }
}

/** The caller's balance and today's sign-in state (integral/integral). */
export async function pointsSummary(db: Db, caller: SignInCaller): Promise<PointsSummary> {
  const today = calendarDayIn(caller.now, caller.timeZone);
  const [user, last] = await Promise.all([
    db.selectFrom('users').select('points').where('id', '=', caller.userId).executeTakeFirstOrThrow(),
    lastSignIn(db, caller.userId),
  ]);
  const next = nextSignIn(last, today);
  return {
    balance: user.points,
    signedInToday: next === null,
    streakDay: next?.streakDay ?? last?.streakDay ?? 1,
    todayPoints: next?.points ?? 0,
  };
}

/** The seven-day list of the current run (getUserSignin7DayList). */
export async function signInDays(db: Db, caller: SignInCaller): Promise<SignInDay[]> {
  return signInList(await lastSignIn(db, caller.userId), calendarDayIn(caller.now, caller.timeZone));
}
