import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { prodApi } from '../../test/api';
import { type TestServer, getTestServer } from '../../test/server';
import { verifyPassword } from '../account/passwords';

/** Issue 38 point 2 (ADR 0108): invitation links, made by project admins and the platform administrator. */
describe('invitation links', () => {
  let server: TestServer;
  let clock = new Date('2026-05-01T08:00:00.000Z');
  beforeAll(async () => {
    server = await getTestServer({ now: () => clock, config: { publicUrl: 'https://q.example' } });
  });
  afterAll(() => server.close());

  const person = async (overrides: Parameters<typeof buildUser>[1] = {}) => {
    const user = await buildUser(server.database.db, overrides);
    return {
      id: user.id,
      token: await signIn(server.database.db, user.id, { ttlMs: 10 * 365 * 86_400_000, now: clock }),
    };
  };
  const call: ReturnType<typeof prodApi> = (...args) => prodApi(server)(...args);
  const world = async () => {
    const owner = await person();
    const admin = await person();
    const member = await person();
    const projectId = await buildProject(server.database.db, {
      ownerId: owner.id,
      name: 'Falcon',
      members: [{ userId: admin.id, role: 'admin' }, { userId: member.id }],
    });
    return { owner, admin, member, projectId };
  };
  const create = (token: string, payload: object) => call('POST', '/questline/joinLink/create', { token, payload });
  const tokenOf = (url: string) => url.split('/join/')[1] ?? '';
  const register = (token: string, account: string, extra: object = {}, language: 'zh-CN' | 'en-US' = 'en-US') =>
    call('POST', '/register/joinLink/register', {
      language,
      payload: {
        token,
        nickName: 'Newcomer',
        account,
        password: 'secret-123',
        confirmPassword: 'secret-123',
        agreement: true,
        ...extra,
      },
    });
  const membersOf = async (projectId: number) =>
    (
      await server.database.db
        .selectFrom('project_users')
        .select('user_id')
        .where('project_id', '=', projectId)
        .execute()
    ).map((row) => row.user_id);
  let serial = 0;
  const fresh = () => {
    serial += 1;
    return `newcomer${String(serial)}`;
  };

  it('lets a project admin make a single-use link that registers someone with a password into the project', async () => {
    const w = await world();
    const created = await create(w.admin.token, { projectId: w.projectId, maxUses: 1, expiresInDays: 7 });
    expect(created).toMatchObject({
      code: 200,
      data: { projectId: w.projectId, projectName: 'Falcon', maxUses: 1, useCount: 0, state: 'live', email: null },
    });
    expect(created.data.url).toMatch(/^https:\/\/q\.example\/join\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(created.data.url);
    // Only the hash is kept.
    const stored = await server.database.db.selectFrom('join_links').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    expect((await call('GET', `/register/joinLink?token=${token}`)).data).toMatchObject({
      state: 'live',
      projectName: 'Falcon',
      email: null,
    });
    const name = fresh();
    const joined = await register(token, name);
    expect(joined).toMatchObject({ code: 200, data: { projectId: w.projectId, token: expect.any(String) } });
    const info = await call('GET', '/getInfo', { token: joined.data.token });
    expect(info.data.user).toMatchObject({ userName: name, nickName: 'Newcomer', phonenumber: '' });
    expect(info.data.bindPhoneRequired).toBe(false);
    const user = await server.database.db
      .selectFrom('users')
      .selectAll()
      .where('user_name', '=', name)
      .executeTakeFirstOrThrow();
    expect(user.joined_by).toBe('link');
    expect(user.current_project_id).toBe(w.projectId);
    expect(await verifyPassword(user.password_hash, 'secret-123')).toBe(true);
    expect(await membersOf(w.projectId)).toContain(user.id);

    expect(await register(token, fresh())).toEqual({
      code: 500,
      msg: 'This invitation link has been used up; ask the person who invited you for a new one',
    });
    expect((await call('GET', `/register/joinLink?token=${token}`)).data.state).toBe('usedUp');
  });

  it('admits up to the maximum of a multi-use link until it expires', async () => {
    const w = await world();
    const created = await create(w.admin.token, { projectId: w.projectId, maxUses: 3, expiresInDays: 1 });
    const token = tokenOf(created.data.url);
    expect((await register(token, fresh())).code).toBe(200);
    expect((await register(token, fresh())).code).toBe(200);
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await register(token, fresh(), {}, 'zh-CN')).toMatchObject({ code: 500 });
    expect((await call('GET', `/register/joinLink?token=${token}`, { language: 'zh-CN' })).data.state).toBe('expired');
    const list = await call('GET', `/questline/joinLink/list?projectId=${String(w.projectId)}`, {
      token: w.admin.token,
    });
    expect(list.data[0]).toMatchObject({ useCount: 2, maxUses: 3, state: 'expired' });
    expect(list.data[0]).not.toHaveProperty('url');
  });

  it('takes only the bound address on a link bound to an e-mail, which then signs in too', async () => {
    const w = await world();
    const created = await create(w.admin.token, {
      projectId: w.projectId,
      maxUses: 1,
      expiresInDays: 7,
      email: ' Ann@Example.com ',
    });
    expect(created.data.email).toBe('ann@example.com');
    const token = tokenOf(created.data.url);
    expect(await register(token, fresh())).toEqual({
      code: 500,
      msg: 'This invitation is for ann@example.com; register with that address',
    });
    expect(await register(token, 'bob@example.com')).toMatchObject({ code: 500 });
    expect((await register(token, 'ANN@example.com')).code).toBe(200);
    const user = await server.database.db
      .selectFrom('users')
      .select(['user_name', 'email'])
      .where('email', '=', 'ann@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ user_name: 'ann@example.com', email: 'ann@example.com' });
  });

  it('refuses bad input in the caller language and changes nothing', async () => {
    const w = await world();
    const token = tokenOf(
      (await create(w.admin.token, { projectId: w.projectId, maxUses: 2, expiresInDays: 7 })).data.url,
    );
    const before = await membersOf(w.projectId);
    expect(await register(token, '13800000000')).toMatchObject({ code: 500, msg: expect.stringMatching(/user name/) });
    expect((await register(token, 'x', {}, 'zh-CN')).msg).toMatch(/\p{Script=Han}/u);
    expect(await register(token, fresh(), { confirmPassword: 'other-123' })).toEqual({
      code: 500,
      msg: 'The passwords do not match',
    });
    expect(await register(token, fresh(), { agreement: false })).toMatchObject({ code: 500 });
    expect(await register(token, fresh(), { password: '123' })).toMatchObject({ code: 500 });
    const taken = await person({ user_name: 'TakenName' });
    expect(taken.id).toBeGreaterThan(0);
    expect(await register(token, 'takenname')).toEqual({
      code: 500,
      msg: 'This user name or e-mail address is already in use; choose another or sign in',
    });
    expect(await register('not-a-token', fresh())).toEqual({
      code: 500,
      msg: 'This invitation link is not valid; ask the person who invited you for a new one',
    });
    expect(await create(w.admin.token, { projectId: w.projectId, maxUses: 0, expiresInDays: 7 })).toMatchObject({
      code: 500,
    });
    expect(
      await create(w.admin.token, { projectId: w.projectId, maxUses: 1, expiresInDays: 7, email: 'nope' }),
    ).toEqual({
      code: 500,
      msg: 'The e-mail address is invalid',
    });
    expect(await membersOf(w.projectId)).toEqual(before);
    const list = await call('GET', `/questline/joinLink/list?projectId=${String(w.projectId)}`, {
      token: w.admin.token,
    });
    expect(list.data).toHaveLength(1);
    expect(list.data[0].useCount).toBe(0);
  });

  it('stops a revoked link at once, and refuses another project’s link id with 404', async () => {
    const w = await world();
    const created = await create(w.admin.token, { projectId: w.projectId, maxUses: 5, expiresInDays: 30 });
    const other = await world();
    const revokeAs = (token: string, projectId: number) =>
      call('POST', '/questline/joinLink/revoke', { token, payload: { projectId, linkId: created.data.linkId } });
    expect((await revokeAs(other.admin.token, other.projectId)).code).toBe(404);
    expect((await revokeAs(w.member.token, w.projectId)).code).toBe(403);
    expect((await revokeAs(w.admin.token, w.projectId)).code).toBe(200);
    expect((await revokeAs(w.admin.token, w.projectId)).code).toBe(200);
    expect(await register(tokenOf(created.data.url), fresh())).toMatchObject({
      code: 500,
      msg: 'This invitation link was revoked; ask the person who invited you for a new one',
    });
  });

  it('stops working when its maker is no longer an admin of the project', async () => {
    const w = await world();
    const token = tokenOf(
      (await create(w.admin.token, { projectId: w.projectId, maxUses: 5, expiresInDays: 7 })).data.url,
    );
    await server.database.db
      .updateTable('project_users')
      .set({ role: 'member' })
      .where('user_id', '=', w.admin.id)
      .where('project_id', '=', w.projectId)
      .execute();
    expect(await register(token, fresh())).toEqual({ code: 500, msg: 'This invitation is no longer valid' });
  });

  it('lets a signed-in person accept: joins once, spends one use, and a member is simply taken there', async () => {
    const w = await world();
    const created = await create(w.admin.token, { projectId: w.projectId, maxUses: 1, expiresInDays: 7 });
    const token = tokenOf(created.data.url);
    const accept = (caller: string) =>
      call('POST', '/questline/joinLink/accept', { token: caller, payload: { token } });
    expect(await accept(w.member.token)).toEqual({ code: 200, msg: 'Success', data: { projectId: w.projectId } });
    const newcomer = await person();
    expect(await accept(newcomer.token)).toEqual({ code: 200, msg: 'Success', data: { projectId: w.projectId } });
    expect(await membersOf(w.projectId)).toContain(newcomer.id);
    const late = await person();
    expect((await accept(late.token)).code).toBe(500);
    expect((await call('POST', '/questline/joinLink/accept', { payload: { token } })).code).toBe(401);
  });

  it('lets the platform administrator make account-only links, and keeps them from everyone else', async () => {
    const root = await person({ is_platform_admin: 1, phone: null });
    const plain = await person();
    const payload = { maxUses: 10, expiresInDays: 30 };
    expect((await call('POST', '/admin/joinLink/create', { token: plain.token, payload })).code).toBe(403);
    const created = await call('POST', '/admin/joinLink/create', { token: root.token, payload });
    expect(created.data).toMatchObject({ projectId: null, projectName: null, maxUses: 10 });
    const token = tokenOf(created.data.url);
    const joined = await register(token, fresh());
    expect(joined.data.projectId).toBeNull();
    expect((await call('POST', '/questline/joinLink/accept', { token: plain.token, payload: { token } })).msg).toBe(
      'This invitation link joins no project; there is nothing to accept once signed in',
    );
    const w = await world();
    const toProject = await call('POST', '/admin/joinLink/create', {
      token: root.token,
      payload: { ...payload, projectId: w.projectId },
    });
    expect((await register(tokenOf(toProject.data.url), fresh())).data.projectId).toBe(w.projectId);
    expect(
      (await call('POST', '/admin/joinLink/create', { token: root.token, payload: { ...payload, projectId: 999_999 } }))
        .code,
    ).toBe(404);
    const mine = await call('GET', '/admin/joinLink/list', { token: root.token });
    expect(mine.data.map((link: { linkId: number }) => link.linkId)).toEqual([
      toProject.data.linkId,
      created.data.linkId,
    ]);
    expect(
      (await call('POST', '/admin/joinLink/revoke', { token: root.token, payload: { linkId: created.data.linkId } }))
        .code,
    ).toBe(200);
    const someoneElses = (await create(w.admin.token, { projectId: w.projectId, maxUses: 1, expiresInDays: 7 })).data
      .linkId;
    expect(
      (await call('POST', '/admin/joinLink/revoke', { token: root.token, payload: { linkId: someoneElses } })).code,
    ).toBe(404);
  });
});
