import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, buildDept, buildProject, buildTeam, buildUser } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { type TeamCast, teamCall, teamCast } from '../../test/teams';

/** Issue 8, spec point 2 "team": team members, added by phone ("phone number incorrect", "there is no person to add"). */
describe('team members', () => {
  let server: TestServer;
  let cast: TeamCast;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  /**
   * Someone the team's admin already works with in a project, so adding them by phone adds them at once;
   * a stranger would be invited instead (issue 28, point 11; ADR 0099, memberInvitations tests).
   */
  async function person(phone: string, nickName = 'Colleague') {
    const user = await buildUser(server.database.db, { phone, nick_name: nickName });
    await buildProject(server.database.db, { ownerId: cast.admin.id, members: [{ userId: user.id }] });
    return user;
  }

  function post(path: string, data: Record<string, unknown>, token = cast.admin.token, language?: 'en') {
    return teamCall(server, { token, method: 'POST', path, data: { teamId: cast.teamId, ...data }, language });
  }

  async function members(token = cast.owner.token, deptId?: number) {
    const response = await teamCall(server, {
      token,
      method: 'GET',
      path: 'memberList',
      data: { teamId: cast.teamId, ...(deptId ? { deptId } : {}) },
    });
    expect(response.json().code).toBe(200);
    return response.json().data as {
      userId: number;
      phone: string;
      role: string;
      deptId: number | null;
      deptName: string;
    }[];
  }

  it('adds a person by phone into a department as a plain member', async () => {
    cast = await teamCast(server);
    const dept = await buildDept(server.database.db, { teamId: cast.teamId, name: 'QA' });
    const carol = await person('13700000001', 'Carol');
    const response = await post('addMember', { phone: ' 13700000001 ', deptId: dept });
    expect(response.json()).toMatchObject({ code: 200, data: { outcome: 'added', userId: carol.id } });
    expect(await members()).toContainEqual(
      expect.objectContaining({ userId: carol.id, nickName: 'Carol', role: 'member', deptId: dept, deptName: 'QA' }),
    );
  });

  it.each([
    ['1370000', 'The phone number is incorrect'],
    ['23700000001', 'The phone number is incorrect'],
  ])('refuses the phone %s with a localised message', async (phone, msg) => {
    cast = await teamCast(server);
    const response = await post('addMember', { phone }, cast.admin.token, 'en');
    expect(response.json()).toEqual({ code: 500, msg });
  });

  it('refuses someone already in the team, in Chinese by default', async () => {
    cast = await teamCast(server);
    await person('13700000002');
    expect((await post('addMember', { phone: '13700000002' })).json().code).toBe(200);
    expect((await post('addMember', { phone: '13700000002' })).json()).toEqual({
      code: 500,
      msg: '该用户已是团队成员',
    });
  });

  it('batch add: everything added answers 200 with the user ids', async () => {
    cast = await teamCast(server);
    const a = await person('13700000003');
    const b = await person('13700000004');
    const response = await post('batchAddMember', { phoneArr: ['13700000003', '13700000004'] });
    expect(response.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { succeeded: [a.id, b.id], invited: [], failed: [] },
    });
  });

  it('batch add: partial success answers 500201 with each failure by its place in the list (DOMAIN.md); an unknown number is invited', async () => {
    cast = await teamCast(server);
    const a = await person('13700000005');
    const response = await post(
      'batchAddMember',
      { phoneArr: ['13700000005', 'nope', '13700000005', '13799999998'] },
      cast.admin.token,
      'en',
    );
    expect(response.json()).toEqual({
      code: 500201,
      msg: '1 added, 1 invited; 2 phone number(s) could not be added',
      data: {
        succeeded: [a.id],
        invited: ['13799999998'],
        failed: [
          { id: 1, phone: 'nope', msg: 'The phone number is incorrect' },
          { id: 2, phone: '13700000005', msg: 'The phone number appears more than once' },
        ],
      },
    });
  });

  it('batch add: nobody added answers "there is no person to add" and writes nothing', async () => {
    cast = await teamCast(server);
    const response = await post(
      'batchAddMember',
      { phoneArr: ['bad', String(cast.member.id)] },
      cast.admin.token,
      'en',
    );
    expect(response.json()).toEqual({ code: 500, msg: 'There is no person to add' });
    const empty = await post('batchAddMember', { phoneArr: [] });
    expect(empty.json()).toEqual({ code: 500, msg: '没有可添加的人员' });
    expect(await members()).toHaveLength(3);
  });

  it('batch add: a list over the import limit of 100 is refused', async () => {
    cast = await teamCast(server);
    const phones = Array.from({ length: 101 }, (_, index) => `137${String(index).padStart(8, '0')}`);
    expect((await post('batchAddMember', { phoneArr: phones })).json().code).toBe(500);
  });

  it('lists a department with its sub-departments; phones are masked for plain members but their own', async () => {
    cast = await teamCast(server);
    const dev = await buildDept(server.database.db, { teamId: cast.teamId, name: 'Dev' });
    const web = await buildDept(server.database.db, { teamId: cast.teamId, parentId: dev, name: 'Web' });
    const dave = await person('13700000006', 'Dave');
    await addTeamMember(server.database.db, { teamId: cast.teamId, userId: dave.id, deptId: web });
    await post('moveMember', { userId: cast.member.id, deptId: dev });
    const ofDev = await members(cast.member.token, dev);
    expect(ofDev.map((row) => row.userId).sort()).toEqual([cast.member.id, dave.id].sort());
    expect(ofDev.find((row) => row.userId === dave.id)?.phone).toBe('137****0006');
    expect(ofDev.find((row) => row.userId === cast.member.id)?.phone).not.toContain('*');
    expect((await members(cast.admin.token, web)).map((row) => [row.userId, row.phone])).toEqual([
      [dave.id, '13700000006'],
    ]);
  });

  it('moves a member between departments of the same team, never into another team', async () => {
    cast = await teamCast(server);
    const a = await buildDept(server.database.db, { teamId: cast.teamId, name: 'A' });
    const b = await buildDept(server.database.db, { teamId: cast.teamId, name: 'B' });
    expect((await post('moveMember', { userId: cast.member.id, deptId: a })).json().code).toBe(200);
    expect((await post('moveMember', { userId: cast.member.id, deptId: b })).json().code).toBe(200);
    expect((await members()).find((row) => row.userId === cast.member.id)).toMatchObject({ deptId: b, deptName: 'B' });
    const other = await buildTeam(server.database.db, { ownerId: cast.stranger.id });
    const foreign = await buildDept(server.database.db, { teamId: other.id });
    expect((await post('moveMember', { userId: cast.member.id, deptId: foreign })).json().code).toBe(404);
    expect((await post('moveMember', { userId: cast.stranger.id, deptId: a })).json().code).toBe(404);
  });

  it('sets roles: an admin promotes a member; nobody changes the owner; only the owner manages admins', async () => {
    cast = await teamCast(server);
    expect((await post('setMemberRole', { userId: cast.member.id, role: 'admin' })).json().code).toBe(200);
    expect((await members()).find((row) => row.userId === cast.member.id)?.role).toBe('admin');
    expect((await post('setMemberRole', { userId: cast.member.id, role: 'member' })).json().code).toBe(403);
    expect(
      (await post('setMemberRole', { userId: cast.member.id, role: 'member' }, cast.owner.token)).json().code,
    ).toBe(200);
    expect(
      (await post('setMemberRole', { userId: cast.owner.id, role: 'member' }, cast.admin.token, 'en')).json(),
    ).toEqual({
      code: 500,
      msg: 'The team owner cannot be removed or given another role',
    });
    expect((await post('setMemberRole', { userId: cast.admin.id, role: 'owner' }, cast.owner.token)).json().code).toBe(
      500,
    );
  });

  it('removes members: an admin removes a member, never the owner; only the owner removes an admin', async () => {
    cast = await teamCast(server);
    expect((await post('removeMember', { userId: cast.owner.id })).json().code).toBe(500);
    const second = await buildUser(server.database.db);
    await addTeamMember(server.database.db, { teamId: cast.teamId, userId: second.id, role: 'admin' });
    expect((await post('removeMember', { userId: second.id })).json().code).toBe(403);
    expect((await post('removeMember', { userId: second.id }, cast.owner.token)).json().code).toBe(200);
    expect((await post('removeMember', { userId: cast.member.id })).json().code).toBe(200);
    expect((await members()).map((row) => row.userId).sort()).toEqual([cast.owner.id, cast.admin.id].sort());
    expect((await post('removeMember', { userId: cast.member.id })).json().code).toBe(404);
  });
});
