import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultCode, TOKEN_COOKIE } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { insertQuestionRow } from '../../test/issueRows';
import { type TestServer, getTestServer } from '../../test/server';
import { tinyPng, storedFileCount } from '../../test/uploads';
import { fileCalls } from './testKit.fixture';
import { mediaHeads } from './testFiles.fixture';

const MB = 1024 * 1024;

/** Issue 10 "Attachments", spec point 5: upload, fetch and removal through the real database and disk. */
describe('questionAttachment upload, fetch and removal', () => {
  let server: TestServer;
  let calls: ReturnType<typeof fileCalls>;
  const people: Record<'owner' | 'admin' | 'member' | 'other' | 'outsider', { id: number; token: string }> =
    {} as never;
  let projectId: number;
  let outsiderProjectId: number;
  let dataDir: string;
  const filesStored = () => storedFileCount(server.files, dataDir);

  const row = (id: number) =>
    server.database.db.selectFrom('question_attachments').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-attachments-'));
    server = await getTestServer({ config: { dataDir } });
    calls = fileCalls(server);
    const db = server.database.db;
    for (const who of ['owner', 'admin', 'member', 'other', 'outsider'] as const) {
      const user = await buildUser(db);
      people[who] = { id: user.id, token: await signIn(db, user.id) };
    }
    projectId = await buildProject(db, {
      ownerId: people.owner.id,
      members: [{ userId: people.admin.id, role: 'admin' }, { userId: people.member.id }, { userId: people.other.id }],
    });
    outsiderProjectId = await buildProject(db, { ownerId: people.outsider.id });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a screenshot as a pending image attachment and serves it inline to members', async () => {
    const png = tinyPng();
    const answer = await calls.upload(people.member.token, projectId, 'screen shot.png', png);
    expect(answer.code).toBe(ResultCode.ok);
    const attachment = answer.data;
    expect(attachment).toMatchObject({
      fileName: 'screen shot.png',
      kind: 'image',
      mimeType: 'image/png',
      size: png.length,
      url: `/prod-api/questline/questionAttachment/${attachment.attachmentId}`,
      uploader: { userId: people.member.id },
    });
    const stored = await row(attachment.attachmentId);
    expect(stored).toMatchObject({ project_id: projectId, question_id: null, uploader_id: people.member.id });
    expect(stored?.storage_key).toMatch(/^attachments\/[a-f0-9]{32}$/);
    expect(await server.files.stat(stored?.storage_key ?? '')).toMatchObject({ size: png.length });

    const served = await calls.fetch(people.member.token, attachment.attachmentId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="screen shot.png"; filename*=UTF-8''screen%20shot.png`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('serves any other file as a download, never as a page, under its Chinese name', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const answer = await calls.upload(people.member.token, projectId, '报告.html', html);
    expect(answer.data).toMatchObject({ kind: 'file', mimeType: 'application/octet-stream', fileName: '报告.html' });
    const served = await calls.fetch(people.member.token, answer.data.attachmentId);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="__.html"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.html`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(html)).toBe(true);
  });

  it('answers a byte range for video seeking, and 416 past the end', async () => {
    const video = Buffer.concat([mediaHeads.mp4, Buffer.alloc(1000, 7)]);
    const answer = await calls.upload(people.member.token, projectId, 'repro.mp4', video);
    expect(answer.data).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
    const part = await calls.fetch(people.member.token, answer.data.attachmentId, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await calls.fetch(people.member.token, answer.data.attachmentId, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(video.subarray(-10))).toBe(true);
    const beyond = await calls.fetch(people.member.token, answer.data.attachmentId, { range: 'bytes=5000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('refuses a name that disagrees with the content, keeping nothing', async () => {
    const before = await server.database.db.selectFrom('question_attachments').select('id').execute();
    const stored = await filesStored();
    const renamed = await calls.upload(people.member.token, projectId, 'shot.jpg', tinyPng());
    expect(renamed).toMatchObject({ code: ResultCode.fail, msg: 'Wrong file type: shot.jpg' });
    const text = await calls.upload(people.member.token, projectId, 'notes.png', Buffer.from('not a picture'));
    expect(text).toMatchObject({ code: ResultCode.fail, msg: 'Wrong file type: notes.png' });
    const after = await server.database.db.selectFrom('question_attachments').select('id').execute();
    expect(after).toHaveLength(before.length);
    expect(await filesStored()).toBe(stored);
  });

  it('stops a file over 10 MB on a free plan with 500101 and keeps no part of it', async () => {
    const before = await server.database.db.selectFrom('question_attachments').select('id').execute();
    const stored = await filesStored();
    const big = Buffer.alloc(10 * MB + 1, 1);
    const answer = await calls.upload(people.member.token, projectId, 'dump.bin', big);
    expect(answer.code).toBe(ResultCode.planLimit);
    expect(answer.msg).toBe('File cannot be larger than 10M');
    expect(answer.data).toMatchObject({ limit: 10, versionCode: 0, kind: 'attachmentSize' });
    expect((answer.data as unknown as { current: number }).current).toBeGreaterThan(10);
    expect(await server.database.db.selectFrom('question_attachments').select('id').execute()).toHaveLength(
      before.length,
    );
    expect(await filesStored()).toBe(stored);
  });

  it('answers an oversize upload over real HTTP at once and closes the connection', async () => {
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const stored = await filesStored();
    const form = new FormData();
    form.append('projectId', String(projectId));
    form.append('file', new Blob([Buffer.alloc(30 * MB, 1)]), 'dump.bin');
    const response = await fetch(`${address}/prod-api/questline/questionAttachment/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${people.member.token}` },
    }).catch((error: unknown) => error);
    // Either the answer arrives, or the closed connection cuts the rest of the upload off; never a hang.
    if (response instanceof Response) {
      expect(((await response.json()) as { code: number }).code).toBe(ResultCode.planLimit);
      expect(response.headers.get('connection')).toBe('close');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await filesStored()).toBe(stored);
  });

  it('takes the same file on a project whose owner is on a paid plan (100 MB)', async () => {
    const db = server.database.db;
    const paidOwner = await buildUser(db, { version_code: 1 });
    const paidProject = await buildProject(db, { ownerId: paidOwner.id, members: [{ userId: people.member.id }] });
    const answer = await calls.upload(people.member.token, paidProject, 'dump.bin', Buffer.alloc(10 * MB + 1, 1));
    expect(answer.code).toBe(ResultCode.ok);
    expect(answer.data.size).toBe(10 * MB + 1);
  });

  it('refuses outsiders (404), archived projects and forms without a project or a file', async () => {
    expect(await calls.upload(people.outsider.token, projectId, 'a.png', tinyPng())).toMatchObject({
      code: ResultCode.notFound,
    });
    const archived = await buildProject(server.database.db, {
      ownerId: people.owner.id,
      members: [{ userId: people.member.id }],
    });
    await server.database.db.updateTable('projects').set({ archived: 1 }).where('id', '=', archived).execute();
    const refused = await calls.upload(people.member.token, archived, 'a.png', tinyPng());
    expect(refused.code).toBe(ResultCode.fail);
    expect(refused.msg).toMatch(/archived/i);
    expect((await calls.upload(people.member.token, 'x', 'a.png', tinyPng())).code).toBe(ResultCode.fail);

    const noFile = await calls.inject(
      people.member.token,
      {
        method: 'POST',
        url: '/prod-api/questline/questionAttachment/upload',
        payload: `--b\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${projectId}\r\n--b--\r\n`,
      },
      { 'content-type': 'multipart/form-data; boundary=b' },
    );
    expect(noFile.json()).toMatchObject({ code: ResultCode.fail, msg: 'Choose a file to upload' });
  });

  it('shows an attachment only to members of its own project, and a pending one only to its uploader', async () => {
    const db = server.database.db;
    const questionId = await insertQuestionRow(db, { projectId, creatorId: people.member.id });
    const onIssue = (await calls.upload(people.member.token, projectId, 'a.png', tinyPng())).data.attachmentId;
    await db.updateTable('question_attachments').set({ question_id: questionId }).where('id', '=', onIssue).execute();
    const pending = (await calls.upload(people.member.token, projectId, 'b.png', tinyPng())).data.attachmentId;
    const elsewhere = (await calls.upload(people.outsider.token, outsiderProjectId, 'c.png', tinyPng())).data
      .attachmentId;

    expect((await calls.fetch(people.other.token, onIssue)).statusCode).toBe(200);
    expect((await calls.fetch(people.other.token, pending)).json()).toMatchObject({ code: ResultCode.notFound });
    expect((await calls.fetch(people.member.token, pending)).statusCode).toBe(200);
    // Project B's attachment asked for by a member of project A only: as if it did not exist.
    expect((await calls.fetch(people.member.token, elsewhere)).json()).toMatchObject({ code: ResultCode.notFound });
    expect((await calls.fetch(people.outsider.token, onIssue)).json()).toMatchObject({ code: ResultCode.notFound });
    expect((await calls.fetch(people.member.token, 999_999)).json()).toMatchObject({ code: ResultCode.notFound });
    expect((await calls.fetch(undefined, onIssue)).json()).toMatchObject({ code: ResultCode.unauthorized });
  });

  it('lets <img> tags fetch with the session cookie, but no call that changes anything', async () => {
    const attachmentId = (await calls.upload(people.member.token, projectId, 'a.png', tinyPng())).data.attachmentId;
    const cookie = { cookie: `theme=dark; ${TOKEN_COOKIE}=${encodeURIComponent(people.member.token)}` };
    const viaCookie = await calls.fetch(undefined, attachmentId, cookie);
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.headers['content-type']).toBe('image/png');
    const outsiderCookie = { cookie: `${TOKEN_COOKIE}=${people.outsider.token}` };
    expect((await calls.fetch(undefined, attachmentId, outsiderCookie)).json()).toMatchObject({
      code: ResultCode.notFound,
    });
    const removal = await calls.inject(
      undefined,
      { method: 'DELETE', url: `/prod-api/questline/questionAttachment/${attachmentId}` },
      cookie,
    );
    expect(removal.json()).toMatchObject({ code: ResultCode.unauthorized });
    const upload = await calls.inject(undefined, { method: 'GET', url: '/prod-api/getInfo' }, cookie);
    expect(upload.json()).toMatchObject({ code: ResultCode.unauthorized });
    expect(await row(attachmentId)).toBeDefined();
  });

  it('removes an attachment and its file for its uploader or an admin; other members get 403', async () => {
    const mine = (await calls.upload(people.member.token, projectId, 'a.png', tinyPng())).data.attachmentId;
    const key = (await row(mine))?.storage_key ?? '';
    const questionId = await insertQuestionRow(server.database.db, { projectId, creatorId: people.member.id });
    await server.database.db
      .updateTable('question_attachments')
      .set({ question_id: questionId })
      .where('id', '=', mine)
      .execute();

    const detailFor = async (token: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/prod-api/questline/questionInfo/getQuestionInfo?projectId=${String(projectId)}&questionId=${String(questionId)}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<{ data: { removableAttachmentIds: number[]; updateTime: string } }>().data;
    expect((await detailFor(people.member.token)).removableAttachmentIds).toEqual([mine]);
    expect((await detailFor(people.other.token)).removableAttachmentIds).toEqual([]);
    expect((await detailFor(people.admin.token)).removableAttachmentIds).toEqual([mine]);
    const seenBefore = (await detailFor(people.member.token)).updateTime;

    expect(await calls.remove(people.other.token, mine)).toMatchObject({ code: ResultCode.forbidden });
    expect(await calls.remove(people.outsider.token, mine)).toMatchObject({ code: ResultCode.notFound });
    expect(await calls.remove(people.member.token, mine)).toMatchObject({ code: ResultCode.ok });
    expect(await row(mine)).toBeUndefined();
    expect(await server.files.stat(key)).toBeUndefined();
    // An edit of the issue: history names the file and a form opened before it is now stale.
    const history = await server.database.db
      .selectFrom('question_history')
      .select(['code', 'note', 'operator_id'])
      .where('question_id', '=', questionId)
      .execute();
    expect(history).toEqual([{ code: 14, note: 'a.png', operator_id: people.member.id }]);
    expect((await detailFor(people.member.token)).updateTime).not.toBe(seenBefore);
    expect(await calls.remove(people.member.token, mine)).toMatchObject({ code: ResultCode.notFound });

    const another = (await calls.upload(people.member.token, projectId, 'b.png', tinyPng())).data.attachmentId;
    await server.database.db
      .updateTable('question_attachments')
      .set({ question_id: questionId })
      .where('id', '=', another)
      .execute();
    expect(await calls.remove(people.admin.token, another)).toMatchObject({ code: ResultCode.ok });
  });
});
