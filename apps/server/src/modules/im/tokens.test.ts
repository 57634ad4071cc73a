import { IM_ACCESS_TOKEN_SECONDS, IM_PATHS, IM_TOOL_PATHS, type ImToken, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { type Chatter, imKit } from './testKit.fixture';

/**
 * Spec point 7 `GET /{product}/imTool/getImToken` (issue 33, ADR 0131): an access token, a refresh token and the
 * expiry; refreshable, each refresh token once; tied to the session that asked, so it ends with it.
 */
describe('messaging tokens', () => {
  const clock = movableClock();
  let server: TestServer;
  let kit: ReturnType<typeof imKit>;
  let ann: Chatter;

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    kit = imKit(server, clock.now);
    ann = await kit.chatter('Ann');
  });
  afterAll(() => server.close());

  it('answers access_token, refresh_token and expires_in to a signed-in person only', async () => {
    const answer = await kit.getToken(ann.session);
    expect(answer.code).toBe(ResultCode.ok);
    expect(answer.data).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      expires_in: IM_ACCESS_TOKEN_SECONDS,
    });
    expect(answer.data.access_token).not.toBe(answer.data.refresh_token);
    expect((await kit.getToken('not-a-session')).code).toBe(ResultCode.unauthorized);
    expect((await kit.call(undefined, 'GET', IM_TOOL_PATHS.token)).code).toBe(ResultCode.unauthorized);
    const rows = await server.database.db.selectFrom('im_tokens').select(['access_hash', 'refresh_hash']).execute();
    // Only hashes are kept, as for sessions.
    expect(rows.flatMap((row) => [row.access_hash, row.refresh_hash])).not.toContain(answer.data.access_token);
  });

  it('opens the messaging calls, which take no session token', async () => {
    expect((await kit.call(ann.token, 'GET', IM_PATHS.conversations)).code).toBe(ResultCode.ok);
    expect(await kit.call(ann.token, 'GET', IM_TOOL_PATHS.me)).toMatchObject({
      code: ResultCode.ok,
      data: { userId: ann.id, nickName: 'Ann' },
    });
    expect((await kit.call(ann.session, 'GET', IM_PATHS.conversations)).code).toBe(ResultCode.unauthorized);
    expect((await kit.call(undefined, 'GET', IM_PATHS.conversations)).code).toBe(ResultCode.unauthorized);
  });

  it('refreshes once per refresh token, and the access token ends after expires_in', async () => {
    const first = (await kit.getToken(ann.session)).data;
    const refreshed = await kit.call<ImToken>(undefined, 'POST', IM_TOOL_PATHS.refresh, {
      refresh_token: first.refresh_token,
    });
    expect(refreshed.code).toBe(ResultCode.ok);
    expect(refreshed.data.access_token).not.toBe(first.access_token);
    const again = await kit.call(undefined, 'POST', IM_TOOL_PATHS.refresh, { refresh_token: first.refresh_token });
    expect(again).toMatchObject({ code: ResultCode.unauthorized, msg: expect.stringContaining('messaging') });
    // An access token is no refresh token.
    expect(
      (await kit.call(undefined, 'POST', IM_TOOL_PATHS.refresh, { refresh_token: refreshed.data.access_token })).code,
    ).toBe(ResultCode.unauthorized);
    // The old access token works until its own end; then neither does, and the refresh token still refreshes.
    expect((await kit.call(first.access_token, 'GET', IM_PATHS.conversations)).code).toBe(ResultCode.ok);
    clock.advance(IM_ACCESS_TOKEN_SECONDS * 1000);
    expect((await kit.call(first.access_token, 'GET', IM_PATHS.conversations)).code).toBe(ResultCode.unauthorized);
    expect((await kit.call(refreshed.data.access_token, 'GET', IM_PATHS.conversations)).code).toBe(
      ResultCode.unauthorized,
    );
    const later = await kit.call<ImToken>(undefined, 'POST', IM_TOOL_PATHS.refresh, {
      refresh_token: refreshed.data.refresh_token,
    });
    expect((await kit.call(later.data.access_token, 'GET', IM_PATHS.conversations)).code).toBe(ResultCode.ok);
  });

  it('lets exactly one of two simultaneous refreshes through', async () => {
    const pair = (await kit.getToken(ann.session)).data;
    const answers = await Promise.all(
      [1, 2].map(() => kit.call(undefined, 'POST', IM_TOOL_PATHS.refresh, { refresh_token: pair.refresh_token })),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([ResultCode.ok, ResultCode.unauthorized]);
  });

  it('is revoked at logout: access and refresh tokens both stop at once', async () => {
    const bo = await kit.chatter('Bo');
    const pair = (await kit.getToken(bo.session)).data;
    expect((await kit.call(bo.session, 'POST', '/questline/userInfo/logout')).code).toBe(ResultCode.ok);
    expect((await kit.call(pair.access_token, 'GET', IM_PATHS.conversations)).code).toBe(ResultCode.unauthorized);
    expect((await kit.call(bo.token, 'GET', IM_PATHS.conversations)).code).toBe(ResultCode.unauthorized);
    expect(
      (await kit.call(undefined, 'POST', IM_TOOL_PATHS.refresh, { refresh_token: pair.refresh_token }, 'zh-CN')).msg,
    ).toBe('消息服务的登录已失效，请重新打开消息窗口');
  });

  it('ends when its session expires or its account is disabled', async () => {
    const cy = await kit.chatter('Cy');
    await server.database.db.updateTable('users').set({ disabled: 1 }).where('id', '=', cy.id).execute();
    expect((await kit.call(cy.token, 'GET', IM_PATHS.conversations)).code).toBe(ResultCode.unauthorized);
    const dee = await kit.chatter('Dee');
    const pair = (await kit.getToken(dee.session)).data;
    // A refresh token has no end of its own: its session's is its end (a session nobody uses is not renewed).
    clock.advance(10 * 86_400_000 - 1000);
    const refreshed = await kit.call<ImToken>(undefined, 'POST', IM_TOOL_PATHS.refresh, {
      refresh_token: pair.refresh_token,
    });
    expect(refreshed.code).toBe(ResultCode.ok);
    clock.advance(1000);
    const late = { refresh_token: refreshed.data.refresh_token };
    expect((await kit.call(undefined, 'POST', IM_TOOL_PATHS.refresh, late)).code).toBe(ResultCode.unauthorized);
    expect((await kit.call(refreshed.data.access_token, 'GET', IM_PATHS.conversations)).code).toBe(
      ResultCode.unauthorized,
    );
  });
});
