import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultCode } from '@questline/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Realtime } from '../../realtime/hub';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';
import { tinyJpeg, tinyPng, storedFileCount } from '../../test/uploads';
import { mobileUploadCalls } from './testKit.fixture';

const MB = 1024 * 1024;

/** Issue 32, spec points 2 "/MobileUpload" and 5 "Avatar and mobile upload" (ADR 0118), through the real database. */
describe('upload from a phone', () => {
  let server: TestServer;
  let calls: ReturnType<typeof mobileUploadCalls>;
  let clock = Date.now();
  const people = {} as Record<'owner' | 'creator' | 'other' | 'outsider', { id: number; token: string }>;
  let projectId: number;
  let questionId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-mobile-upload-'));
  const filesStored = () => storedFileCount(server.files, dataDir);

  beforeAll(async () => {
    server = await getTestServer({ now: () => new Date(clock), config: { dataDir } });
    calls = mobileUploadCalls(server);
    const db = server.database.db;
    for (const who of ['owner', 'creator', 'other', 'outsider'] as const) {
      const user = await buildUser(db);
      people[who] = { id: user.id, token: await signIn(db, user.id) };
    }
    projectId = await buildProject(db, {
      ownerId: people.owner.id,
      name: 'Phone project',
      members: [{ userId: people.creator.id }, { userId: people.other.id }],
    });
    questionId = (await buildQuestion(db, { projectId, creatorId: people.creator.id, handlerIds: [people.creator.id] }))
      .id;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());

  const attachmentsOf = (id: number) =>
    server.database.db.selectFrom('question_attachments').selectAll().where('question_id', '=', id).execute();

  it('adds a photo to the issue at once and tells its person on the socket', async () => {
    const told = vi.spyOn(Realtime.prototype, 'tellMobileUpload');
    const ticket = await calls.open(people.creator.token, { projectId, questionId });
    expect(ticket.code).toBe(ResultCode.ok);
    expect(ticket.data.path).toBe(`/MobileUpload?token=${ticket.data.token}`);
    expect(Date.parse(ticket.data.expireTime) - clock).toBe(10 * 60_000);

    const visit = await calls.visit(ticket.data.token);
    expect(visit.data).toMatchObject({
      projectName: 'Phone project',
      question: { questionName: 'Login button does nothing' },
      received: 0,
      maxPhotos: 10,
      maxMb: 10,
    });

    const sent = await calls.send(ticket.data.token, 'IMG_0001.png', tinyPng());
    expect(sent).toMatchObject({ code: ResultCode.ok, data: { fileName: 'IMG_0001.png', received: 1 } });
    const [row] = await attachmentsOf(questionId);
    expect(row).toMatchObject({ file_name: 'IMG_0001.png', mime_type: 'image/png', uploader_id: people.creator.id });
    expect(told).toHaveBeenCalledWith(
      people.creator.id,
      expect.objectContaining({ mobileUploadId: ticket.data.mobileUploadId, projectId, questionId }),
    );
    const history = await server.database.db
      .selectFrom('question_history')
      .select('note')
      .where('question_id', '=', questionId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.note).toBe('IMG_0001.png');
    // The token is never stored, only its hash.
    const stored = await server.database.db.selectFrom('mobile_uploads').select('token_hash').execute();
    expect(stored.map((code) => code.token_hash)).not.toContain(ticket.data.token);
  });

  it('keeps a photo for the form as a pending upload of its person, and hands them over when the code closes', async () => {
    const ticket = (await calls.open(people.other.token, { projectId })).data;
    // Checked by content: a JPEG the phone named .png is kept as the JPEG it is.
    const sent = await calls.send(ticket.token, 'camera.png', tinyJpeg);
    expect(sent.data.fileName).toBe('camera.jpg');
    const closed = await calls.close(people.other.token, ticket.mobileUploadId);
    expect(closed.data.attachments.map((attachment) => attachment.fileName)).toEqual(['camera.jpg']);
    const row = await server.database.db
      .selectFrom('question_attachments')
      .selectAll()
      .where('id', '=', closed.data.attachments[0]?.attachmentId ?? 0)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ question_id: null, uploader_id: people.other.id, mime_type: 'image/jpeg' });

    const zh = await calls.send(ticket.token, 'late.png', tinyPng(), 'zh-CN');
    expect(zh.code).toBe(ResultCode.fail);
    expect(zh.msg).toContain('电脑上已关闭');
    expect((await calls.visit(ticket.token)).msg).toMatch(/closed on the computer/);
  });

  it('refuses what is not a jpg or png by its content, and anything over 10 MB, keeping nothing', async () => {
    const ticket = (await calls.open(people.creator.token, { projectId, questionId })).data;
    const before = (await attachmentsOf(questionId)).length;
    const filesBefore = await filesStored();
    const text = await calls.send(ticket.token, 'photo.png', Buffer.from('not a picture at all'));
    expect(text.msg).toBe('"photo.png" is not a jpg or png picture; only jpg and png photos can be uploaded');
    const gif = await calls.send(ticket.token, 'anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'zh-CN');
    expect(gif.msg).toContain('不是 jpg 或 png');
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * MB)]);
    const tooLarge = await calls.send(ticket.token, 'huge.png', big);
    expect(tooLarge).toMatchObject({ code: ResultCode.fail, msg: 'A photo can be at most 10 MB' });
    expect(await attachmentsOf(questionId)).toHaveLength(before);
    expect(await filesStored()).toBe(filesBefore);
    // A refused photo uses none of the code's places.
    expect((await calls.visit(ticket.token)).data.received).toBe(0);
  });

  it('ends a code after its photos and after ten minutes, saying which', async () => {
    const one = (await calls.open(people.creator.token, { projectId, maxPhotos: 1 })).data;
    expect(one.maxPhotos).toBe(1);
    expect((await calls.send(one.token, 'a.png', tinyPng())).code).toBe(ResultCode.ok);
    const full = await calls.send(one.token, 'b.png', tinyPng());
    expect(full.msg).toMatch(/at most 1 photos/);

    const later = (await calls.open(people.creator.token, { projectId })).data;
    clock += 10 * 60_000;
    const en = await calls.visit(later.token);
    const zh = await calls.send(later.token, 'c.png', tinyPng(), 'zh-CN');
    expect(en).toMatchObject({
      code: ResultCode.fail,
      msg: expect.stringMatching(/expired \(it works for 10 minutes\)/),
    });
    expect(zh.msg).toContain('二维码已过期');
  });

  it('answers a forged or mangled code with one clear message in either language', async () => {
    for (const forged of ['A'.repeat(43), 'short', '']) {
      const en = await calls.visit(forged);
      expect(en).toMatchObject({ code: ResultCode.notFound, msg: expect.stringMatching(/QR code is not valid/) });
    }
    const zh = await calls.send('B'.repeat(43), 'x.png', tinyPng(), 'zh-CN');
    expect(zh).toMatchObject({ code: ResultCode.notFound, msg: expect.stringContaining('二维码无效') });
  });

  it('issues codes only to those who may add attachments there, and checks again at every photo', async () => {
    expect((await calls.open(people.outsider.token, { projectId })).code).toBe(ResultCode.notFound);
    expect((await calls.open(people.outsider.token, { projectId, questionId })).code).toBe(ResultCode.notFound);
    expect((await calls.open(people.other.token, { projectId, questionId })).code).toBe(ResultCode.forbidden);

    const ticket = (await calls.open(people.creator.token, { projectId, questionId })).data;
    const formTicket = (await calls.open(people.creator.token, { projectId })).data;
    await server.database.db
      .deleteFrom('project_users')
      .where('project_id', '=', projectId)
      .where('user_id', '=', people.creator.id)
      .execute();
    for (const code of [ticket.token, formTicket.token]) {
      const refused = await calls.send(code, 'd.png', tinyPng());
      expect(refused).toMatchObject({ code: ResultCode.forbidden, msg: expect.stringMatching(/no longer add/) });
    }
    expect((await calls.visit(formTicket.token, 'zh-CN')).msg).toContain('你已不能给这里添加附件');
  });

  it('lets only its own person close a code', async () => {
    const ticket = (await calls.open(people.owner.token, { projectId })).data;
    expect((await calls.close(people.other.token, ticket.mobileUploadId)).code).toBe(ResultCode.notFound);
    expect((await calls.visit(ticket.token)).code).toBe(ResultCode.ok);
  });

  it("never lets two photos sent at once pass the code's limit", async () => {
    const ticket = (await calls.open(people.owner.token, { projectId, maxPhotos: 1 })).data;
    const answers = await Promise.all([
      calls.send(ticket.token, 'one.png', tinyPng()),
      calls.send(ticket.token, 'two.png', tinyPng()),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([ResultCode.ok, ResultCode.fail]);
    const photos = await server.database.db
      .selectFrom('mobile_upload_photos')
      .select('attachment_id')
      .where('mobile_upload_id', '=', ticket.mobileUploadId)
      .execute();
    expect(photos).toHaveLength(1);
  });

  it('refuses a photo the issue has no room for any more, keeping neither row nor file', async () => {
    const db = server.database.db;
    const full = await buildQuestion(db, { projectId, creatorId: people.owner.id, handlerIds: [people.owner.id] });
    const ticket = (await calls.open(people.owner.token, { projectId, questionId: full.id })).data;
    const now = new Date(clock).toISOString();
    await db
      .insertInto('question_attachments')
      .values(
        Array.from({ length: 10 }, (_, index) => ({
          project_id: projectId,
          question_id: full.id,
          comment_id: null,
          uploader_id: people.owner.id,
          storage_key: `attachments/full-${String(full.id)}-${String(index)}`,
          file_name: `f${String(index)}.png`,
          kind: 'image' as const,
          mime_type: 'image/png',
          size: 1,
          create_time: now,
        })),
      )
      .execute();
    const before = await db.selectFrom('question_attachments').select('id').execute();
    const filesBefore = await filesStored();
    const refused = await calls.send(ticket.token, 'late.png', tinyPng());
    expect(refused).toMatchObject({ code: ResultCode.fail, msg: 'At most 10 attachments' });
    expect(await db.selectFrom('question_attachments').select('id').execute()).toHaveLength(before.length);
    expect(filesBefore).toBeGreaterThan(0);
    expect(await filesStored()).toBe(filesBefore);
    expect((await calls.visit(ticket.token)).data.received).toBe(0);
    // A new code for a full issue is refused at once.
    expect((await calls.open(people.owner.token, { projectId, questionId: full.id })).msg).toBe(
      'At most 10 attachments',
    );
  });
});
