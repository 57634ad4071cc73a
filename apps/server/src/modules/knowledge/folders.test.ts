import type { KnowledgeDocument, KnowledgeTree } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KnowledgeCast, knowledgeCast } from '../../test/knowledge';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 15 "Folders": spec point 5 folder names, point 8 "a folder with children cannot be deleted". */
describe('knowledge folders', () => {
  let server: TestServer;
  let cast: KnowledgeCast;
  let kbId: number;

  beforeAll(async () => {
    server = await getTestServer();
    cast = await knowledgeCast(server);
    kbId = cast.kbId;
  });
  afterAll(() => server.close());

  const addFolder = async (name: string, parentId: number | null = null) =>
    (await cast.member.call<{ folderId: number }>('POST', 'knowledge/folder/add', { kbId, parentId, name })).data
      .folderId;
  const tree = async () =>
    (await cast.owner.call<KnowledgeTree>('GET', 'knowledge/folder/tree', { kbId: String(kbId) })).data;

  it('counts 50 bytes in the add dialog and 20 characters when renamed in the settings', async () => {
    const add = (name: string) => cast.member.call('POST', 'knowledge/folder/add', { kbId, name });
    expect(await add('  ')).toMatchObject({ code: 500, msg: '文件夹名称不能为空' });
    expect(await add('文'.repeat(17))).toMatchObject({
      code: 500,
      msg: '文件夹名称不能超过 50 个字节（一个汉字占 3 个字节）',
    });
    const folderId = await addFolder('文'.repeat(16));
    const rename = (name: string) => cast.member.callEn('POST', 'knowledge/folder/rename', { kbId, folderId, name });
    expect(await rename('a'.repeat(21))).toMatchObject({
      code: 500,
      msg: 'The folder name must not exceed 20 characters',
    });
    expect((await rename('Design')).code).toBe(200);
    expect((await tree()).folders.map((folder) => folder.name)).toContain('Design');
  });

  it('keeps read-only members and outsiders out of folder changes', async () => {
    expect((await cast.reader.call('POST', 'knowledge/folder/add', { kbId, name: 'x' })).code).toBe(403);
    expect((await cast.outsider.call('POST', 'knowledge/folder/add', { kbId, name: 'x' })).code).toBe(404);
  });

  it('moves and reorders folders by a drag, never under themselves', async () => {
    const parent = await addFolder('Parent');
    const child = await addFolder('Child', parent);
    const second = await addFolder('Second', parent);
    const move = (folderId: number, parentId: number | null, index: number) =>
      cast.member.call('POST', 'knowledge/folder/move', { kbId, folderId, parentId, index });
    expect((await move(second, parent, 0)).code).toBe(200);
    const parentNode = (await tree()).folders.find((folder) => folder.folderId === parent);
    expect(parentNode?.children.map((folder) => folder.name)).toEqual(['Second', 'Child']);
    expect(await move(parent, child, 0)).toMatchObject({ code: 500, msg: '不能把文件夹移动到它自己或它的子文件夹下' });
    expect((await move(child, null, 0)).code).toBe(200);
    expect((await tree()).folders[0]?.name).toBe('Child');
  });

  it('refuses to delete a folder with sub-folders or documents (spec point 8), in either language', async () => {
    const top = await addFolder('Top');
    const inner = await addFolder('Inner', top);
    const remove = (folderId: number) => cast.admin.call('POST', 'knowledge/folder/delete', { kbId, folderId });
    expect(await remove(top)).toMatchObject({ code: 500, msg: '该文件夹下存在子文件夹或文档，不能删除' });
    const doc = await cast.member.call<KnowledgeDocument>('POST', 'knowledge/doc/add', {
      kbId,
      folderId: inner,
      title: 'Inside',
    });
    expect(await cast.admin.callEn('POST', 'knowledge/folder/delete', { kbId, folderId: inner })).toMatchObject({
      code: 500,
      msg: 'This folder has sub-folders or documents and cannot be deleted',
    });
    expect((await cast.member.call('POST', 'knowledge/folder/delete', { kbId, folderId: inner })).code).toBe(403);
    await cast.member.call('POST', 'knowledge/doc/delete', { kbId, docId: doc.data.docId });
    expect((await remove(inner)).code).toBe(200);
    expect((await remove(top)).code).toBe(200);
  });

  it("answers 404 for another space's folder ids, as for missing ones", async () => {
    const theirs = await cast.outsider.call<{ folderId: number }>('POST', 'knowledge/folder/add', {
      kbId: cast.otherKbId,
      name: 'Theirs',
    });
    const folderId = theirs.data.folderId;
    expect((await cast.owner.call('POST', 'knowledge/folder/rename', { kbId, folderId, name: 'Mine' })).code).toBe(404);
    expect((await cast.owner.call('POST', 'knowledge/folder/delete', { kbId, folderId })).code).toBe(404);
    expect((await cast.owner.call('POST', 'knowledge/folder/add', { kbId, parentId: folderId, name: 'x' })).code).toBe(
      404,
    );
    expect((await cast.owner.call('POST', 'knowledge/doc/add', { kbId, folderId, title: 'x' })).code).toBe(404);
  });
});
