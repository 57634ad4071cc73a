import { IM_PATHS, type ImFile, type ImMessage, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { multipartForm, tinyPng } from '../../test/uploads';
import { purgeRecycledProjects } from '../projects/recyclePurge';
import { type Chatter, imKit } from './testKit.fixture';

/**
 * Issue 33 "images and files (through the attachment storage, the same type and size rules as attachments)": a file
 * is uploaded into a conversation, taken by the uploader's next message there, served only to the conversation's
 * people, and removed with its message.
 */
describe('files in messages', () => {
  const clock = movableClock();
  let server: TestServer;
  let kit: ReturnType<typeof imKit>;
  let ann: Chatter;
  let bo: Chatter;
  let cy: Chatter;
  let chat: number;
  let projectId: number;

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    kit = imKit(server, clock.now);
    [ann, bo, cy] = [await kit.chatter('Ann'), await kit.chatter('Bo'), await kit.chatter('Cy')];
    projectId = await kit.project(ann, [bo, cy]);
    chat = (await kit.direct(ann, bo)).conversationId;
  });
  afterAll(() => server.close());

  const upload = async (who: Chatter, conversationId: number, fileName: string, content: Buffer) => {
    const form = multipartForm({ conversationId: String(conversationId) }, { field: 'file', fileName, content });
    const response = await server.app.inject({
      method: 'POST',
      url: `/prod-api${IM_PATHS.upload}`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${who.token}`, language: 'en-US' },
    });
    return response.json<{ code: number; msg: string; data: ImFile }>();
  };
  const fetchFile = (who: Chatter, fileId: number) =>
    server.app.inject({
      method: 'GET',
      url: `/prod-api${IM_PATHS.file(fileId)}`,
      headers: { authorization: `Bearer ${who.token}` },
    });

  it('takes a picture, told by its content, and sends it with a message', async () => {
    const picture = await upload(ann, chat, 'screen.png', tinyPng());
    expect(picture.data).toMatchObject({
      fileName: 'screen.png',
      kind: 'image',
      mimeType: 'image/png',
      size: tinyPng().length,
    });
    // Waiting to be sent, it is its uploader's alone.
    expect((await fetchFile(bo, picture.data.fileId)).json<{ code: number }>().code).toBe(ResultCode.notFound);
    expect((await fetchFile(ann, picture.data.fileId)).statusCode).toBe(200);
    const message = await kit.sent(ann, chat, '', { fileIds: [picture.data.fileId] });
    expect(message.files).toEqual([picture.data]);
    const served = await fetchFile(bo, picture.data.fileId);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(tinyPng())).toBe(true);
    expect((await fetchFile(cy, picture.data.fileId)).json<{ code: number }>().code).toBe(ResultCode.notFound);
    // Sent once, it cannot be sent again.
    const twice = await kit.send(ann, chat, 'again', { fileIds: [picture.data.fileId] });
    expect(twice).toMatchObject({
      code: ResultCode.fail,
      msg: 'A file to send is missing or was already sent; upload it again',
    });
  });

  it('keeps the attachment rules: a name that lies about the picture, and other files saved as downloads', async () => {
    const lying = await upload(ann, chat, 'photo.jpg', tinyPng());
    expect(lying).toMatchObject({ code: ResultCode.fail, msg: 'Wrong file type: photo.jpg' });
    const page = await upload(ann, chat, 'report.html', Buffer.from('<script>alert(1)</script>'));
    expect(page.data).toMatchObject({ kind: 'file', mimeType: 'application/octet-stream' });
    await kit.sent(ann, chat, 'the report', { fileIds: [page.data.fileId] });
    const served = await fetchFile(bo, page.data.fileId);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it("holds a file to the plan's attachment limit and keeps nothing of a refused one", async () => {
    const stored = async () => {
      let count = 0;
      for await (const _file of server.files.list('im')) count += 1;
      return count;
    };
    const before = await stored();
    const big = await upload(ann, chat, 'big.bin', Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(big).toMatchObject({ code: ResultCode.fail, msg: 'A file can be at most 10 MB' });
    expect(await stored()).toBe(before);
    // A project's conversation takes the project owner's plan: a paid owner's project takes more.
    await server.database.db.updateTable('users').set({ version_code: 2 }).where('id', '=', ann.id).execute();
    const projectChat = (await kit.projectConversation(bo, projectId)).conversationId;
    expect((await upload(bo, projectChat, 'big.bin', Buffer.alloc(10 * 1024 * 1024 + 1))).code).toBe(ResultCode.ok);
    expect((await upload(bo, chat, 'big.bin', Buffer.alloc(10 * 1024 * 1024 + 1))).code).toBe(ResultCode.fail);
  });

  it("refuses an upload to a conversation that is not the uploader's, and one without a file", async () => {
    expect((await upload(cy, chat, 'a.png', tinyPng())).code).toBe(ResultCode.notFound);
    const response = await server.app.inject({
      method: 'POST',
      url: `/prod-api${IM_PATHS.upload}`,
      payload: multipartForm(
        { conversationId: String(chat) },
        { field: 'other', fileName: 'a.png', content: tinyPng() },
      ).payload,
      headers: {
        ...multipartForm({}, { field: 'other', fileName: 'a.png', content: tinyPng() }).headers,
        authorization: `Bearer ${ann.token}`,
        language: 'en-US',
      },
    });
    expect(response.json()).toMatchObject({ code: ResultCode.fail, msg: 'Choose a file to send' });
  });

  it('removes the files of a deleted message, and abandoned uploads after a day', async () => {
    const picture = await upload(bo, chat, 'gone.png', tinyPng());
    const message = await kit.sent(bo, chat, 'soon gone', { fileIds: [picture.data.fileId] });
    const deleted = await kit.call<ImMessage>(bo.token, 'DELETE', IM_PATHS.remove(message.messageId));
    expect(deleted.data.files).toEqual([]);
    expect((await fetchFile(ann, picture.data.fileId)).json<{ code: number }>().code).toBe(ResultCode.notFound);
    const abandoned = await upload(bo, chat, 'left.png', tinyPng());
    clock.advance(86_400_000 + 1);
    await kit.renew(bo);
    await upload(bo, chat, 'next.png', tinyPng());
    const rows = await server.database.db
      .selectFrom('im_files')
      .select('id')
      .where('id', '=', abandoned.data.fileId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("removes the files of a project's conversation with the project when the recycle bin is purged", async () => {
    const gone = await kit.chatter('Gone');
    const doomed = await kit.project(gone, [ann]);
    const chat = (await kit.projectConversation(gone, doomed)).conversationId;
    const picture = await upload(gone, chat, 'doomed.png', tinyPng());
    await kit.sent(gone, chat, 'soon purged', { fileIds: [picture.data.fileId] });
    const row = await server.database.db
      .selectFrom('im_files')
      .select('storage_key')
      .where('id', '=', picture.data.fileId)
      .executeTakeFirstOrThrow();
    expect(await server.files.stat(row.storage_key)).toBeDefined();
    await server.database.db
      .updateTable('projects')
      .set({ delete_time: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', doomed)
      .execute();
    expect(await purgeRecycledProjects(server.database.db, clock.now(), server.files)).toContain(doomed);
    expect(await server.files.stat(row.storage_key)).toBeUndefined();
    expect(
      await server.database.db.selectFrom('im_conversations').select('id').where('id', '=', chat).execute(),
    ).toEqual([]);
  });
});
