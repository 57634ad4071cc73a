import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha';
import { movableClock } from '../../test/clock';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { endSession, hashToken, livingSessions } from './sessions';

const PASSWORD = 'secret-123';
const TTL_MS = 10 * 3_600_000;

async function logIn(server: TestServer, username: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/prod-api/register/login',
    payload: { username, password: PASSWORD, ...(await solveCaptcha(server)) },
  });
  return response.json().data.token;
}

async function getInfo(server: TestServer, token: string, language = 'zh-CN') {
  const response = await server.app.inject({
    method: 'GET',
    url: '/prod-api/getInfo',
    headers: { ...bearer(token), language },
  });
  return response.json();
}

/** The stored session a token stands for (only its hash is stored). */
function sessionOf(server: TestServer, token: string) {
  return server.database.db
    .selectFrom('sessions')
    .select(['id', 'expire_time'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
}

/** Issue 3 "Sessions": sliding renewal (DESIGN.md "Passwords ... Session tokens"). */
describe('sessions: sliding renewal', () => {
  const clock = movableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now, config: { sessionTtlMs: TTL_MS } });
  });
  afterAll(() => server.close());

  const expiryOf = async (token: string) => (await sessionOf(server, token)).expire_time;

  it('stores only the hash of a 256-bit token and lets it live SESSION_TTL', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const token = await logIn(server, user.userName);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await expiryOf(token)).toBe(new Date(clock.now().getTime() + TTL_MS).toISOString());
  });

  it('leaves the expiry alone while more than half the TTL remains, then renews it to a full TTL', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const token = await logIn(server, user.userName);
    const first = await expiryOf(token);

    clock.advance(TTL_MS / 2 - 1);
    expect((await getInfo(server, token)).code).toBe(200);
    expect(await expiryOf(token)).toBe(first);

    clock.advance(2);
    expect((await getInfo(server, token)).code).toBe(200);
    expect(await expiryOf(token)).toBe(new Date(clock.now().getTime() + TTL_MS).toISOString());

    clock.advance(TTL_MS - 1);
    expect((await getInfo(server, token)).code).toBe(200);
  });

  it('expires a session nobody uses for a whole TTL', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const token = await logIn(server, user.userName);
    clock.advance(TTL_MS);
    expect(await getInfo(server, token, 'en-US')).toEqual({
      code: 401,
      msg: 'Your login has expired, please sign in again',
    });
  });

  it('keeps older sessions when SINGLE_SESSION is off (the default)', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const older = await logIn(server, user.userName);
    await logIn(server, user.userName);
    expect((await getInfo(server, older)).code).toBe(200);
  });
});

/** Issue 3 "Sessions" and spec point 8 401 "account used elsewhere". */
describe('sessions: SINGLE_SESSION=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ config: { singleSession: true } });
  });
  afterAll(() => server.close());

  it('a new login ends the older sessions, whose next call answers 401 "used elsewhere"', async () => {
    const user = await buildUser(server.database.db, { password: PASSWORD });
    const other = await buildUser(server.database.db, { password: PASSWORD });
    const older = await logIn(server, user.userName);
    const othersSession = await logIn(server, other.userName);
    const newer = await logIn(server, user.userName);

    expect(await getInfo(server, older)).toEqual({ code: 401, msg: '您的账号已在别处登录，请重新登录' });
    expect(await getInfo(server, older, 'en-US')).toEqual({
      code: 401,
      msg: 'Your account has been signed in elsewhere, please sign in again',
    });
    expect((await getInfo(server, newer)).code).toBe(200);
    expect((await getInfo(server, othersSession)).code).toBe(200);
  });
});

/** Issue 37: the sockets' periodic check asks about every socket's session in one statement per 500. */
describe('sessions: which still let their person in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  const sessionIdOf = async (token: string) => (await sessionOf(server, token)).id;

  it('answers the live ones among ended, expired, disabled and unknown sessions, past one statement of 500', async () => {
    const { db } = server.database;
    const now = new Date();
    const person = await buildUser(db);
    const live = await Promise.all(Array.from({ length: 520 }, () => signIn(db, person.id).then(sessionIdOf)));
    const ended = await sessionIdOf(await signIn(db, person.id));
    await endSession(db, { sessionId: ended, reason: 'logout', now });
    const expired = await sessionIdOf(
      await signIn(db, person.id, { ttlMs: 1_000, now: new Date(now.getTime() - 5_000) }),
    );
    const kept = await buildUser(db);
    const disabled = await sessionIdOf(await signIn(db, kept.id));
    await db.updateTable('users').set({ disabled: 1 }).where('id', '=', kept.id).execute();

    const living = await livingSessions(db, [...live, ended, expired, disabled, 987_654_321, live[0] ?? 0], now);
    expect([...living].sort((a, b) => a - b)).toEqual([...live].sort((a, b) => a - b));
    expect(await livingSessions(db, [], now)).toEqual(new Set());
  });
});
