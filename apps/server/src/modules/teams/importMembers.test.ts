import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { addTeamMember, buildDept, buildTeam, buildUser } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { teamMembersForImport } from './importMembers';

/** Spec point 7 getTeamUserListByTwoProId: the team side of importing team members into a project. */
describe('teamMembersForImport', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  it('answers the whole team, or a department with its sub-departments', async () => {
    const { db } = server.database;
    const owner = await buildUser(db, { nick_name: 'Owner', phone: '13600000001' });
    const web = await buildUser(db, { nick_name: 'Web', phone: null });
    const ops = await buildUser(db, { nick_name: 'Ops' });
    const team = await buildTeam(db, { ownerId: owner.id });
    const dev = await buildDept(db, { teamId: team.id });
    const front = await buildDept(db, { teamId: team.id, parentId: dev });
    const other = await buildDept(db, { teamId: team.id });
    await addTeamMember(db, { teamId: team.id, userId: web.id, deptId: front });
    await addTeamMember(db, { teamId: team.id, userId: ops.id, deptId: other });

    const all = await teamMembersForImport(db, { teamId: team.id, callerId: ops.id });
    expect(all.map((row) => row.userId)).toEqual([owner.id, web.id, ops.id]);
    expect(all[0]).toEqual({ userId: owner.id, nickName: 'Owner', avatar: '', phone: '13600000001' });
    const ofDev = await teamMembersForImport(db, { teamId: team.id, departmentId: dev, callerId: owner.id });
    expect(ofDev).toEqual([{ userId: web.id, nickName: 'Web', avatar: '', phone: null }]);
  });

  it('answers notFound to a non-member and for a department of another team', async () => {
    const { db } = server.database;
    const owner = await buildUser(db);
    const stranger = await buildUser(db);
    const team = await buildTeam(db, { ownerId: owner.id });
    const foreignTeam = await buildTeam(db, { ownerId: stranger.id });
    const foreignDept = await buildDept(db, { teamId: foreignTeam.id });
    // Each call starts when its turn comes: both started at once, the second's refusal arrived with nothing yet
    // awaiting it, an unhandled rejection that failed a CI run though every test passed.
    for (const call of [
      () => teamMembersForImport(db, { teamId: team.id, callerId: stranger.id }),
      () => teamMembersForImport(db, { teamId: team.id, departmentId: foreignDept, callerId: owner.id }),
    ]) {
      await expect(call()).rejects.toSatisfy((error) => error instanceof AppError && error.code === 404);
    }
  });
});
