import { type QuestionAttachment, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { tinyPng } from '../../test/uploads';
import { diskPerson } from '../disk/testKit.fixture';

const MB = 1024 * 1024;

/** Issue 32: a file of the network disk attached to an issue without uploading it again. */
describe('POST questionAttachment/fromDisk', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await getTestServer();
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const member = async () => {
    const person = await diskPerson(server, origin);
    return { ...person, projectId: await buildProject(server.database.db, { ownerId: person.id }) };
  };

  it('copies the file into a pending attachment told by its content, which outlives the disk file', async () => {
    const me = await member();
    const png = tinyPng();
    const onDisk = await me.tus.upload(png, { filename: 'screen.png' });
    const attached = await me.api<QuestionAttachment>('POST', 'questionAttachment/fromDisk', {
      projectId: me.projectId,
      entryId: onDisk.data.entryId,
    });
    expect(attached.code).toBe(ResultCode.ok);
    expect(attached.data).toMatchObject({
      fileName: 'screen.png',
      kind: 'image',
      mimeType: 'image/png',
      size: png.length,
    });

    await me.api('POST', 'disk/remove', { entryIds: [onDisk.data.entryId] });
    await me.api('POST', 'disk/purge', { entryIds: [onDisk.data.entryId] });
    const served = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/questionAttachment/${String(attached.data.attachmentId)}`,
      headers: bearer(me.token),
    });
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it("refuses another person's disk file, a project the caller is not in, and a file past the plan's limit", async () => {
    const me = await member();
    const other = await member();
    const theirs = await other.tus.upload(Buffer.from('theirs'), { filename: 't.txt' });
    const stolen = await me.api('POST', 'questionAttachment/fromDisk', {
      projectId: me.projectId,
      entryId: theirs.data.entryId,
    });
    expect(stolen.code).toBe(ResultCode.notFound);

    const mine = await me.tus.upload(Buffer.from('mine'), { filename: 'm.txt' });
    const elsewhere = await me.api('POST', 'questionAttachment/fromDisk', {
      projectId: other.projectId,
      entryId: mine.data.entryId,
    });
    // A project the caller is not in is not there for them, as everywhere.
    expect(elsewhere.code).toBe(ResultCode.notFound);

    // Free plan: attachments of at most 10 MB.
    const big = await me.tus.upload(Buffer.alloc(11 * MB, 1), { filename: 'big.bin' });
    const tooBig = await me.api('POST', 'questionAttachment/fromDisk', {
      projectId: me.projectId,
      entryId: big.data.entryId,
    });
    expect(tooBig.code).toBe(ResultCode.planLimit);
    const pending = await server.database.db
      .selectFrom('question_attachments')
      .select('id')
      .where('uploader_id', '=', me.id)
      .execute();
    expect(pending).toEqual([]);
  });
});
