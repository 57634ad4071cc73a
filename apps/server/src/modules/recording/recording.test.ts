import { type QuestionAttachment, type RecordingAvailability, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildUser, signIn } from '../../test/factories';
import type { Answer } from '../../test/api';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { multipartForm, tinyPng } from '../../test/uploads';

/** The EBML header Chromium's MediaRecorder writes at the start of every WebM, then a little of the segment. */
const webmHead = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04]),
  Buffer.from([0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02, 0x18, 0x53, 0x80, 0x67]),
  Buffer.alloc(256, 7),
]);
const log = Buffer.from(JSON.stringify({ page: 'http://localhost/problem', entries: [] }));

/**
 * Issue 32, screen recording (ADR 0119; spec points 6 and 8): the attachment upload takes the parts of a recording
 * (`source=recording`) only on projects whose owner pays, through the real database and file storage.
 */
describe('screen recordings as attachments', () => {
  let server: TestServer;
  let paid: { projectId: number; token: string };
  let free: { projectId: number; token: string };
  let outsiderToken: string;

  const upload = async (
    token: string,
    projectId: number,
    fileName: string,
    content: Buffer,
    language = 'en-US',
  ): Promise<Answer<QuestionAttachment>> => {
    const form = multipartForm(
      { projectId: String(projectId), source: 'recording' },
      { field: 'file', fileName, content },
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/questionAttachment/upload',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token), language },
    });
    return response.json<Answer<QuestionAttachment>>();
  };
  const availability = async (token: string, projectId: number) =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/prod-api/questline/questionAttachment/recordingAvailability?projectId=${String(projectId)}`,
        headers: { ...bearer(token), language: 'en-US' },
      })
    ).json<Answer<RecordingAvailability>>();
  const storedCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('question_attachments')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    server = await getTestServer();
    const db = server.database.db;
    const payer = await buildUser(db, { version_code: 1 });
    const member = await buildUser(db);
    paid = {
      projectId: await buildProject(db, { ownerId: payer.id, members: [{ userId: member.id }] }),
      token: await signIn(db, member.id),
    };
    const freeOwner = await buildUser(db);
    free = { projectId: await buildProject(db, { ownerId: freeOwner.id }), token: await signIn(db, freeOwner.id) };
    outsiderToken = await signIn(db, (await buildUser(db)).id);
  });
  afterAll(async () => {
    await server.close();
  });

  it("tells members whether their project may record, by its owner's plan, and how large an attachment may be", async () => {
    expect((await availability(paid.token, paid.projectId)).data).toEqual({
      allowed: true,
      versionCode: 1,
      maxBytes: 100 * 1024 * 1024,
    });
    expect((await availability(free.token, free.projectId)).data).toEqual({
      allowed: false,
      versionCode: 0,
      maxBytes: 10 * 1024 * 1024,
    });
    expect((await availability(outsiderToken, paid.projectId)).code).toBe(ResultCode.notFound);
  });

  it('keeps a recording of a paid project as a video played inline, and its log as a file saved on download', async () => {
    const video = await upload(paid.token, paid.projectId, 'recording-20260105-090703.webm', webmHead);
    expect(video).toMatchObject({
      code: ResultCode.ok,
      data: { fileName: 'recording-20260105-090703.webm', kind: 'video', size: webmHead.length },
    });
    const served = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/questionAttachment/${String(video.data.attachmentId)}`,
      headers: bearer(paid.token),
    });
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.headers['content-disposition']).toMatch(/^inline/);

    const logged = await upload(paid.token, paid.projectId, 'recording-20260105-090703-log.json', log);
    expect(logged).toMatchObject({ code: ResultCode.ok, data: { kind: 'file' } });
    const savedLog = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/questionAttachment/${String(logged.data.attachmentId)}`,
      headers: bearer(paid.token),
    });
    expect(savedLog.headers['content-type']).toBe('application/octet-stream');
    expect(savedLog.body).toBe(log.toString());
  });

  it('refuses a recording on a free project as a VIP function, in both languages, keeping nothing', async () => {
    const before = await storedCount();
    const refused = await upload(free.token, free.projectId, 'recording-20260105-090703.webm', webmHead);
    expect(refused).toMatchObject({
      code: ResultCode.planLimit,
      msg: 'Screen recording is a VIP function, and this project is not a VIP project',
      data: { kind: 'paidFeature', versionCode: 0 },
    });
    const inChinese = await upload(free.token, free.projectId, 'recording-20260105-090703-log.json', log, 'zh-CN');
    expect(inChinese).toMatchObject({ code: ResultCode.planLimit, msg: '录屏是 VIP 功能，当前项目不是 VIP 项目' });
    expect(await storedCount()).toBe(before);
  });

  it('takes only a WebM video or a JSON log as a part of a recording', async () => {
    const before = await storedCount();
    for (const [name, content] of [
      ['recording-20260105-090703.webm', tinyPng()],
      ['shot.png', tinyPng()],
      ['recording-20260105-090703-log.json', webmHead],
      ['notes.txt', log],
    ] as const) {
      expect(await upload(paid.token, paid.projectId, name, content)).toMatchObject({
        code: ResultCode.fail,
        msg: `A recording is uploaded as a WebM video and its JSON log only: ${name}`,
      });
    }
    expect(await storedCount()).toBe(before);
  });
});
