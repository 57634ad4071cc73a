import type { ProjectGroup, ProjectVersion } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';
import { caller } from './settingsTestKit.fixture';

/** Issue 8: versions with icons and groups of members (spec points 3 "Project", 5 "Names"). */
describe('project versions and groups', () => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
    call = caller(server);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const versions = async (token = w.member.token) =>
    (await call(token, { method: 'GET', url: `/prod-api/questline/projectVersion/list?projectId=${w.projectId}` }))
      .data as ProjectVersion[];
  const groups = async (token = w.member.token) =>
    (await call(token, { method: 'GET', url: `/prod-api/questline/projectGroup/list?projectId=${w.projectId}` }))
      .data as ProjectGroup[];

  describe('versions', () => {
    const add = (body: object, token = w.admin.token) =>
      call(
        token,
        { method: 'POST', url: '/prod-api/questline/projectVersion', payload: { projectId: w.projectId, ...body } },
        'en',
      );
    const edit = (body: object, token = w.admin.token) =>
      call(token, { method: 'PUT', url: '/prod-api/questline/projectVersion', payload: body }, 'en');

    it('adds versions in order with an icon from the fixed set, names unique and at most 50 (spec point 5)', async () => {
      const added = await add({ versionName: 'v2', icon: 'rocket' });
      expect(added.code).toBe(200);
      expect(await versions()).toEqual([
        { versionId: w.versionId, projectId: w.projectId, versionName: 'v1', icon: 'tag', sort: 0 },
        {
          versionId: (added.data as { versionId: number }).versionId,
          projectId: w.projectId,
          versionName: 'v2',
          icon: 'rocket',
          sort: 1,
        },
      ]);
      expect(await add({ versionName: 'v1' })).toEqual({ code: 500, msg: '"v1" already exists' });
      expect((await add({ versionName: 'x'.repeat(51) })).code).toBe(500);
      expect((await add({ versionName: 'x'.repeat(50) })).code).toBe(200);
      expect((await add({ versionName: 'v3', icon: 'skull' })).code).toBe(500);
      expect((await add({ versionName: '  ' })).code).toBe(500);
    });

    it('renames and re-icons, refusing another version’s name; deletes', async () => {
      await add({ versionName: 'v2' });
      expect((await edit({ versionId: w.versionId, versionName: 'v1', icon: 'bug' })).code).toBe(200);
      expect(await edit({ versionId: w.versionId, versionName: 'v2' })).toEqual({
        code: 500,
        msg: '"v2" already exists',
      });
      expect((await versions())[0]).toMatchObject({ versionName: 'v1', icon: 'bug' });
      const remove = (token: string) =>
        call(token, { method: 'DELETE', url: `/prod-api/questline/projectVersion/${w.versionId}` });
      expect((await remove(w.member.token)).code).toBe(403);
      expect((await remove(w.outsider.token)).code).toBe(404);
      expect((await remove(w.admin.token)).code).toBe(200);
      expect((await versions()).map((version) => version.versionName)).toEqual(['v2']);
    });

    it('answers 404 for another project’s version and for an outsider reading', async () => {
      const other = await buildProjectWorld(server.database.db);
      expect((await edit({ versionId: other.versionId, versionName: 'mine' })).code).toBe(404);
      expect(
        (await call(w.admin.token, { method: 'DELETE', url: `/prod-api/questline/projectVersion/${other.versionId}` }))
          .code,
      ).toBe(404);
      expect(await versions(w.outsider.token)).toBeUndefined();
      expect((await add({ versionName: 'v9' }, w.member.token)).code).toBe(403);
    });
  });

  describe('groups', () => {
    const add = (body: object, token = w.admin.token) =>
      call(
        token,
        { method: 'POST', url: '/prod-api/questline/projectGroup', payload: { projectId: w.projectId, ...body } },
        'en',
      );
    const edit = (body: object, token = w.admin.token) =>
      call(token, { method: 'PUT', url: '/prod-api/questline/projectGroup', payload: body }, 'en');

    it('adds named sets of project members, names unique, members of the project only (ADR 0018)', async () => {
      const added = await add({ groupName: 'Frontend', memberIds: [w.other.id, w.member.id, w.member.id] });
      expect(added.code).toBe(200);
      expect(await groups()).toEqual([
        {
          groupId: (added.data as { groupId: number }).groupId,
          projectId: w.projectId,
          groupName: 'Frontend',
          memberIds: [w.member.id, w.other.id].sort((a, b) => a - b),
        },
        { groupId: w.groupId, projectId: w.projectId, groupName: 'QA', memberIds: [] },
      ]);
      expect(await add({ groupName: 'QA' })).toEqual({ code: 500, msg: '"QA" already exists' });
      expect(await add({ groupName: 'Ops', memberIds: [w.outsider.id] })).toEqual({
        code: 500,
        msg: 'Group members must be members of the project',
      });
      expect((await add({ groupName: '' })).code).toBe(500);
      expect((await groups()).length).toBe(2);
    });

    it('replaces name and members in one change; deletes the group but not its members', async () => {
      expect((await edit({ groupId: w.groupId, groupName: 'Testers', memberIds: [w.owner.id] })).code).toBe(200);
      expect(await groups()).toEqual([
        { groupId: w.groupId, projectId: w.projectId, groupName: 'Testers', memberIds: [w.owner.id] },
      ]);
      expect(await edit({ groupId: w.groupId, groupName: 'Testers', memberIds: [w.owner.id, w.outsider.id] })).toEqual({
        code: 500,
        msg: 'Group members must be members of the project',
      });
      expect((await groups())[0]?.memberIds).toEqual([w.owner.id]);
      expect(
        (await call(w.admin.token, { method: 'DELETE', url: `/prod-api/questline/projectGroup/${w.groupId}` })).code,
      ).toBe(200);
      expect(await groups()).toEqual([]);
      const left = await server.database.db
        .selectFrom('project_group_members')
        .selectAll()
        .where('group_id', '=', w.groupId)
        .execute();
      expect(left).toEqual([]);
    });

    it('no longer lists someone who left the project among a group’s members', async () => {
      expect((await edit({ groupId: w.groupId, groupName: 'QA', memberIds: [w.member.id, w.other.id] })).code).toBe(
        200,
      );
      await server.database.db
        .deleteFrom('project_users')
        .where('project_id', '=', w.projectId)
        .where('user_id', '=', w.other.id)
        .execute();
      expect((await groups())[0]?.memberIds).toEqual([w.member.id]);
    });

    it('answers 403 to members and 404 for another project’s group', async () => {
      const other = await buildProjectWorld(server.database.db);
      expect((await edit({ groupId: other.groupId, groupName: 'Mine' })).code).toBe(404);
      expect((await edit({ groupId: w.groupId, groupName: 'Mine' }, w.member.token)).code).toBe(403);
      expect(
        (await call(w.admin.token, { method: 'DELETE', url: `/prod-api/questline/projectGroup/${other.groupId}` }))
          .code,
      ).toBe(404);
      expect(await groups(w.outsider.token)).toBeUndefined();
    });
  });
});
