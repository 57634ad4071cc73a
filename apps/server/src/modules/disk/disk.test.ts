import { type DiskEntry, type DiskListing, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { purgeExpiredRecycle } from './recycle';
import { diskPerson } from './testKit.fixture';

/** Issue 32 "Network disk": folders, rename, move, the recycle bin, search, and every id checked against its owner. */
describe('the network disk', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await getTestServer();
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const person = () => diskPerson(server, origin);
  type Person = Awaited<ReturnType<typeof person>>;
  const folder = async (me: Person, name: string, parentId: number | null = null) =>
    (await me.api<DiskEntry>('POST', 'disk/folder', { name, parentId })).data;
  const names = async (me: Person, folderId?: number) =>
    (
      await me.api<DiskListing>('GET', 'disk/list', folderId === undefined ? {} : { folderId: String(folderId) })
    ).data.entries.map((entry) => entry.name);

  it('makes, renames and moves folders and files, refusing a taken name and a folder into itself', async () => {
    const me = await person();
    const docs = await folder(me, '文档');
    const archive = await folder(me, 'archive', docs.entryId);
    const report = await me.tus.upload(Buffer.from('report'), {
      filename: 'report.txt',
      folderId: String(docs.entryId),
    });
    expect(await names(me, docs.entryId)).toEqual(['archive', 'report.txt']);

    const taken = await me.api('POST', 'disk/folder', { name: 'archive', parentId: docs.entryId });
    expect(taken.msg).toBe('This folder already holds a file or folder named "archive"');
    const badName = await me.api('POST', 'disk/folder', { name: 'a/b', parentId: null });
    expect(badName.code).toBe(ResultCode.fail);
    expect(badName.msg).toContain('must not be empty');

    const renamed = await me.api<DiskEntry>('POST', 'disk/rename', { entryId: report.data.entryId, name: '周报.txt' });
    expect(renamed.data.name).toBe('周报.txt');
    expect((await me.api('POST', 'disk/rename', { entryId: report.data.entryId, name: 'archive' })).msg).toContain(
      'already holds',
    );

    const intoItself = await me.api('POST', 'disk/move', { entryIds: [docs.entryId], targetId: archive.entryId });
    expect(intoItself.msg).toBe('A folder cannot be moved into itself or one of its folders');
    const moved = await me.api('POST', 'disk/move', { entryIds: [report.data.entryId], targetId: archive.entryId });
    expect(moved.code).toBe(ResultCode.ok);
    expect(await names(me, archive.entryId)).toEqual(['周报.txt']);
    await me.api('POST', 'disk/move', { entryIds: [archive.entryId], targetId: null });
    // Chinese names first, in pinyin order, then Latin ones (the zh collation).
    expect(await names(me)).toEqual(['文档', 'archive']);
    const listing = await me.api<DiskListing>('GET', 'disk/list', { folderId: String(archive.entryId) });
    expect(listing.data.crumbs).toEqual([{ entryId: archive.entryId, name: 'archive' }]);
  });

  it('keeps removed entries in the recycle bin, restores them, purges them and gives their space back', async () => {
    const me = await person();
    const photos = await folder(me, 'photos');
    const photo = await me.tus.upload(Buffer.alloc(1000, 1), { filename: 'p.bin', folderId: String(photos.entryId) });
    const loose = await me.tus.upload(Buffer.alloc(500, 2), { filename: 'loose.bin' });
    const usage = async () => (await me.api<{ usedBytes: number }>('GET', 'disk/usage')).data.usedBytes;
    expect(await usage()).toBe(1500);

    await me.api('POST', 'disk/remove', { entryIds: [photos.entryId, loose.data.entryId] });
    expect(await names(me)).toEqual([]);
    const bin = await me.api<DiskEntry[]>('GET', 'disk/recycle');
    expect(bin.data.map((entry) => entry.name).sort()).toEqual(['loose.bin', 'photos']);
    // What is inside a removed folder cannot be reached by its id.
    const inside = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/disk/file/${String(photo.data.entryId)}`,
      headers: bearer(me.token),
    });
    expect(inside.json<{ code: number }>().code).toBe(ResultCode.notFound);
    expect(await usage()).toBe(1500);

    // A new folder takes the name meanwhile: the restored one is numbered.
    await folder(me, 'photos');
    await me.api('POST', 'disk/restore', { entryIds: [photos.entryId] });
    expect(await names(me)).toEqual(['photos', 'photos (1)']);
    expect(await names(me, photos.entryId)).toEqual(['p.bin']);

    await me.api('POST', 'disk/purge', { entryIds: [loose.data.entryId] });
    expect(await usage()).toBe(1000);
    expect((await me.api('POST', 'disk/purge', { entryIds: [photos.entryId] })).code).toBe(ResultCode.notFound);

    // After 30 days in the bin, the sweep deletes it and its file.
    await me.api('POST', 'disk/remove', { entryIds: [photos.entryId] });
    const key = (
      await server.database.db
        .selectFrom('disk_entries')
        .select('storage_key')
        .where('id', '=', photo.data.entryId)
        .executeTakeFirstOrThrow()
    ).storage_key;
    expect(await purgeExpiredRecycle(server.database.db, server.files, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await purgeExpiredRecycle(server.database.db, server.files, new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect(await server.files.stat(key ?? '')).toBeUndefined();
    expect(await usage()).toBe(0);
  });

  it('searches names across the disk, leaving out the recycle bin, with the path of each answer', async () => {
    const me = await person();
    const work = await folder(me, 'Work');
    const plans = await folder(me, 'Plans', work.entryId);
    await me.tus.upload(Buffer.from('x'), { filename: 'Q4 plan.md', folderId: String(plans.entryId) });
    const gone = await folder(me, 'old plans');
    await me.tus.upload(Buffer.from('y'), { filename: 'plan-2025.md', folderId: String(gone.entryId) });
    await me.api('POST', 'disk/remove', { entryIds: [gone.entryId] });

    const found = await me.api<DiskListing>('GET', 'disk/list', { keyword: 'PLAN' });
    expect(found.data.entries.map((entry) => [entry.name, entry.path?.map((crumb) => crumb.name)])).toEqual([
      ['Plans', ['Work']],
      ['Q4 plan.md', ['Work', 'Plans']],
    ]);
    expect((await me.api<DiskListing>('GET', 'disk/list', { keyword: '%' })).data.entries).toEqual([]);
  });

  it("answers 404 for another person's entries on every call, and changes nothing", async () => {
    const me = await person();
    const other = await person();
    const theirs = await folder(other, 'private');
    const file = await other.tus.upload(Buffer.from('secret'), { filename: 's.txt', folderId: String(theirs.entryId) });
    const calls: [string, object][] = [
      ['disk/rename', { entryId: theirs.entryId, name: 'mine' }],
      ['disk/move', { entryIds: [file.data.entryId], targetId: null }],
      ['disk/remove', { entryIds: [theirs.entryId] }],
      ['disk/restore', { entryIds: [theirs.entryId] }],
      ['disk/purge', { entryIds: [theirs.entryId] }],
      ['disk/folder', { name: 'in theirs', parentId: theirs.entryId }],
    ];
    for (const [url, body] of calls) expect((await me.api('POST', url, body)).code).toBe(ResultCode.notFound);
    expect((await me.api('GET', 'disk/list', { folderId: String(theirs.entryId) })).code).toBe(ResultCode.notFound);
    const read = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/disk/file/${String(file.data.entryId)}`,
      headers: bearer(me.token),
    });
    expect(read.json<{ code: number }>().code).toBe(ResultCode.notFound);
    expect(await names(other, theirs.entryId)).toEqual(['s.txt']);
    expect(await names(other)).toEqual(['private']);
  });

  it('shows a previewable file inline and streams a range of it', async () => {
    const me = await person();
    const text = await me.tus.upload(Buffer.from('hello, disk'), { filename: 'hello.txt' });
    const url = `/prod-api/questline/disk/file/${String(text.data.entryId)}`;
    // The page's <img>, <video> and links carry the session cookie rather than a header.
    const shown = await server.app.inject({
      method: 'GET',
      url: `${url}?inline=1`,
      headers: { cookie: `questline=${me.token}` },
    });
    expect(shown.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    const part = await server.app.inject({ method: 'GET', url, headers: { ...bearer(me.token), range: 'bytes=7-10' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('disk');
    const binary = await me.tus.upload(Buffer.from([0, 0, 0, 0, 9]), { filename: 'x.dat' });
    const saved = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/disk/file/${String(binary.data.entryId)}?inline=1`,
      headers: bearer(me.token),
    });
    expect(saved.headers['content-disposition']).toMatch(/^attachment;/);
    expect(saved.headers['content-type']).toBe('application/octet-stream');
  });
});
