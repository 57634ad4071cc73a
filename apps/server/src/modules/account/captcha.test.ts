import { CAPTCHA_TTL_MS } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';

/** Spec point 7 GET /captchaImage (public) and issue 3 "Captcha". */
describe('GET /captchaImage', () => {
  const clock = movableClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  it('answers a uuid and a PNG data URL, and keeps the answer lower-cased for CAPTCHA_TTL_MS', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/prod-api/captchaImage' });
    const body = response.json();
    expect(body).toMatchObject({ code: 200, data: { captchaEnabled: true } });
    expect(body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.img).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(body.data.img.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // 240 x 80: IHDR's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 80]);

    const row = await server.database.db
      .selectFrom('ephemeral_entries')
      .selectAll()
      .where('key', '=', `captcha:${body.data.uuid}`)
      .executeTakeFirstOrThrow();
    expect(row.value).toMatch(/^[a-z0-9]{4}$/);
    expect(Date.parse(row.expire_time) - clock.now().getTime()).toBe(CAPTCHA_TTL_MS);
  });

  it('gives every call its own captcha', async () => {
    const first = (await server.app.inject({ method: 'GET', url: '/prod-api/captchaImage' })).json();
    const second = (await server.app.inject({ method: 'GET', url: '/prod-api/captchaImage' })).json();
    expect(first.data.uuid).not.toBe(second.data.uuid);
  });
});

describe('GET /captchaImage with CAPTCHA_ENABLED=false', () => {
  it('answers only captchaEnabled: false and stores nothing', async () => {
    const server = await getTestServer({ config: { captchaEnabled: false } });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/prod-api/captchaImage' });
      expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: { captchaEnabled: false } });
      const rows = await server.database.db.selectFrom('ephemeral_entries').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
