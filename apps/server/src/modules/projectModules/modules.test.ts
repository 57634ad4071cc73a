import type { ModuleTreeNode, PartialData, ProjectModule } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';
import { caller } from '../projectSettings/settingsTestKit.fixture';

/** Issue 8: project modules (spec points 3 "Project module", 5 "Names", 7 "Modules", 8 the module message). */
describe('project modules', () => {
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

  const list = async (token = w.member.token) =>
    (await call(token, { method: 'GET', url: `/prod-api/questline/projectModule/list?projectId=${w.projectId}` }))
      .data as ProjectModule[];
  const add = (body: object, token = w.admin.token, language?: string) =>
    call(
      token,
      { method: 'POST', url: '/prod-api/questline/projectModule', payload: { projectId: w.projectId, ...body } },
      language,
    );
  const addId = async (body: object) => ((await add(body)).data as ProjectModule).moduleId;

  it('adds modules at the end of their parent and lists them parents first with the handler alias (spec point 3)', async () => {
    const first = await add({ moduleName: 'Backend', handlerUserId: w.member.id });
    expect(first).toMatchObject({ code: 200, data: { moduleName: 'Backend', serialNo: 1, parentId: null } });
    const backendId = (first.data as ProjectModule).moduleId;
    await addId({ moduleName: 'API', parentId: backendId });
    await addId({ moduleName: 'DB', parentId: backendId });
    const rows = await list();
    expect(rows.map((row) => [row.moduleName, row.serialNo])).toEqual([
      ['Module', 0],
      ['Backend', 1],
      ['API', 1],
      ['DB', 2],
    ]);
    expect(rows[1]).toMatchObject({ handlerUserId: w.member.id, handlerName: `Member ${w.member.id}` });

    const tree = await call(w.member.token, {
      method: 'GET',
      url: `/prod-api/questline/projectModule/treeselect?projectId=${w.projectId}`,
    });
    const backend = (tree.data as ModuleTreeNode[])[1];
    expect(backend).toMatchObject({ label: 'Backend', handlerUserId: w.member.id });
    expect(backend?.children.map((child) => child.label)).toEqual(['API', 'DB']);
  });

  it('refuses a name over 20 characters, a parent of another project and a handler who is not a member (spec points 5, 7)', async () => {
    expect(await add({ moduleName: 'x'.repeat(21) })).toMatchObject({ code: 500 });
    expect((await add({ moduleName: 'x'.repeat(20) })).code).toBe(200);
    const foreignParent = await call(w.outsider.token, {
      method: 'POST',
      url: '/prod-api/questline/projectModule',
      payload: { projectId: w.outsiderProjectId, moduleName: 'Theirs' },
    });
    const theirs = (foreignParent.data as ProjectModule).moduleId;
    expect(await add({ moduleName: 'Child', parentId: theirs }, w.admin.token, 'en')).toEqual({
      code: 500,
      msg: 'The parent module does not exist or lies below this module',
    });
    expect(await add({ moduleName: 'M', handlerUserId: w.outsider.id }, w.admin.token, 'en')).toEqual({
      code: 500,
      msg: 'The handler must be a member of the project',
    });
  });

  it('answers 403 to a member and 404 to an outsider, without writing (spec point 6)', async () => {
    expect((await add({ moduleName: 'M' }, w.member.token)).code).toBe(403);
    expect((await add({ moduleName: 'M' }, w.outsider.token)).code).toBe(404);
    expect(await list(w.outsider.token)).toBeUndefined();
    expect((await list()).length).toBe(1);
  });

  it('edits name and handler, clears the handler, and 404s on another project’s module', async () => {
    const edit = (moduleId: number, token = w.admin.token) =>
      call(token, {
        method: 'PUT',
        url: '/prod-api/questline/projectModule/editModule',
        payload: { moduleId, moduleName: 'Renamed', handlerUserId: w.other.id },
      });
    expect((await edit(w.moduleId)).code).toBe(200);
    expect((await list())[0]).toMatchObject({ moduleName: 'Renamed', handlerUserId: w.other.id });
    const clear = await call(w.admin.token, {
      method: 'PUT',
      url: '/prod-api/questline/projectModule/removeModuleProjectUser',
      payload: { moduleId: w.moduleId },
    });
    expect(clear.code).toBe(200);
    expect((await list())[0]).toMatchObject({ handlerUserId: null, handlerName: null });

    const outsiderWorld = await buildProjectWorld(server.database.db);
    expect((await edit(outsiderWorld.moduleId)).code).toBe(404);
  });

  it('copies a module with its subtree as the next sibling, the name suffixed within 20 characters', async () => {
    const root = await addId({ moduleName: 'abcdefghijklmnopqrst' });
    const child = await addId({ moduleName: 'Child', parentId: root, handlerUserId: w.member.id });
    await addId({ moduleName: 'Grandchild', parentId: child });
    await addId({ moduleName: 'After' });
    const copied = await call(w.admin.token, {
      method: 'PUT',
      url: '/prod-api/questline/projectModule/copyModule',
      payload: { moduleId: root },
    });
    expect(copied.code).toBe(200);
    const copyId = (copied.data as { moduleId: number }).moduleId;
    const rows = await list();
    const top = rows.filter((row) => row.parentId === null).map((row) => [row.moduleName, row.serialNo]);
    expect(top).toEqual([
      ['Module', 0],
      ['abcdefghijklmnopqrst', 1],
      ['abcdefghijklmnopq 副本', 2],
      ['After', 3],
    ]);
    const copiedChild = rows.find((row) => row.parentId === copyId);
    expect(copiedChild).toMatchObject({ moduleName: 'Child', handlerUserId: w.member.id });
    expect(rows.filter((row) => row.parentId === copiedChild?.moduleId).map((row) => row.moduleName)).toEqual([
      'Grandchild',
    ]);

    const english = await call(
      w.admin.token,
      { method: 'PUT', url: '/prod-api/questline/projectModule/copyModule', payload: { moduleId: w.moduleId } },
      'en',
    );
    expect(english.code).toBe(200);
    expect((await list()).map((row) => row.moduleName)).toContain('Module copy');
  });

  it('refuses to delete a module with children with the spec’s message, then deletes leaves (spec point 8)', async () => {
    const child = await addId({ moduleName: 'Child', parentId: w.moduleId });
    const remove = (moduleId: number, language?: string) =>
      call(
        w.admin.token,
        { method: 'DELETE', url: `/prod-api/questline/projectModule/removeModule/${moduleId}` },
        language,
      );
    expect(await remove(w.moduleId, 'en')).toEqual({ code: 500, msg: 'There are modules below, can not be deleted!' });
    expect(await remove(w.moduleId)).toEqual({ code: 500, msg: '下面还有模块，不能删除！' });
    expect((await remove(child)).code).toBe(200);
    expect((await remove(w.moduleId)).code).toBe(200);
    expect(await list()).toEqual([]);
    expect((await remove(w.moduleId)).code).toBe(404);
  });

  it('moves and reorders modules, refusing cycles, repeats and another project’s ids', async () => {
    const a = await addId({ moduleName: 'A' });
    const b = await addId({ moduleName: 'B', parentId: a });
    const order = (items: object[], token = w.admin.token) =>
      call(token, {
        method: 'PUT',
        url: '/prod-api/questline/projectModule/editModuleSerialNo',
        payload: { projectId: w.projectId, items },
      });
    expect(
      (
        await order([
          { moduleId: b, parentId: null, serialNo: 0 },
          { moduleId: w.moduleId, parentId: b, serialNo: 0 },
        ])
      ).code,
    ).toBe(200);
    const rows = await list();
    expect(rows.find((row) => row.moduleId === w.moduleId)?.parentId).toBe(b);
    expect(rows.find((row) => row.moduleId === b)).toMatchObject({ parentId: null, serialNo: 0 });

    expect(await order([{ moduleId: b, parentId: w.moduleId, serialNo: 0 }])).toMatchObject({ code: 500 });
    expect(await order([{ moduleId: a, parentId: a, serialNo: 0 }])).toMatchObject({ code: 500 });
    expect(
      await order([
        { moduleId: a, parentId: null, serialNo: 0 },
        { moduleId: a, parentId: null, serialNo: 1 },
      ]),
    ).toMatchObject({ code: 500 });
    const other = await buildProjectWorld(server.database.db);
    expect((await order([{ moduleId: other.moduleId, parentId: null, serialNo: 0 }])).code).toBe(404);
    expect((await order([{ moduleId: a, parentId: other.moduleId, serialNo: 0 }])).code).toBe(404);
    expect((await order([{ moduleId: a, parentId: null, serialNo: 0 }], w.member.token)).code).toBe(403);
    expect((await list()).find((row) => row.moduleId === a)?.parentId).toBeNull();
  });

  it('sets one handler on many modules; ids outside the project fail alone with 500201 (DOMAIN.md batch calls)', async () => {
    const a = await addId({ moduleName: 'A' });
    const batch = (ids: number[], userId: number) =>
      call(
        w.admin.token,
        {
          method: 'PUT',
          url: `/prod-api/questline/projectModule/batchEditModuleProjectUser?moduleIdList=${ids.join(',')}&projectId=${w.projectId}&projectUserId=${userId}`,
        },
        'en',
      );
    expect(await batch([w.moduleId, a], w.member.id)).toMatchObject({
      code: 200,
      data: { succeeded: [w.moduleId, a], failed: [] },
    });
    expect((await list()).every((row) => row.handlerUserId === w.member.id)).toBe(true);

    const other = await buildProjectWorld(server.database.db);
    const partial = await batch([a, other.moduleId], w.other.id);
    expect(partial.code).toBe(500201);
    expect(partial.data as PartialData).toEqual({
      succeeded: [a],
      failed: [{ id: other.moduleId, msg: 'The resource does not exist' }],
    });
    expect((await list()).find((row) => row.moduleId === a)?.handlerUserId).toBe(w.other.id);
    expect(await batch([a], w.outsider.id)).toEqual({ code: 500, msg: 'The handler must be a member of the project' });
  });

  it('refuses changes while the project is archived', async () => {
    await server.database.db.updateTable('projects').set({ archived: 1 }).where('id', '=', w.projectId).execute();
    expect(await add({ moduleName: 'M' }, w.admin.token, 'en')).toMatchObject({
      code: 500,
      msg: 'The project is archived; unarchive it to change it',
    });
    expect((await list()).length).toBe(1);
  });
});
