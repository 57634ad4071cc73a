import type { PointsSummary, SignInDay, SignInResult } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';

const DAY = 86_400_000;

/** Spec points 7 and 9, issue 30 (ADR 0111): the daily sign-in through the API, a controllable clock for the days. */
describe('daily sign-in', () => {
  let server: TestServer;
  // 09:00 in Shanghai on 2 March 2026.
  let clock = new Date('2026-03-02T01:00:00.000Z');
  beforeAll(async () => {
    server = await getTestServer({ now: () => clock });
  });
  afterAll(() => server.close());

  const call: ReturnType<typeof prodApi> = (...args) => prodApi(server)(...args);
  const person = async () =>
    signIn(server.database.db, (await buildUser(server.database.db)).id, { ttlMs: 365 * DAY, now: clock });
  const signInAs = (token: string, value: number, timeZone = 'Asia/Shanghai', language?: 'zh-CN' | 'en-US') =>
    call('GET', `/questline/integral/addSignIn/${String(value)}?timeZone=${encodeURIComponent(timeZone)}`, {
      token,
      ...(language ? { language } : {}),
    }) as Promise<{ code: number; msg: string; data: SignInResult }>;
  const summary = async (token: string, timeZone = 'Asia/Shanghai') =>
    (
      (await call('GET', `/questline/integral/integral?timeZone=${encodeURIComponent(timeZone)}`, { token })) as {
        data: PointsSummary;
      }
    ).data;

  it('earns 1, 2, 3 ... on an unbroken run, 6 at most, and starts again at 1 after a missed day', async () => {
    const token = await person();
    const earned: number[] = [];
    for (let day = 0; day < 8; day += 1) {
      const { todayPoints } = await summary(token);
      const answer = await signInAs(token, todayPoints);
      expect(answer.code).toBe(200);
      earned.push(answer.data.points);
      clock = new Date(clock.getTime() + DAY);
    }
    expect(earned).toEqual([1, 2, 3, 4, 5, 6, 6, 6]);
    expect(await summary(token)).toEqual({ balance: 33, signedInToday: false, streakDay: 9, todayPoints: 6 });
    clock = new Date(clock.getTime() + DAY);
    expect((await signInAs(token, 1)).data).toEqual({ points: 1, streakDay: 1, balance: 34 });
  });

  it('refuses a second sign-in the same day, and a value that is not the rule’s, earning nothing', async () => {
    const token = await person();
    expect((await signInAs(token, 2, 'Asia/Shanghai', 'en-US')).msg).toBe(
      "Today's sign-in reward has changed; refresh the page and sign in again",
    );
    expect((await signInAs(token, 1)).code).toBe(200);
    const again = await signInAs(token, 2, 'Asia/Shanghai', 'zh-CN');
    expect(again.msg).toBe('今天已经签到过了，明天再来吧');
    // More than any day earns is not a sign-in at all.
    expect(await signInAs(token, 7, 'Asia/Shanghai', 'en-US')).toMatchObject({
      code: 500,
      msg: expect.stringMatching(/value/i),
    });
    expect(await summary(token)).toEqual({ balance: 1, signedInToday: true, streakDay: 1, todayPoints: 0 });
    const checkedIn = (await call('GET', '/questline/integral/userWhetherCheckIn?timeZone=Asia%2FShanghai', {
      token,
    })) as {
      data: boolean;
    };
    expect(checkedIn.data).toBe(true);
  });

  it('earns once when three sign-ins of one person race', async () => {
    const { id } = await buildUser(server.database.db);
    const token = await signIn(server.database.db, id, { ttlMs: 365 * DAY, now: clock });
    const answers = await Promise.all([signInAs(token, 1), signInAs(token, 1), signInAs(token, 1)]);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.msg === 'You have already signed in today; come back tomorrow'),
    ).toHaveLength(2);
    expect((await summary(token)).balance).toBe(1);
    const ledger = await server.database.db
      .selectFrom('points_ledger')
      .select('points')
      .where('user_id', '=', id)
      .execute();
    expect(ledger).toEqual([{ points: 1 }]);
  });

  it("takes today in the person's time zone, and refuses a time zone that does not exist", async () => {
    const token = await person();
    clock = new Date('2026-04-01T23:30:00.000Z');
    // Already 2 April in Shanghai, still 1 April in Los Angeles: one sign-in each side of the date line of days.
    expect((await signInAs(token, 1, 'America/Los_Angeles')).code).toBe(200);
    expect((await signInAs(token, 2, 'Asia/Shanghai')).data).toMatchObject({ points: 2, streakDay: 2 });
    const stored = await server.database.db
      .selectFrom('sign_ins')
      .select(['day', 'time_zone'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(stored).toEqual([
      { day: '2026-04-02', time_zone: 'Asia/Shanghai' },
      { day: '2026-04-01', time_zone: 'America/Los_Angeles' },
    ]);
    const nowhere = await signInAs(token, 3, 'Mars/Olympus', 'en-US');
    expect(nowhere).toEqual(
      expect.objectContaining({
        code: 500,
        msg: 'Invalid input: Unknown time zone: use an IANA name such as Asia/Shanghai',
      }),
    );
  });

  it('lists seven days of the run, and answers only the signed-in', async () => {
    const token = await person();
    clock = new Date('2026-05-10T02:00:00.000Z');
    await signInAs(token, 1);
    const list = (await call('GET', '/questline/integral/getUserSignin7DayList?timeZone=Asia%2FShanghai', {
      token,
    })) as {
      data: SignInDay[];
    };
    expect(list.data[0]).toEqual({ day: '2026-05-10', points: 1, state: 'signed' });
    expect(list.data.map((day) => day.state)).toEqual([
      'signed',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(((await call('GET', '/questline/integral/integral')) as { code: number }).code).toBe(401);
  });
});
