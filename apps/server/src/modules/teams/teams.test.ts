import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, buildDept, buildTeam, buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { teamCall, teamCast } from '../../test/teams';

/** Issue 8, spec point 1 "teams and departments" and point 8 "a team ... with children or members cannot be deleted". */
describe('teams', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  async function signedIn(nickName = 'Ann') {
    const user = await buildUser(server.database.db, { nick_name: nickName });
    return { id: user.id, token: await signIn(server.database.db, user.id) };
  }

  it('creates a team whose creator is the owner and lists it with the caller role', async () => {
    const ann = await signedIn('Ann');
    const created = await teamCall(server, {
      token: ann.token,
      method: 'POST',
      path: 'addTeam',
      data: { name: '  研发中心 (Beijing)  ' },
    });
    expect(created.json()).toMatchObject({ code: 200, data: { teamId: expect.any(Number) } });
    const list = await teamCall(server, { token: ann.token, method: 'GET', path: 'myTeamList' });
    expect(list.json()).toMatchObject({
      code: 200,
      data: [
        {
          teamId: created.json().data.teamId,
          name: '研发中心 (Beijing)',
          ownerId: ann.id,
          ownerNickName: 'Ann',
          role: 'owner',
          memberCount: 1,
        },
      ],
    });
  });

  it('lists only the teams the caller is in, with their own role and the member count', async () => {
    const cast = await teamCast(server);
    await buildTeam(server.database.db, { ownerId: cast.stranger.id, name: 'Not mine' });
    const list = await teamCall(server, { token: cast.member.token, method: 'GET', path: 'myTeamList' });
    expect(list.json().data).toEqual([
      expect.objectContaining({ teamId: cast.teamId, name: 'Secret squad', role: 'member', memberCount: 3 }),
    ]);
  });

  it.each([
    ['', 'The name is required'],
    ['   ', 'The name is required'],
    ['研'.repeat(21), 'The name must not exceed 60 bytes (a Chinese character counts as 3)'],
    ['<script>', 'The name may contain only letters, digits, spaces and - _ . ( )'],
  ])('refuses the team name %j with a localised message', async (name, msg) => {
    const ann = await signedIn();
    const response = await teamCall(server, {
      token: ann.token,
      method: 'POST',
      path: 'addTeam',
      data: { name },
      language: 'en',
    });
    expect(response.json()).toEqual({ code: 500, msg });
  });

  it('answers the name rule in Chinese by default', async () => {
    const ann = await signedIn();
    const response = await teamCall(server, {
      token: ann.token,
      method: 'POST',
      path: 'addTeam',
      data: { name: 'a&b' },
    });
    expect(response.json()).toEqual({ code: 500, msg: '名称只能包含文字、数字、空格和 - _ . ( )' });
  });

  it('an admin renames the team; the name rule applies', async () => {
    const cast = await teamCast(server);
    const renamed = await teamCall(server, {
      token: cast.admin.token,
      method: 'POST',
      path: 'updateTeam',
      data: { teamId: cast.teamId, name: 'QA-team_2.0' },
    });
    expect(renamed.json()).toMatchObject({ code: 200 });
    const list = await teamCall(server, { token: cast.owner.token, method: 'GET', path: 'myTeamList' });
    expect(list.json().data[0].name).toBe('QA-team_2.0');
    const refused = await teamCall(server, {
      token: cast.admin.token,
      method: 'POST',
      path: 'updateTeam',
      data: { teamId: cast.teamId, name: 'x!' },
    });
    expect(refused.json().code).toBe(500);
  });

  it('refuses deleting a team that still has members other than the owner (spec point 8)', async () => {
    const cast = await teamCast(server);
    for (const language of [undefined, 'en'] as const) {
      const response = await teamCall(server, {
        token: cast.owner.token,
        method: 'POST',
        path: 'deleteTeam',
        data: { teamId: cast.teamId },
        language,
      });
      expect(response.json()).toEqual({
        code: 500,
        msg:
          language === 'en'
            ? 'A team or department with children or members cannot be deleted'
            : '团队或部门下存在子部门或成员，不能删除',
      });
    }
  });

  it('refuses deleting a team that still has departments (spec point 8)', async () => {
    const ann = await signedIn();
    const team = await buildTeam(server.database.db, { ownerId: ann.id });
    await buildDept(server.database.db, { teamId: team.id });
    const response = await teamCall(server, {
      token: ann.token,
      method: 'POST',
      path: 'deleteTeam',
      data: { teamId: team.id },
    });
    expect(response.json().code).toBe(500);
  });

  it('the owner deletes an empty team; it disappears from the list', async () => {
    const ann = await signedIn();
    const team = await buildTeam(server.database.db, { ownerId: ann.id });
    const response = await teamCall(server, {
      token: ann.token,
      method: 'POST',
      path: 'deleteTeam',
      data: { teamId: team.id },
    });
    expect(response.json()).toMatchObject({ code: 200 });
    const list = await teamCall(server, { token: ann.token, method: 'GET', path: 'myTeamList' });
    expect(list.json().data).toEqual([]);
    const rows = await server.database.db
      .selectFrom('team_members')
      .where('team_id', '=', team.id)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('only the owner deletes a team: an admin of an empty team gets 403', async () => {
    const ann = await signedIn();
    const bob = await signedIn();
    const team = await buildTeam(server.database.db, { ownerId: ann.id });
    await addTeamMember(server.database.db, { teamId: team.id, userId: bob.id, role: 'admin' });
    const response = await teamCall(server, {
      token: bob.token,
      method: 'POST',
      path: 'deleteTeam',
      data: { teamId: team.id },
    });
    expect(response.json().code).toBe(403);
  });

  it('a member quits; the owner cannot', async () => {
    const cast = await teamCast(server);
    const quit = await teamCall(server, {
      token: cast.member.token,
      method: 'POST',
      path: 'quitTeam',
      data: { teamId: cast.teamId },
    });
    expect(quit.json()).toMatchObject({ code: 200 });
    const list = await teamCall(server, { token: cast.member.token, method: 'GET', path: 'myTeamList' });
    expect(list.json().data).toEqual([]);
    const owner = await teamCall(server, {
      token: cast.owner.token,
      method: 'POST',
      path: 'quitTeam',
      data: { teamId: cast.teamId },
      language: 'en',
    });
    expect(owner.json()).toEqual({ code: 500, msg: 'The team owner cannot quit the team' });
  });

  it('an unknown team id answers 404 like a foreign one', async () => {
    const ann = await signedIn();
    const response = await teamCall(server, {
      token: ann.token,
      method: 'GET',
      path: 'deptTree',
      data: { teamId: 999_999 },
    });
    expect(response.json().code).toBe(404);
  });
});
