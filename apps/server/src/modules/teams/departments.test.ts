import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, buildDept, buildTeam } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { type TeamCast, teamCall, teamCast } from '../../test/teams';

interface Node {
  deptId: number;
  name: string;
  memberCount: number;
  children: Node[];
}

/** The tree as names only, to compare shapes: { name: [children...] }. */
function shape(nodes: Node[]): unknown[] {
  return nodes.map((node) => (node.children.length > 0 ? { [node.name]: shape(node.children) } : node.name));
}

/** Issue 8, spec point 1 "departments" and point 8 "a ... department with children or members cannot be deleted". */
describe('departments', () => {
  let server: TestServer;
  let cast: TeamCast;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  async function tree(token = cast.owner.token): Promise<Node[]> {
    const response = await teamCall(server, { token, method: 'GET', path: 'deptTree', data: { teamId: cast.teamId } });
    expect(response.json().code).toBe(200);
    return response.json().data as Node[];
  }

  async function add(name: string, parentId?: number): Promise<number> {
    const response = await teamCall(server, {
      token: cast.admin.token,
      method: 'POST',
      path: 'addDept',
      data: { teamId: cast.teamId, name, ...(parentId ? { parentId } : {}) },
    });
    expect(response.json()).toMatchObject({ code: 200 });
    return response.json().data.deptId as number;
  }

  function move(deptId: number, parentId: number | null, index: number, language?: 'en') {
    return teamCall(server, {
      token: cast.admin.token,
      method: 'POST',
      path: 'moveDept',
      data: { teamId: cast.teamId, deptId, parentId, index },
      language,
    });
  }

  it('builds a nested tree in the order departments were added, with direct member counts', async () => {
    cast = await teamCast(server);
    const dev = await add('Development');
    const qa = await add('QA');
    const web = await add('Web', dev);
    await add('Server', dev);
    await addTeamMember(server.database.db, { teamId: cast.teamId, userId: cast.stranger.id, deptId: web });
    expect(shape(await tree(cast.member.token))).toEqual([{ Development: ['Web', 'Server'] }, 'QA']);
    const nodes = await tree();
    expect(nodes[0]).toMatchObject({ deptId: dev, parentId: null, memberCount: 0 });
    expect(nodes[0]?.children[0]).toMatchObject({ deptId: web, parentId: dev, memberCount: 1 });
    expect(nodes[1]).toMatchObject({ deptId: qa, children: [] });
  });

  it('refuses a department name against the same rule as team names', async () => {
    cast = await teamCast(server);
    const response = await teamCall(server, {
      token: cast.admin.token,
      method: 'POST',
      path: 'addDept',
      data: { teamId: cast.teamId, name: 'R&D' },
      language: 'en',
    });
    expect(response.json()).toEqual({
      code: 500,
      msg: 'The name may contain only letters, digits, spaces and - _ . ( )',
    });
  });

  it('a parent department of another team answers 404', async () => {
    cast = await teamCast(server);
    const other = await buildTeam(server.database.db, { ownerId: cast.stranger.id });
    const foreign = await buildDept(server.database.db, { teamId: other.id });
    const response = await teamCall(server, {
      token: cast.admin.token,
      method: 'POST',
      path: 'addDept',
      data: { teamId: cast.teamId, name: 'Sneaky', parentId: foreign },
    });
    expect(response.json().code).toBe(404);
    for (const [path, data] of [
      ['updateDept', { teamId: cast.teamId, deptId: foreign, name: 'x' }],
      ['deleteDept', { teamId: cast.teamId, deptId: foreign }],
      ['moveDept', { teamId: cast.teamId, deptId: foreign, parentId: null, index: 0 }],
    ] as const) {
      const refused = await teamCall(server, { token: cast.admin.token, method: 'POST', path, data });
      expect(refused.json().code).toBe(404);
    }
    const name = await server.database.db
      .selectFrom('team_departments')
      .select('name')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(name.name).not.toBe('x');
  });

  it('renames a department', async () => {
    cast = await teamCast(server);
    const dev = await add('Development');
    const response = await teamCall(server, {
      token: cast.admin.token,
      method: 'POST',
      path: 'updateDept',
      data: { teamId: cast.teamId, deptId: dev, name: '研发部' },
    });
    expect(response.json()).toMatchObject({ code: 200 });
    expect(shape(await tree())).toEqual(['研发部']);
  });

  it('moves a department under another and to a place among its new siblings', async () => {
    cast = await teamCast(server);
    const dev = await add('Development');
    const qa = await add('QA');
    await add('Web', dev);
    await add('Server', dev);
    expect((await move(qa, dev, 1)).json()).toMatchObject({ code: 200 });
    expect(shape(await tree())).toEqual([{ Development: ['Web', 'QA', 'Server'] }]);
    expect((await move(qa, null, 0)).json()).toMatchObject({ code: 200 });
    expect(shape(await tree())).toEqual(['QA', { Development: ['Web', 'Server'] }]);
  });

  it('reorders siblings; an index past the end puts it last', async () => {
    cast = await teamCast(server);
    const a = await add('A');
    await add('B');
    await add('C');
    await move(a, null, 2);
    expect(shape(await tree())).toEqual(['B', 'C', 'A']);
    await move(a, null, 0);
    expect(shape(await tree())).toEqual(['A', 'B', 'C']);
    await move(a, null, 99);
    expect(shape(await tree())).toEqual(['B', 'C', 'A']);
  });

  it('never moves a department under itself or one of its descendants', async () => {
    cast = await teamCast(server);
    const dev = await add('Development');
    const web = await add('Web', dev);
    const react = await add('React', web);
    for (const parent of [dev, web, react]) {
      const response = await move(dev, parent, 0, 'en');
      expect(response.json()).toEqual({
        code: 500,
        msg: 'A department cannot be moved under itself or one of its sub-departments',
      });
    }
    expect(shape(await tree())).toEqual([{ Development: [{ Web: ['React'] }] }]);
  });

  it('refuses deleting a department with sub-departments or members (spec point 8), deletes an empty one', async () => {
    cast = await teamCast(server);
    const dev = await add('Development');
    const web = await add('Web', dev);
    const remove = (deptId: number, language?: 'en') =>
      teamCall(server, {
        token: cast.admin.token,
        method: 'POST',
        path: 'deleteDept',
        data: { teamId: cast.teamId, deptId },
        language,
      });
    expect((await remove(dev, 'en')).json()).toEqual({
      code: 500,
      msg: 'A team or department with children or members cannot be deleted',
    });
    await teamCall(server, {
      token: cast.admin.token,
      method: 'POST',
      path: 'moveMember',
      data: { teamId: cast.teamId, userId: cast.member.id, deptId: web },
    });
    expect((await remove(web)).json()).toEqual({ code: 500, msg: '团队或部门下存在子部门或成员，不能删除' });
    await teamCall(server, {
      token: cast.admin.token,
      method: 'POST',
      path: 'moveMember',
      data: { teamId: cast.teamId, userId: cast.member.id, deptId: null },
    });
    expect((await remove(web)).json()).toMatchObject({ code: 200 });
    expect((await remove(dev)).json()).toMatchObject({ code: 200 });
    expect(await tree()).toEqual([]);
  });
});
