import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { tinyPng } from '../../test/uploads';
import { diskPerson, diskUploadCalls } from './testKit.fixture';

const MB = 1024 * 1024;

/** Issue 32 "Network disk": resumable uploads (tus 1.0) with the quota checked before and after. */
describe('uploads into the network disk', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await getTestServer();
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const person = () => diskPerson(server, origin);
  const used = async (userId: number) =>
    Number(
      (
        await server.database.db
          .selectFrom('disk_usage')
          .select('used_bytes')
          .where('owner_id', '=', userId)
          .executeTakeFirst()
      )?.used_bytes ?? 0,
    );

  it('resumes an interrupted upload where it stopped and lands the file with its type told by content', async () => {
    const me = await person();
    const content = Buffer.concat([tinyPng(), Buffer.alloc(2 * MB, 7)]);
    const created = await me.tus.create(content.length, { filename: 'screen.png' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/prod-api\/questline\/disk\/upload\/[a-f0-9]{32}$/);
    expect(await used(me.id)).toBe(content.length);

    const cut = Math.floor(content.length * 0.6);
    const first = await me.tus.send(location, 0, content.subarray(0, cut));
    expect(first.status).toBe(204);
    // The connection dropped; the browser asks where to go on from.
    const head = await me.tus.offset(location);
    expect(head.headers.get('upload-offset')).toBe(String(cut));
    const rest = await me.tus.send(location, cut, content.subarray(cut));
    expect(rest.status).toBe(200);
    const landed = (await rest.json()) as { code: number; data: { entryId: number; name: string; size: number } };
    expect(landed.code).toBe(ResultCode.ok);
    expect(landed.data).toMatchObject({
      name: 'screen.png',
      size: content.length,
      mimeType: 'image/png',
      preview: 'image',
    });

    const file = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/disk/file/${String(landed.data.entryId)}`,
      headers: bearer(me.token),
    });
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(await used(me.id)).toBe(content.length);
    const pending = await server.database.db
      .selectFrom('disk_uploads')
      .select('id')
      .where('owner_id', '=', me.id)
      .execute();
    expect(pending).toEqual([]);
  });

  it('lays out a folder upload, numbers a name that is taken and keeps an unknown type as a download', async () => {
    const me = await person();
    const first = await me.tus.upload(Buffer.from('one'), { filename: 'a.txt', relativePath: 'notes/2026/a.txt' });
    const second = await me.tus.upload(Buffer.from('two'), { filename: 'a.txt', relativePath: 'notes/2026/a.txt' });
    const binary = await me.tus.upload(Buffer.from([0, 1, 2, 3, 4]), { filename: 'build.bin' });
    expect(first.data.name).toBe('a.txt');
    expect(second.data.name).toBe('a (1).txt');
    expect(second.data.parentId).toBe(first.data.parentId);
    expect(first.data).toMatchObject({ mimeType: 'text/plain', preview: 'text' });
    expect(binary.data).toMatchObject({ mimeType: 'application/octet-stream', preview: null, parentId: null });

    const root = await me.api<{ entries: { name: string; kind: string }[] }>('GET', 'disk/list');
    expect(root.data.entries.map((entry) => [entry.kind, entry.name])).toEqual([
      ['folder', 'notes'],
      ['file', 'build.bin'],
    ]);
    const inner = await me.api<{ crumbs: { name: string }[]; entries: { name: string }[] }>('GET', 'disk/list', {
      folderId: String(first.data.parentId),
    });
    expect(inner.data.crumbs.map((crumb) => crumb.name)).toEqual(['notes', '2026']);
    expect(inner.data.entries.map((entry) => entry.name)).toEqual(['a.txt', 'a (1).txt']);
  });

  it('refuses what passes the quota with the sizes, keeps nothing, and lets only one of two racing uploads in', async () => {
    const me = await person();
    // Free plan: 1 GB. Most of it is already taken.
    await server.database.db
      .insertInto('disk_usage')
      .values({ owner_id: me.id, used_bytes: 1024 * MB - 3 * MB })
      .execute();
    const refused = await me.tus.create(4 * MB, { filename: 'big.zip' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toBe(
      'Not enough space on the disk: 1021 MB used of 1 GB, this upload is 4 MB',
    );
    expect(await used(me.id)).toBe(1021 * MB);

    const racing = await Promise.all([
      me.tus.create(2 * MB, { filename: 'one.zip' }),
      me.tus.create(2 * MB, { filename: 'two.zip' }),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect(await used(me.id)).toBe(1023 * MB);

    // Giving an upload up gives its bytes back at once.
    const created = racing.find((answer) => answer.status === 201);
    expect((await me.tus.terminate(created?.headers.get('location') ?? '')).status).toBe(204);
    await expect.poll(() => used(me.id)).toBe(1021 * MB);
  });

  it('answers an unknown upload to anyone but its owner, and refuses bad metadata in the caller language', async () => {
    const me = await person();
    const other = await person();
    const created = await me.tus.create(10, { filename: 'mine.txt' });
    const location = created.headers.get('location') ?? '';
    expect((await other.tus.offset(location)).status).toBe(404);
    const stolen = await other.tus.send(location, 0, Buffer.from('0123456789'));
    expect(stolen.status).toBe(404);
    expect(((await stolen.json()) as { msg: string }).msg).toBe('No such upload; upload the file again');
    expect((await me.tus.offset(location)).headers.get('upload-offset')).toBe('0');

    const zh = diskUploadCalls(origin, me.token, 'zh-CN');
    const badName = await zh.create(3, { filename: '../etc' });
    expect(badName.status).toBe(400);
    expect(((await badName.json()) as { msg: string }).msg).toBe(
      '名称不能为空，不能超过 255 个字符，不能包含 / 或 \\，也不能是 . 或 ..',
    );
    const badPath = await zh.create(3, { filename: 'a.txt', relativePath: '../a.txt' });
    expect(((await badPath.json()) as { msg: string }).msg).toBe('文件夹路径无效：每一层都要是有效名称，最多 32 层');
    const foreignFolder = await other.api<{ entryId: number }>('POST', 'disk/folder', { name: 'theirs' });
    const intoTheirs = await me.tus.create(3, { filename: 'x.txt', folderId: String(foreignFolder.data.entryId) });
    expect(intoTheirs.status).toBe(404);
    const tooBig = await me.tus.create(5 * 1024 * MB, { filename: 'huge.iso' });
    expect(tooBig.status).toBe(413);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/disk/upload',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '3' },
    });
    expect(((await anonymous.json()) as { code: number }).code).toBe(ResultCode.unauthorized);
  });
});
