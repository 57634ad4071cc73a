import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { movableClock } from '../../test/clock';
import { storedFileCount } from '../../test/uploads';
import { type TestServer, getTestServer } from '../../test/server';
import { fileCalls } from '../attachments/testKit.fixture';
import { DOWNLOAD_TTL_MS } from './downloads';
import { downloadCalls } from './testKit.fixture';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spec point 7 "File download": GET /common/download?fileName=&delete=, single use, owner only. */
describe('GET /common/download', () => {
  const clock = movableClock(Date.parse('2026-04-01T08:00:00.000Z'));
  let server: TestServer;
  let calls: ReturnType<typeof fileCalls>;
  let downloads: ReturnType<typeof downloadCalls>;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  let dataDir: string;
  const downloadFiles = () => storedFileCount(server.files, dataDir, 'downloads');

  const fetchDownload = (token: string | undefined, fileName: string, remove = 'true') =>
    calls.inject(token, { method: 'GET', url: '/prod-api/common/download', query: { fileName, delete: remove } });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-downloads-'));
    server = await getTestServer({ now: clock.now, config: { dataDir } });
    calls = fileCalls(server);
    downloads = downloadCalls(server);
    const person = async () => {
      const user = await buildUser(server.database.db);
      return { id: user.id, token: await signIn(server.database.db, user.id, { now: clock.now(), ttlMs: 86_400_000 }) };
    };
    alice = await person();
    bob = await person();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('hands the file to the user who asked for it once, then forgets it', async () => {
    const ticket = await downloads.issue(alice.id, Buffer.from('PK export bytes'), '问题导出.xlsx');
    expect(ticket.name).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const first = await fetchDownload(alice.token, ticket.name);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe(XLSX);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''%E9%97%AE%E9%A2%98%E5%AF%BC%E5%87%BA.xlsx`,
    );
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.body).toBe('PK export bytes');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await server.files.stat(ticket.key)).toBeUndefined();

    expect((await fetchDownload(alice.token, ticket.name)).json()).toEqual({
      code: ResultCode.fail,
      msg: 'The download link is invalid or was already used',
    });
  });

  it("answers another user's name with 404 and leaves it to its owner", async () => {
    const ticket = await downloads.issue(alice.id, Buffer.from('private'));
    expect((await fetchDownload(bob.token, ticket.name)).json()).toMatchObject({ code: ResultCode.notFound });
    expect((await fetchDownload(undefined, ticket.name)).json()).toMatchObject({ code: ResultCode.unauthorized });
    expect((await fetchDownload(alice.token, ticket.name)).body).toBe('private');
  });

  it('streams what a writer produces, and keeps it for a second fetch when delete=false', async () => {
    const ticket = await downloads.issue(alice.id, async (stream) => {
      for (let row = 1; row <= 3; row += 1) stream.write(`row ${row}\n`);
    });
    expect((await fetchDownload(alice.token, ticket.name, 'false')).body).toBe('row 1\nrow 2\nrow 3\n');
    expect((await fetchDownload(alice.token, ticket.name, 'true')).body).toBe('row 1\nrow 2\nrow 3\n');
    expect((await fetchDownload(alice.token, ticket.name)).json()).toMatchObject({ code: ResultCode.fail });
    // The file goes once the last fetch is answered: after it, not before (the next test counts the files).
    await expect.poll(() => server.files.stat(ticket.key)).toBeUndefined();
  });

  it('keeps nothing when the writer fails', async () => {
    const before = await downloadFiles();
    const failed = await downloads
      .issue(alice.id, async (stream) => {
        stream.write('half');
        throw new Error('workbook broke');
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ message: 'workbook broke' });
    expect(await downloadFiles()).toBe(before);
  });

  it('expires after ten minutes', async () => {
    const ticket = await downloads.issue(alice.id, Buffer.from('late'));
    clock.advance(DOWNLOAD_TTL_MS + 1000);
    expect((await fetchDownload(alice.token, ticket.name)).json()).toMatchObject({
      code: ResultCode.fail,
      msg: 'The download link is invalid or was already used',
    });
  });

  it('refuses names that are paths or not ours by their shape, before looking anything up', async () => {
    for (const name of [
      '../../etc/passwd',
      '..%2F..%2Fquestline.db',
      'downloads/abc',
      'short',
      `${'a'.repeat(32)}.exe`,
    ]) {
      const answer = (await fetchDownload(alice.token, name)).json<{ code: number; msg: string }>();
      expect(answer.code, name).toBe(ResultCode.fail);
      expect(answer.msg, name).toMatch(/fileName/);
    }
  });

  it('sweeps files nobody fetched once their ticket is over', async () => {
    const { sweepFiles } = await import('../attachments/purge');
    const ticket = await downloads.issue(bob.id, Buffer.from('forgotten'));
    expect((await sweepFiles(server.database.db, server.files, new Date())).downloads).toBe(0);
    const later = new Date(Date.now() + DOWNLOAD_TTL_MS + 1000);
    expect((await sweepFiles(server.database.db, server.files, later)).downloads).toBeGreaterThanOrEqual(1);
    expect(await server.files.stat(ticket.key)).toBeUndefined();
  });
});
