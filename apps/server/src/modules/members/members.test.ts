import type { MemberBatchData, MemberCandidate, PartialData, ProjectMembersData } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { movableClock } from '../../test/clock';
import {
  addTeamMember,
  buildDept,
  buildProject,
  buildTeam,
  buildUser,
  projectUpdateTime,
  signIn,
} from '../../test/factories';
import { makeContacts } from '../../test/invitations';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 8 "Members" (spec point 7 "Project users", points 5, 6, 8; DOMAIN.md plan limits and batches). */
describe('project members', () => {
  let server: TestServer;
  const clock = movableClock(Date.parse('2026-04-01T09:00:00.000Z'));
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  let phoneSeed = 0;
  async function person(versionCode = 0) {
    phoneSeed += 1;
    const phone = `1370000${String(phoneSeed).padStart(4, '0')}`;
    const user = await buildUser(server.database.db, { version_code: versionCode, phone, nick_name: `N${phone}` });
    const token = await signIn(server.database.db, user.id, { now: clock.now(), ttlMs: 365 * 86_400_000 });
    return { id: user.id, phone, api: apiAs(server, token), en: apiAs(server, token, 'en-US') };
  }
  const membersOf = async (who: Awaited<ReturnType<typeof person>>, projectId: number) =>
    (await who.api<ProjectMembersData>('POST', 'projectUser/getProjectUserList', { projectId })).data;

  // Issue 28, point 11 (ADR 0099): only a contact is added at once; these tests make the people contacts,
  // and a number nobody holds now gets an invitation instead of "no account" (memberInvitations tests).
  it('adds a contact by phone with the right refusals, and shows phones masked to plain members', async () => {
    const ann = await person();
    const bob = await person();
    await makeContacts(server.database.db, ann.id, [bob.id]);
    const projectId = await buildProject(server.database.db, { ownerId: ann.id });
    expect(await ann.api('POST', 'projectUser/addProjectUserByProAdmin', { projectId, phone: bob.phone })).toEqual({
      code: 200,
      msg: '操作成功',
      data: { outcome: 'added', userId: bob.id },
    });
    const again = await ann.en('POST', 'projectUser/addProjectUserByProAdmin', { projectId, phone: bob.phone });
    expect(again).toEqual({ code: 500, msg: `${bob.phone.replace(/^/, 'N')} is already a member of the project` });
    const unknown = await ann.en('POST', 'projectUser/addProjectUserByProAdmin', { projectId, phone: '13999999999' });
    expect(unknown).toEqual({
      code: 200,
      msg: 'An invitation was sent to 13999999999; they join once they accept it',
      data: { outcome: 'invited' },
    });
    const malformed = await ann.api('POST', 'projectUser/addProjectUserByProAdmin', { projectId, phone: '12345' });
    expect(malformed.code).toBe(500);

    const asAdmin = await membersOf(ann, projectId);
    expect(asAdmin.members.map((member) => [member.role, member.phonenumber])).toEqual([
      ['owner', ann.phone],
      ['member', bob.phone],
    ]);
    expect(asAdmin.members[1]).toMatchObject({ userName: `N${bob.phone}`, pendingCount: 0 });
    const asMember = await membersOf(bob, projectId);
    expect(asMember.members[0]?.phonenumber).toBe(`${ann.phone.slice(0, 3)}****${ann.phone.slice(-4)}`);
    expect(asMember.limit).toEqual({ limit: 5, current: 2, versionCode: 0, graceUntil: null, mustRemove: false });
  });

  it('batch-adds by phones: each is added, invited or refused on its own (500201), an empty list has no person to add', async () => {
    const ann = await person();
    const [bob, carol] = [await person(), await person()];
    await makeContacts(server.database.db, ann.id, [bob.id, carol.id]);
    const projectId = await buildProject(server.database.db, { ownerId: ann.id });
    const answer = await ann.en<MemberBatchData>('POST', 'projectUser/batchAddProjectUserByProAdmin', {
      projectId,
      phoneArr: [bob.phone, 'abc', '13999999998', carol.phone, bob.phone],
    });
    expect(answer).toEqual({
      code: 500201,
      msg: '2 added; invitations sent to 1 phone number(s)',
      data: {
        succeeded: [0, 3],
        invited: [2],
        failed: [
          { id: 1, msg: 'The phone number is incorrect' },
          { id: 4, msg: `${bob.phone} is already a member of the project` },
        ],
      },
    });
    const none = await ann.en('POST', 'projectUser/batchAddProjectUserByProAdmin', { projectId, phoneArr: [' ', ''] });
    expect(none).toEqual({ code: 500, msg: 'There is no person to add' });
    const dave = await person();
    await makeContacts(server.database.db, ann.id, [dave.id]);
    const all = await ann.api<PartialData>('POST', 'projectUser/batchAddProjectUserByProAdmin', {
      projectId,
      phoneArr: [dave.phone],
    });
    expect(all).toEqual({ code: 200, msg: '操作成功', data: { succeeded: [0], invited: [], failed: [] } });
  });

  it('stops at the member limit with 500101 and the limit data (spec point 6)', async () => {
    const ann = await person(0);
    const people = [await person(), await person(), await person(), await person(), await person()];
    await makeContacts(
      server.database.db,
      ann.id,
      people.map((who) => who.id),
    );
    const projectId = await buildProject(server.database.db, { ownerId: ann.id });
    const answer = await ann.api<PartialData>('POST', 'projectUser/batchAddProjectUserByProAdmin', {
      projectId,
      phoneArr: people.map((who) => who.phone),
    });
    expect(answer.data.succeeded).toEqual([0, 1, 2, 3]);
    expect(answer.data.failed[0]?.msg).toBe('项目成员数已达上限（5 人），升级 VIP 可添加更多成员');
    const single = await ann.api('POST', 'projectUser/addProjectUserByProAdmin', {
      projectId,
      phone: people[4]?.phone,
    });
    expect(single).toMatchObject({ code: 500101, data: { limit: 5, current: 5, versionCode: 0, kind: 'members' } });
  });

  it('after a downgrade gives a grace date, then refuses changes until the excess members are removed', async () => {
    const ann = await person(1);
    const people = await Promise.all(Array.from({ length: 7 }, () => person()));
    await makeContacts(
      server.database.db,
      ann.id,
      people.map((who) => who.id),
    );
    const projectId = await buildProject(server.database.db, { ownerId: ann.id });
    await ann.api('POST', 'projectUser/batchAddProjectUserByProAdmin', {
      projectId,
      phoneArr: people.map((who) => who.phone),
    });
    await server.database.db.updateTable('users').set({ version_code: 0 }).where('id', '=', ann.id).execute();

    const state = (await membersOf(ann, projectId)).limit;
    expect(state).toEqual({
      limit: 5,
      current: 8,
      versionCode: 0,
      graceUntil: '2026-04-08T09:00:00.000Z',
      mustRemove: false,
    });
    const rename = async (projectName: string) =>
      ann.en('PUT', 'projectInfo', {
        projectId,
        projectName,
        updateTime: await projectUpdateTime(server.database.db, projectId),
      });
    expect((await rename('Still fine')).code).toBe(200);

    clock.advance(7 * 86_400_000 + 1);
    expect((await membersOf(ann, projectId)).limit.mustRemove).toBe(true);
    const refused = await rename('Blocked');
    expect(refused).toMatchObject({
      code: 500101,
      msg: 'The project has more members than its plan allows (5); the grace period ended on 2026-04-08, remove members first',
      data: { limit: 5, current: 8, versionCode: 0, kind: 'members' },
    });
    for (const who of people.slice(0, 3)) {
      expect((await ann.api('POST', 'projectUser/deleteProjectUser', { projectId, userId: who.id })).code).toBe(200);
    }
    expect((await membersOf(ann, projectId)).limit).toMatchObject({ current: 5, graceUntil: null, mustRemove: false });
    expect((await rename('Fine again')).code).toBe(200);
  });

  it('imports people of another project the caller belongs to, and only those', async () => {
    const ann = await person();
    const [bob, carol, stranger] = [await person(), await person(), await person()];
    const source = await buildProject(server.database.db, {
      ownerId: ann.id,
      members: [{ userId: bob.id }, { userId: carol.id }],
    });
    const target = await buildProject(server.database.db, { ownerId: ann.id, members: [{ userId: carol.id }] });
    const candidates = await ann.api<MemberCandidate[]>('POST', 'projectUser/getProjectUserListByTwoProId', {
      mainProId: source,
      currentProId: target,
    });
    expect(candidates.data.map((candidate) => candidate.userId)).toEqual([bob.id]);
    const foreign = await ann.api('POST', 'projectUser/importProjectUsers', {
      projectId: target,
      userIds: [stranger.id],
      source: { projectId: source },
    });
    expect(foreign.code).toBe(404);
    const strangersProject = await buildProject(server.database.db, { ownerId: stranger.id });
    const notMine = await ann.api('POST', 'projectUser/getProjectUserListByTwoProId', {
      mainProId: strangersProject,
      currentProId: target,
    });
    expect(notMine.code).toBe(404);
    const imported = await ann.api('POST', 'projectUser/importProjectUsers', {
      projectId: target,
      userIds: [bob.id],
      source: { projectId: source },
    });
    expect(imported.code).toBe(200);
    expect((await membersOf(ann, target)).members.map((member) => member.userId)).toContain(bob.id);
  });

  it('imports people of a team or one of its departments the caller belongs to (spec point 7)', async () => {
    const ann = await person();
    const [bob, carol, dave] = [await person(), await person(), await person()];
    const projectId = await buildProject(server.database.db, { ownerId: ann.id, members: [{ userId: carol.id }] });
    const team = await buildTeam(server.database.db, { ownerId: ann.id });
    const qa = await buildDept(server.database.db, { teamId: team.id, name: 'QA' });
    await addTeamMember(server.database.db, { teamId: team.id, userId: bob.id, deptId: qa });
    await addTeamMember(server.database.db, { teamId: team.id, userId: carol.id, deptId: qa });
    await addTeamMember(server.database.db, { teamId: team.id, userId: dave.id });
    const fromTeam = await ann.api<MemberCandidate[]>('POST', 'projectUser/getTeamUserListByTwoProId', {
      teamId: team.id,
      currentProId: projectId,
    });
    expect(fromTeam.data.map((candidate) => candidate.userId).sort()).toEqual([bob.id, dave.id].sort());
    expect(fromTeam.data[0]?.phonenumber).toMatch(/^\d{3}\*{4}\d{4}$/);
    const fromQa = await ann.api<MemberCandidate[]>('POST', 'projectUser/getTeamUserListByTwoProId', {
      teamId: team.id,
      deptId: qa,
      currentProId: projectId,
    });
    expect(fromQa.data.map((candidate) => candidate.userId)).toEqual([bob.id]);

    const outsider = await person();
    const foreignTeam = await buildTeam(server.database.db, { ownerId: outsider.id });
    const notMine = await ann.api('POST', 'projectUser/getTeamUserListByTwoProId', {
      teamId: foreignTeam.id,
      currentProId: projectId,
    });
    expect(notMine.code).toBe(404);
    const sneaky = await ann.api('POST', 'projectUser/importProjectUsers', {
      projectId,
      userIds: [outsider.id],
      source: { teamId: team.id },
    });
    expect(sneaky.code).toBe(404);
    const imported = await ann.api('POST', 'projectUser/importProjectUsers', {
      projectId,
      userIds: [bob.id, dave.id],
      source: { teamId: team.id },
    });
    expect(imported.code).toBe(200);
    expect((await membersOf(ann, projectId)).members).toHaveLength(4);
  });

  it('renames, promotes and demotes; the owner role is fixed and only the owner demotes an admin', async () => {
    const ann = await person();
    const [bob, carol] = [await person(), await person()];
    const projectId = await buildProject(server.database.db, {
      ownerId: ann.id,
      members: [{ userId: bob.id, role: 'admin' }, { userId: carol.id }],
    });
    const special = await ann.en('POST', 'projectUser/updateProjectUserUserName', {
      projectId,
      userId: carol.id,
      userName: 'C/3',
    });
    expect(special.msg).toBe('Invalid input: userName must not contain special characters');
    const blank = await ann.api('POST', 'projectUser/updateProjectUserUserName', {
      projectId,
      userId: carol.id,
      userName: ' ',
    });
    expect(blank.code).toBe(500);
    expect(
      (
        await bob.api('POST', 'projectUser/updateProjectUserUserName', {
          projectId,
          userId: carol.id,
          userName: '小卡',
        })
      ).code,
    ).toBe(200);
    expect((await bob.api('POST', 'projectUser/updateProjectUserIsAdmin', { projectId, userId: carol.id })).code).toBe(
      200,
    );
    expect((await bob.api('POST', 'projectUser/updateProjectUserByCommon', { projectId, userId: carol.id })).code).toBe(
      403,
    );
    expect((await ann.api('POST', 'projectUser/updateProjectUserByCommon', { projectId, userId: carol.id })).code).toBe(
      200,
    );
    const owner = await bob.en('POST', 'projectUser/updateProjectUserByCommon', { projectId, userId: ann.id });
    expect(owner.msg).toBe("The owner's role cannot be changed; transfer the project instead");
    const members = (await membersOf(ann, projectId)).members;
    expect(members.find((member) => member.userId === carol.id)).toMatchObject({ userName: '小卡', role: 'member' });
    const stranger = await person();
    expect(
      (await ann.api('POST', 'projectUser/updateProjectUserIsAdmin', { projectId, userId: stranger.id })).code,
    ).toBe(404);
  });

  it('removal and quitting hand pending work over to a chosen member first (spec points 5, 6)', async () => {
    const ann = await person();
    const [bob, carol] = [await person(), await person()];
    const projectId = await buildProject(server.database.db, {
      ownerId: ann.id,
      members: [{ userId: bob.id }, { userId: carol.id }],
    });
    const time = clock.now().toISOString();
    const { id: moduleId } = await server.database.db
      .insertInto('project_modules')
      .values({
        project_id: projectId,
        name: 'Login',
        parent_id: null,
        handler_user_id: bob.id,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await membersOf(ann, projectId)).members.find((member) => member.userId === bob.id)?.pendingCount).toBe(1);

    const plain = await ann.en('POST', 'projectUser/deleteProjectUser', { projectId, userId: bob.id });
    expect(plain).toEqual({
      code: 500,
      msg: 'This member still has 1 pending item(s); choose who takes them over first',
    });
    const toStranger = await ann.en('POST', 'projectUser/deleteProjectEditUserBacklog', {
      projectId,
      userId: bob.id,
      toUserId: 999_999,
    });
    expect(toStranger.msg).toBe('The person taking over must be another member of the project');
    const toSelf = await ann.api('POST', 'projectUser/deleteProjectEditUserBacklog', {
      projectId,
      userId: bob.id,
      toUserId: bob.id,
    });
    expect(toSelf.code).toBe(500);
    expect(
      (
        await ann.api('POST', 'projectUser/deleteProjectEditUserBacklog', {
          projectId,
          userId: bob.id,
          toUserId: carol.id,
        })
      ).code,
    ).toBe(200);
    const module = await server.database.db
      .selectFrom('project_modules')
      .select('handler_user_id')
      .where('id', '=', moduleId)
      .executeTakeFirstOrThrow();
    expect(module.handler_user_id).toBe(carol.id);
    expect((await bob.api('POST', 'projectUser/getProjectUserList', { projectId })).code).toBe(404);

    const quitWithout = await carol.api('POST', 'projectUser/quitProjectEditUserBacklog', {
      projectId,
      userId: carol.id,
    });
    expect(quitWithout.msg).toBe('该成员还有 1 项待处理的工作，请先选择接手人');
    const forOther = await carol.api('POST', 'projectUser/quitProjectEditUserBacklog', {
      projectId,
      userId: ann.id,
      toUserId: carol.id,
    });
    expect(forOther.code).toBe(403);
    expect(
      (
        await carol.api('POST', 'projectUser/quitProjectEditUserBacklog', {
          projectId,
          userId: carol.id,
          toUserId: ann.id,
        })
      ).code,
    ).toBe(200);
    const ownerQuits = await ann.en('POST', 'projectUser/quitProjectEditUserBacklog', { projectId, userId: ann.id });
    expect(ownerQuits.msg).toBe('The owner cannot quit the project; transfer it first');
    const removeOwner = await ann.en('POST', 'projectUser/deleteProjectUser', { projectId, userId: ann.id });
    expect(removeOwner.msg).toBe('The project owner cannot be removed');
  });
});
