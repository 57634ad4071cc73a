import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCalls } from '../modules/attachments/testKit.fixture';
import { buildProject, buildUser, signIn } from '../test/factories';
import { type LocalS3, startLocalS3 } from '../test/s3';
import { type TestServer, bearer, getTestServer } from '../test/server';
import { multipart, tinyJpeg, tinyPng } from '../test/uploads';

/**
 * Issue 32: two instances behind a load balancer, each with a data directory of its own, share one database and one
 * bucket; a file uploaded through one is served by the other.
 */
describe('two instances sharing one bucket', () => {
  let s3: LocalS3;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    s3 = await startLocalS3();
    const fileStorage = { driver: 's3' as const, ...s3.config, prefix: 'two-instances/' };
    first = await getTestServer({ config: { fileStorage } });
    second = await getTestServer({ config: { fileStorage }, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await s3.close();
  });

  it('serves an attachment uploaded through the other instance, a range of it too', async () => {
    const db = first.database.db;
    const owner = await buildUser(db);
    const token = await signIn(db, owner.id);
    const projectId = await buildProject(db, { ownerId: owner.id });
    const png = tinyPng();
    const uploaded = await fileCalls(first).upload(token, projectId, '截图.png', png);
    expect(uploaded.code).toBe(ResultCode.ok);

    const whole = await fileCalls(second).fetch(token, uploaded.data.attachmentId);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(png)).toBe(true);
    expect(whole.headers['content-disposition']).toContain("filename*=UTF-8''%E6%88%AA%E5%9B%BE.png");
    const part = await fileCalls(second).fetch(token, uploaded.data.attachmentId, { range: 'bytes=1-3' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(png.subarray(1, 4))).toBe(true);
  });

  it('serves an avatar stored through the other instance, and removes the replaced one from the bucket', async () => {
    const db = first.database.db;
    const user = await buildUser(db);
    const token = await signIn(db, user.id);
    const upload = async (server: TestServer, form: ReturnType<typeof multipart>) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/prod-api/questline/center/avatar',
          headers: { ...bearer(token), ...form.headers },
          payload: form.payload,
        })
      ).json<{ data: { imgUrl: string } }>().data.imgUrl;
    const png = tinyPng();
    const firstUrl = await upload(first, multipart('avatarfile', 'me.png', 'image/png', png));
    const served = await second.app.inject({ method: 'GET', url: `/prod-api${firstUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    await upload(second, multipart('avatarfile', 'me.jpg', 'image/jpeg', tinyJpeg));
    expect((await first.app.inject({ method: 'GET', url: `/prod-api${firstUrl}` })).statusCode).toBe(404);
  });

  it('answers an error while the bucket is away, keeps serving everything else, and recovers when it is back', async () => {
    const db = first.database.db;
    const owner = await buildUser(db);
    const token = await signIn(db, owner.id);
    const projectId = await buildProject(db, { ownerId: owner.id });
    const before = await fileCalls(first).upload(token, projectId, 'before.png', tinyPng());
    await s3.stop();
    try {
      const refused = await fileCalls(first).upload(token, projectId, 'during.png', tinyPng());
      expect(refused.code).toBe(ResultCode.fail);
      expect((await fileCalls(second).fetch(token, before.data.attachmentId)).statusCode).toBe(500);
      const info = await first.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(token) });
      expect(info.json<{ code: number }>().code).toBe(ResultCode.ok);
    } finally {
      await s3.start();
    }
    const after = await fileCalls(first).upload(token, projectId, 'after.png', tinyPng());
    expect(after.code).toBe(ResultCode.ok);
    expect((await fileCalls(second).fetch(token, before.data.attachmentId)).statusCode).toBe(200);
  });
});
