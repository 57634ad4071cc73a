import { type DiskEntry, type DiskShare, ResultCode, type SharedDiskListing } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { type TestServer, getTestServer } from '../../test/server';
import { diskPerson } from './testKit.fixture';

/** Issue 32: share links of disk files and folders, read by a visitor who is not signed in (ADR 0116). */
describe('sharing from the network disk', () => {
  let server: TestServer;
  let origin: string;
  let now = new Date();
  beforeAll(async () => {
    server = await getTestServer({ now: () => now });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const owner = () => diskPerson(server, origin);
  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    prodApi(server)(method, `/anonymous/diskShare/${url}`, payload ? { payload } : {});
  const fileOf = (token: string, entryId: number, query = '') =>
    server.app.inject({ method: 'GET', url: `/prod-api/anonymous/diskShare/${token}/file/${String(entryId)}${query}` });

  it('opens a shared folder to a visitor, its folders too, and nothing outside it', async () => {
    const me = await owner();
    const album = (await me.api<DiskEntry>('POST', 'disk/folder', { name: 'album', parentId: null })).data;
    const inner = (await me.api<DiskEntry>('POST', 'disk/folder', { name: '2026', parentId: album.entryId })).data;
    const photo = await me.tus.upload(Buffer.from('photo'), { filename: 'a.txt', folderId: String(inner.entryId) });
    const outside = await me.tus.upload(Buffer.from('private'), { filename: 'private.txt' });
    const share = (await me.api<DiskShare>('POST', 'disk/share/create', { entryId: album.entryId, expireDays: 7 }))
      .data;
    expect(share).toMatchObject({ path: `/diskShared/${share.token}`, targetName: 'album', hasPassword: false });

    expect((await visitor('GET', share.token)).data).toEqual({ kind: 'folder', name: 'album', needsPassword: false });
    const top = (await visitor('POST', share.token, {})).data as SharedDiskListing;
    expect(top.entries.map((entry) => entry.name)).toEqual(['2026']);
    const deeper = (await visitor('POST', share.token, { folderId: inner.entryId })).data as SharedDiskListing;
    expect(deeper.crumbs).toEqual([{ entryId: inner.entryId, name: '2026' }]);
    expect((await fileOf(share.token, photo.data.entryId)).body).toBe('photo');

    const sideways = await fileOf(share.token, outside.data.entryId);
    expect(sideways.json<{ code: number }>().code).toBe(ResultCode.notFound);
    expect((await visitor('POST', share.token, { folderId: outside.data.entryId })).code).toBe(ResultCode.notFound);
  });

  it('asks for the password, counts wrong ones, and hands the file addresses a ticket', async () => {
    const me = await owner();
    const file = await me.tus.upload(Buffer.from('contract v2'), { filename: 'contract.txt' });
    const short = await me.api('POST', 'disk/share/create', {
      entryId: file.data.entryId,
      expireDays: null,
      password: 'abc',
    });
    expect(short.msg).toBe('The password must be 4 to 32 characters long');
    const share = (
      await me.api<DiskShare>('POST', 'disk/share/create', {
        entryId: file.data.entryId,
        expireDays: null,
        password: 'open sesame',
      })
    ).data;
    expect((await visitor('GET', share.token)).data).toMatchObject({ kind: 'file', needsPassword: true });
    expect((await visitor('POST', share.token, { password: 'wrong' })).msg).toBe('The password is incorrect');
    expect((await fileOf(share.token, file.data.entryId)).json<{ code: number }>().code).toBe(ResultCode.notFound);

    const opened = (await visitor('POST', share.token, { password: 'open sesame' })).data as SharedDiskListing;
    expect(opened.entries.map((entry) => entry.name)).toEqual(['contract.txt']);
    const read = await fileOf(share.token, file.data.entryId, `?ticket=${opened.ticket ?? ''}&inline=1`);
    expect(read.body).toBe('contract v2');
    expect(read.headers['content-disposition']).toMatch(/^inline;/);
    for (let attempt = 0; attempt < 10; attempt += 1) await visitor('POST', share.token, { password: 'guess' });
    expect((await visitor('POST', share.token, { password: 'open sesame' })).msg).toBe(
      'Too many wrong passwords; try again in 15 minutes',
    );
  });

  it('stops working when revoked, expired, or its entry is in the recycle bin, all alike', async () => {
    const me = await owner();
    const file = await me.tus.upload(Buffer.from('x'), { filename: 'x.txt' });
    const create = async (expireDays: number | null) =>
      (await me.api<DiskShare>('POST', 'disk/share/create', { entryId: file.data.entryId, expireDays })).data;
    const revoked = await create(null);
    const expiring = await create(1);
    const kept = await create(null);
    await me.api('POST', 'disk/share/revoke', { shareId: revoked.shareId });
    const listed = await me.api<DiskShare[]>('GET', 'disk/share/list', { entryId: String(file.data.entryId) });
    expect(listed.data.map((share) => share.shareId)).toEqual([kept.shareId, expiring.shareId]);

    now = new Date(Date.now() + 2 * 86_400_000);
    try {
      for (const share of [revoked, expiring]) {
        const answer = await visitor('GET', share.token);
        expect(answer.code).toBe(ResultCode.notFound);
        expect(answer.msg).toBe('The share does not exist or is no longer available');
      }
      expect((await visitor('GET', kept.token)).code).toBe(ResultCode.ok);
      await me.api('POST', 'disk/remove', { entryIds: [file.data.entryId] });
      expect((await visitor('GET', kept.token)).code).toBe(ResultCode.notFound);
      expect((await visitor('GET', 'no-such-token')).code).toBe(ResultCode.notFound);
    } finally {
      now = new Date();
    }
  });

  it("refuses to share or revoke another person's entries and links", async () => {
    const me = await owner();
    const other = await owner();
    const theirs = await other.tus.upload(Buffer.from('t'), { filename: 't.txt' });
    expect((await me.api('POST', 'disk/share/create', { entryId: theirs.data.entryId, expireDays: null })).code).toBe(
      ResultCode.notFound,
    );
    const share = (
      await other.api<DiskShare>('POST', 'disk/share/create', { entryId: theirs.data.entryId, expireDays: null })
    ).data;
    expect((await me.api('POST', 'disk/share/revoke', { shareId: share.shareId })).code).toBe(ResultCode.notFound);
    expect((await me.api<DiskShare[]>('GET', 'disk/share/list')).data).toEqual([]);
    expect((await visitor('GET', share.token)).code).toBe(ResultCode.ok);
  });
});
