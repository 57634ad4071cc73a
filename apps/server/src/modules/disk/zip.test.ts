import { type DiskEntry, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { apiAs } from '../../test/api';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { diskUploadCalls } from './testKit.fixture';

/** Each entry of a zip: its name and, for a file, its text (yauzl reads it as any unzip tool would). */
function unzip(bytes: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const found: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) {
          found[entry.fileName] = '';
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            found[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(found));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Issue 32: a folder (or several entries) downloaded as one zip, streamed. */
describe('zip downloads of the network disk', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await getTestServer();
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('holds a folder with its folders, empty ones too, under their Chinese names, and a file beside it', async () => {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id);
    const api = apiAs(server, token, 'en-US');
    const tus = diskUploadCalls(origin, token);
    const folder = (await api<DiskEntry>('POST', 'disk/folder', { name: '周报', parentId: null })).data;
    await api('POST', 'disk/folder', { name: 'empty', parentId: folder.entryId });
    await tus.upload(Buffer.from('第一周'), { filename: 'w1.txt', relativePath: '周报/一月/w1.txt' });
    const loose = await tus.upload(Buffer.from('loose'), { filename: 'loose.txt' });

    const answer = await fetch(
      `${origin}/prod-api/questline/disk/zip?entryIds=${String(folder.entryId)}&entryIds=${String(loose.data.entryId)}`,
      { headers: { cookie: `questline=${token}` } },
    );
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="questline-disk\.zip"/);
    expect(await unzip(Buffer.from(await answer.arrayBuffer()))).toEqual({
      '周报/': '',
      '周报/empty/': '',
      '周报/一月/': '',
      '周报/一月/w1.txt': '第一周',
      'loose.txt': 'loose',
    });

    const single = await fetch(`${origin}/prod-api/questline/disk/zip?entryIds=${String(folder.entryId)}`, {
      headers: { cookie: `questline=${token}` },
    });
    expect(single.headers.get('content-disposition')).toContain("filename*=UTF-8''%E5%91%A8%E6%8A%A5.zip");
  });

  it("answers 404 for another person's entry and sends nothing of the rest", async () => {
    const me = await buildUser(server.database.db);
    const other = await buildUser(server.database.db);
    const myToken = await signIn(server.database.db, me.id);
    const theirs = await diskUploadCalls(origin, await signIn(server.database.db, other.id)).upload(Buffer.from('x'), {
      filename: 'x.txt',
    });
    const mine = await diskUploadCalls(origin, myToken).upload(Buffer.from('y'), { filename: 'y.txt' });
    const answer = await fetch(
      `${origin}/prod-api/questline/disk/zip?entryIds=${String(mine.data.entryId)}&entryIds=${String(theirs.data.entryId)}`,
      { headers: { authorization: `Bearer ${myToken}` } },
    );
    expect(((await answer.json()) as { code: number }).code).toBe(ResultCode.notFound);
  });
});
