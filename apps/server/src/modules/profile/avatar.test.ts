import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { multipart, tinyJpeg, tinyPng } from '../../test/uploads';

/** Issue 3 "avatar upload (jpg/png, at most 10 MB, checked by content not only by name)"; spec point 3 avatar rule. */
describe('POST /questline/center/avatar and GET /profile/avatar/:name', () => {
  let server: TestServer;
  /** The stored avatars' names without their extension, as the storage keys them. */
  const avatars = async () => {
    const names: string[] = [];
    for await (const file of server.files.list('avatars')) names.push(file.key.slice('avatars/'.length));
    return names;
  };
  const storedName = (imgUrl: string) => path.posix.basename(imgUrl).replace(/\.(png|jpg)$/, '');

  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  const upload = async (token: string, form: ReturnType<typeof multipart>, language = 'zh-CN') =>
    server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/center/avatar',
      headers: { ...bearer(token), ...form.headers, language },
      payload: form.payload,
    });
  const avatarOf = async (userId: number) =>
    (await server.database.db.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirstOrThrow())
      .avatar;

  it('stores a real PNG, points the user at it and serves it publicly with its type and cache headers', async () => {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id);
    const png = tinyPng();
    const response = await upload(token, multipart('avatarfile', 'me.png', 'image/png', png));
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data.imgUrl).toMatch(/^\/profile\/avatar\/[a-f0-9]{32}\.png$/);
    expect(await avatarOf(user.id)).toBe(body.data.imgUrl);

    const served = await server.app.inject({ method: 'GET', url: `/prod-api${body.data.imgUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('accepts a JPEG by its bytes even when its name and type claim otherwise, and removes the old file', async () => {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id);
    const first = (await upload(token, multipart('avatarfile', 'a.png', 'image/png', tinyPng()))).json().data.imgUrl;
    const firstName = storedName(first);
    expect(await avatars()).toContain(firstName);

    const second = await upload(token, multipart('avatarfile', 'photo.bin', 'application/octet-stream', tinyJpeg));
    const imgUrl = second.json().data.imgUrl as string;
    expect(imgUrl).toMatch(/\.jpg$/);
    expect(await avatars()).not.toContain(firstName);
    expect(await avatars()).toContain(storedName(imgUrl));
    const served = await server.app.inject({ method: 'GET', url: `/prod-api${imgUrl}` });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(tinyJpeg)).toBe(true);
  });

  it('accepts an image just under 10 MB, far above the JSON body limit', async () => {
    const user = await buildUser(server.database.db);
    const large = Buffer.concat([tinyPng(), Buffer.alloc(AVATAR_MAX_BYTES - 1024)]);
    const response = await upload(
      await signIn(server.database.db, user.id),
      multipart('avatarfile', 'big.png', 'image/png', large),
    );
    expect(response.json().code).toBe(200);
    const served = await server.app.inject({ method: 'GET', url: `/prod-api${response.json().data.imgUrl}` });
    expect(Number(served.headers['content-length'])).toBe(large.length);
  });

  it('refuses a text file named .png with image/png, storing nothing', async () => {
    const user = await buildUser(server.database.db);
    const before = (await avatars()).length;
    const response = await upload(
      await signIn(server.database.db, user.id),
      multipart('avatarfile', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
      'en-US',
    );
    expect(response.json()).toEqual({ code: 500, msg: 'The avatar must be a JPG or PNG image' });
    expect((await avatars()).length).toBe(before);
    expect(await avatarOf(user.id)).toBe('');
  });

  it('refuses a file over 10 MB with a localised message, storing nothing', async () => {
    const user = await buildUser(server.database.db);
    const before = (await avatars()).length;
    const oversized = Buffer.concat([tinyPng(), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await upload(
      await signIn(server.database.db, user.id),
      multipart('avatarfile', 'big.png', 'image/png', oversized),
    );
    expect(response.json()).toEqual({ code: 500, msg: '头像图片不能超过 10 MB' });
    expect((await avatars()).length).toBe(before);
    expect(await avatarOf(user.id)).toBe('');
  });

  it('refuses a request without the avatarfile part or not in multipart form', async () => {
    const token = await signIn(server.database.db, (await buildUser(server.database.db)).id);
    const wrongField = await upload(token, multipart('picture', 'a.png', 'image/png', tinyPng()), 'en-US');
    expect(wrongField.json()).toEqual({ code: 500, msg: 'Choose an avatar image to upload' });
    const json = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/center/avatar',
      headers: { ...bearer(token), language: 'en-US' },
      payload: { avatarfile: 'x' },
    });
    expect(json.json()).toEqual({ code: 500, msg: 'Choose an avatar image to upload' });
  });

  it('answers 404 for unknown or unsafe avatar names, never reading outside the folder', async () => {
    for (const name of [
      '0123456789abcdef0123456789abcdef.png',
      '..%2F..%2Fetc%2Fpasswd',
      'x.svg',
      '0123456789abcdef0123456789abcdef.html',
    ]) {
      const response = await server.app.inject({ method: 'GET', url: `/prod-api/profile/avatar/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().code).toBe(404);
    }
  });
});
