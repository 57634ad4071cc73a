import { ResultCode } from '@questline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha';
import { prodApi } from '../../test/api';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { adminSuite } from './adminKit.fixture';

/** Issue 35: the administrator reads a person, keeps them out and lets them in, ends a session, changes the plan. */
describe('users in the administration area', () => {
  const clock = new Date('2026-05-01T08:00:00.000Z');
  let person: { id: number; userName: string };
  let adminId: number;
  const suite = adminSuite({ now: () => clock });
  beforeAll(async () => {
    const { db } = suite.server.database;
    adminId = suite.rootUser.id;
    person = await buildUser(db, { password: 'person-pass1', points: 40 });
    await buildProject(db, { ownerId: person.id, name: 'Lighthouse' });
    await db
      .insertInto('social_accounts')
      .values({
        user_id: person.id,
        provider: 'qq',
        open_id: 'o-1',
        nick_name: 'qq-nick',
        avatar: '',
        create_time: clock.toISOString(),
      })
      .execute();
  });

  const call: ReturnType<typeof prodApi> = (...args) => prodApi(suite.server)(...args);
  const signInAs = async (username: string, password: string, language: 'zh-CN' | 'en-US' = 'en-US') =>
    call('POST', '/register/login', {
      payload: { username, password, ...(await solveCaptcha(suite.server)) },
      language,
    });
  const detail = async (userId = person.id) =>
    call('GET', `/admin/users/detail?userId=${String(userId)}`, { token: suite.root });
  const auditOf = async (action: string) =>
    (await call('GET', `/admin/audit/list?action=${action}&keyword=${person.userName}`, { token: suite.root })).rows;

  it("answers a person's plan, projects, sessions, bindings, points and orders", async () => {
    const session = await signIn(suite.server.database.db, person.id, { now: clock });
    const answer = await detail();
    expect(answer.code).toBe(ResultCode.ok);
    expect(answer.data).toMatchObject({
      userId: person.id,
      userName: person.userName,
      disabled: false,
      versionCode: 0,
      vipEndTime: null,
      points: 40,
      projects: [{ name: 'Lighthouse', role: 'owner' }],
      bindings: [{ provider: 'qq', nickName: 'qq-nick' }],
      orders: [],
    });
    expect(answer.data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(session).toEqual(expect.any(String));
    expect((await detail(999_999)).code).toBe(ResultCode.notFound);
  });

  it('hides the live demo’s people, who are their sandbox’s', async () => {
    const { db } = suite.server.database;
    const sandbox = await db
      .insertInto('demo_sandboxes')
      .values({ seat: 1, create_time: clock.toISOString(), last_active_time: clock.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const visitor = await buildUser(db, { demo_sandbox_id: sandbox.id });
    expect((await detail(visitor.id)).code).toBe(ResultCode.notFound);
    expect(
      (await call('POST', '/admin/users/disable', { token: suite.root, payload: { userId: visitor.id } })).code,
    ).toBe(ResultCode.notFound);
  });

  it('disables an account: its sessions end at once, sign-in is refused, and enabling lets it in again', async () => {
    const session = await signIn(suite.server.database.db, person.id, { now: clock });
    expect((await call('GET', '/getInfo', { token: session })).code).toBe(ResultCode.ok);

    expect(
      (await call('POST', '/admin/users/disable', { token: suite.root, payload: { userId: person.id } })).code,
    ).toBe(ResultCode.ok);
    expect((await call('GET', '/getInfo', { token: session })).code).toBe(ResultCode.unauthorized);
    expect(await signInAs(person.userName, 'person-pass1')).toEqual({
      code: ResultCode.fail,
      msg: 'This account has been disabled by an administrator; contact support if you think this is wrong',
    });
    expect((await signInAs(person.userName, 'person-pass1', 'zh-CN')).msg).toBe(
      '该账号已被管理员停用，如有疑问请联系客服',
    );
    expect((await detail()).data).toMatchObject({ disabled: true, sessions: [] });
    const [line] = await auditOf('userDisable');
    expect(line).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect((line?.after as { sessionsEnded: number }).sessionsEnded).toBeGreaterThanOrEqual(2);

    const listed = await call('GET', `/admin/users/list?keyword=${person.userName}`, { token: suite.root });
    expect(listed.rows[0]).toMatchObject({ disabled: true });

    expect(
      (await call('POST', '/admin/users/enable', { token: suite.root, payload: { userId: person.id } })).code,
    ).toBe(ResultCode.ok);
    expect((await signInAs(person.userName, 'person-pass1')).code).toBe(ResultCode.ok);
    expect(await auditOf('userEnable')).toHaveLength(1);
  });

  it('will not disable a platform administrator', async () => {
    const answer = await call('POST', '/admin/users/disable', { token: suite.root, payload: { userId: adminId } });
    expect(answer).toEqual({ code: ResultCode.fail, msg: "A platform administrator's account cannot be disabled" });
    expect((await call('GET', '/getInfo', { token: suite.root })).code).toBe(ResultCode.ok);
  });

  it('ends one session and leaves the others', async () => {
    const { db } = suite.server.database;
    const first = await signIn(db, person.id, { now: clock });
    const second = await signIn(db, person.id, { now: clock });
    const sessions = (await detail()).data.sessions as { sessionId: number }[];
    const newest = sessions[0]?.sessionId ?? 0;
    const end = (sessionId: number, userId = person.id) =>
      call('POST', '/admin/users/endSession', { token: suite.root, payload: { userId, sessionId } });
    expect((await end(newest)).code).toBe(ResultCode.ok);
    expect((await call('GET', '/getInfo', { token: second })).code).toBe(ResultCode.unauthorized);
    expect((await call('GET', '/getInfo', { token: first })).code).toBe(ResultCode.ok);
    expect(await end(newest)).toEqual({
      code: ResultCode.fail,
      msg: 'This session does not exist or has already ended',
    });
    expect((await end(newest - 1, adminId)).code).toBe(ResultCode.fail);
    expect(await auditOf('userEndSession')).toHaveLength(1);
  });

  it('changes the plan with a reason kept in the audit log, and refuses an end that does not fit', async () => {
    const change = (payload: object, language: 'zh-CN' | 'en-US' = 'en-US') =>
      call('POST', '/admin/users/plan', { token: suite.root, payload: { userId: person.id, ...payload }, language });
    expect(await change({ versionCode: 2, vipEndTime: '2026-04-01T00:00:00.000Z', reason: 'goodwill' })).toEqual({
      code: ResultCode.fail,
      msg: 'A paid plan needs an end time later than now',
    });
    expect((await change({ versionCode: 0, vipEndTime: '2027-04-01T00:00:00.000Z', reason: 'x' }, 'zh-CN')).msg).toBe(
      '免费版没有到期时间',
    );
    expect((await change({ versionCode: 2, vipEndTime: '2027-05-01T00:00:00.000Z', reason: '' })).code).toBe(
      ResultCode.fail,
    );
    expect((await change({ versionCode: 7, vipEndTime: null, reason: 'x' })).code).toBe(ResultCode.fail);
    expect((await detail()).data).toMatchObject({ versionCode: 0, vipEndTime: null });

    expect((await change({ versionCode: 2, vipEndTime: '2027-05-01T00:00:00.000Z', reason: 'goodwill' })).code).toBe(
      ResultCode.ok,
    );
    expect((await detail()).data).toMatchObject({ versionCode: 2, vipEndTime: '2027-05-01T00:00:00.000Z' });
    expect(await auditOf('userPlan')).toEqual([
      expect.objectContaining({
        before: { versionCode: 0, vipEndTime: null },
        after: { versionCode: 2, vipEndTime: '2027-05-01T00:00:00.000Z', reason: 'goodwill' },
      }),
    ]);
  });
});
