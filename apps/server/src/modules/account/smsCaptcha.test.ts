import { CAPTCHA_TTL_MS, SMS_DAILY_CAP_PER_IP } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { freshPhone, recordingSms } from '../../test/sms';

const INVALID_EN = { code: 500, msg: 'The captcha is wrong or has expired; refresh it and try again' };

/** Issue 9 "A captcha before anonymous SMS": /register/anonymousSendPhoneCode needs a fresh captcha answer. */
describe('the captcha before an anonymous phone code', () => {
  const clock = movableClock();
  const sms = recordingSms();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now, sms: sms.provider });
  });
  afterAll(() => server.close());

  async function send(phone: string, captcha: { uuid?: string; code?: string }, ip = '10.44.0.1') {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/anonymousSendPhoneCode',
      remoteAddress: ip,
      headers: { language: 'en-US' },
      payload: { phonenumber: phone, scene: 'register', ...captcha },
    });
    return response.json();
  }

  it('texts the code with a right answer, in any letter case', async () => {
    const phone = freshPhone();
    const captcha = await solveCaptcha(server);
    expect(await send(phone, { ...captcha, code: captcha.code.toUpperCase() })).toMatchObject({ code: 200 });
    expect(sms.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('refuses a missing, wrong, expired and reused captcha with the sign-in message and texts nothing', async () => {
    const phone = freshPhone();
    const ip = '10.44.0.2';
    expect(await send(phone, {}, ip)).toEqual(INVALID_EN);
    expect(await send(phone, { uuid: '', code: '' }, ip)).toEqual(INVALID_EN);

    const wrong = await solveCaptcha(server);
    expect(await send(phone, { ...wrong, code: 'zzzz' }, ip)).toEqual(INVALID_EN);
    // The wrong guess used it up: the right answer no longer works.
    expect(await send(phone, wrong, ip)).toEqual(INVALID_EN);

    const expired = await solveCaptcha(server);
    clock.advance(CAPTCHA_TTL_MS);
    expect(await send(phone, expired, ip)).toEqual(INVALID_EN);

    const reused = await solveCaptcha(server);
    const other = freshPhone();
    expect(await send(other, reused, ip)).toMatchObject({ code: 200 });
    expect(await send(phone, reused, ip)).toEqual(INVALID_EN);
    expect(() => sms.lastCode(phone)).toThrow();
  });

  it('counts refused captchas toward no cap: the address may still ask for its full daily number', async () => {
    const ip = '10.44.0.3';
    for (let attempt = 0; attempt < SMS_DAILY_CAP_PER_IP; attempt += 1) {
      expect(await send(freshPhone(), { uuid: 'not-a-captcha', code: 'abcd' }, ip)).toEqual(INVALID_EN);
    }
    expect(await send(freshPhone(), await solveCaptcha(server), ip)).toMatchObject({ code: 200 });
  });
});

describe('anonymous phone codes with CAPTCHA_ENABLED=false', () => {
  it('texts the code with empty captcha fields', async () => {
    const sms = recordingSms();
    const server = await getTestServer({ config: { captchaEnabled: false }, sms: sms.provider });
    try {
      const phone = freshPhone();
      const response = await server.app.inject({
        method: 'POST',
        url: '/prod-api/register/anonymousSendPhoneCode',
        payload: { phonenumber: phone, scene: 'register', uuid: '', code: '' },
      });
      expect(response.json()).toMatchObject({ code: 200 });
      expect(sms.lastCode(phone)).toMatch(/^\d{6}$/);
    } finally {
      await server.close();
    }
  });
});
