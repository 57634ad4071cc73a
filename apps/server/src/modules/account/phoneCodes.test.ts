import { SMS_CODE_TTL_MS, SMS_DAILY_CAP_PER_IP, SMS_RESEND_SECONDS } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/clock';
import { buildUser } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { freshPhone, recordingSms } from '../../test/sms';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms';
import { PHONE_CODE_MAX_ATTEMPTS } from './phoneCodes';
import { solveCaptcha } from '../../test/captcha';

/** Spec point 7 /register/anonymousSendPhoneCode and /register/checkPhoneCode, issue 3 "Registration". */
describe('phone codes', () => {
  const clock = movableClock();
  const sms = recordingSms();
  /** When set, the vendor refuses every text (issue 18). */
  let vendorDown = false;
  const provider: SmsProvider = {
    async sendCode(input) {
      if (vendorDown) throw new SmsDeliveryError('isv.BUSINESS_LIMIT_CONTROL', 'refused');
      await sms.provider.sendCode(input);
    },
  };
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now, sms: provider });
  });
  afterAll(() => server.close());

  async function send(phonenumber: string, scene: string, options: { ip?: string; language?: string } = {}) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/anonymousSendPhoneCode',
      remoteAddress: options.ip ?? '10.9.0.1',
      headers: options.language ? { language: options.language } : {},
      payload: { phonenumber, scene, ...(await solveCaptcha(server)) },
    });
    return response.json();
  }

  async function check(phonenumber: string, code: string, scene = 'register', language = 'zh-CN') {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/checkPhoneCode',
      headers: { language },
      payload: { phonenumber, code, scene },
    });
    return response.json();
  }

  it('texts a 6-digit code for registration and answers the resend countdown', async () => {
    const phone = freshPhone();
    expect(await send(phone, 'register')).toEqual({
      code: 200,
      msg: '操作成功',
      data: { resendAfterSeconds: SMS_RESEND_SECONDS },
    });
    expect(sms.sent.at(-1)).toEqual({
      phone,
      code: expect.stringMatching(/^\d{6}$/),
      scene: 'register',
      locale: 'zh',
    });
  });

  it('refuses to send a registration code to a registered phone', async () => {
    const phone = freshPhone();
    await buildUser(server.database.db, { phone });
    expect(await send(phone, 'register', { language: 'en-US' })).toEqual({
      code: 500,
      msg: 'This phone number is already registered; please sign in',
    });
  });

  it('sends a reset code to a registered phone and refuses an unknown one', async () => {
    const known = freshPhone();
    await buildUser(server.database.db, { phone: known });
    expect((await send(known, 'resetPwd')).code).toBe(200);
    expect(sms.sent.at(-1)).toMatchObject({ phone: known, scene: 'resetPwd' });
    expect(await send(freshPhone(), 'resetPwd')).toEqual({ code: 500, msg: '该手机号尚未注册' });
  });

  it('refuses the bindPhone scene and a malformed phone on the public call (point 5 phone format)', async () => {
    expect((await send(freshPhone(), 'bindPhone')).msg).toContain('scene');
    expect((await send('12345', 'register')).msg).toContain('phonenumber');
  });

  it(`refuses a resend for ${SMS_RESEND_SECONDS} s, saying how many seconds are left`, async () => {
    const phone = freshPhone();
    await send(phone, 'register');
    clock.advance(15_500);
    expect(await send(phone, 'register', { language: 'en-US' })).toEqual({
      code: 500,
      msg: 'Codes are sent too often; try again in 45 s',
    });
    clock.advance(SMS_RESEND_SECONDS * 1000 - 15_500);
    expect((await send(phone, 'register')).code).toBe(200);
  });

  it(`caps an address at ${SMS_DAILY_CAP_PER_IP} codes a day, counting refused probes too`, async () => {
    const known = freshPhone();
    await buildUser(server.database.db, { phone: known });
    expect((await send(known, 'register', { ip: '10.9.3.1' })).msg).toBe('该手机号已注册，请直接登录');
    for (let i = 1; i < SMS_DAILY_CAP_PER_IP; i++) {
      expect((await send(freshPhone(), 'register', { ip: '10.9.3.1' })).code).toBe(200);
    }
    expect(await send(freshPhone(), 'register', { ip: '10.9.3.1', language: 'en-US' })).toEqual({
      code: 500,
      msg: 'The daily limit of codes has been reached; try again tomorrow',
    });
    expect((await send(freshPhone(), 'register', { ip: '10.9.3.2' })).code).toBe(200);
  });

  it('checks a code without using it up', async () => {
    const phone = freshPhone();
    await send(phone, 'register');
    const code = sms.lastCode(phone);
    expect(await check(phone, code)).toEqual({ code: 200, msg: '操作成功', data: null });
    expect(await check(phone, code)).toEqual({ code: 200, msg: '操作成功', data: null });
  });

  it('refuses a wrong code, a code for another phone and a code for another scene', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    await send(phone, 'register');
    await send(other, 'register');
    const code = sms.lastCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await check(phone, wrong, 'register', 'en-US')).toEqual({
      code: 500,
      msg: 'The verification code is wrong',
    });
    // Codes are random: resend until the other phone's code differs, so the check below means something.
    while (sms.lastCode(other) === code) {
      clock.advance(SMS_RESEND_SECONDS * 1000);
      await send(other, 'register');
    }
    expect((await check(other, code)).msg).toBe('验证码错误');
    expect(await check(phone, code, 'resetPwd')).toEqual({ code: 500, msg: '验证码已失效，请重新获取' });
    expect((await check(phone, code)).code).toBe(200);
  });

  it(`kills a code after ${PHONE_CODE_MAX_ATTEMPTS} wrong attempts`, async () => {
    const phone = freshPhone();
    await send(phone, 'register');
    const code = sms.lastCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i < PHONE_CODE_MAX_ATTEMPTS; i++) expect((await check(phone, wrong)).msg).toBe('验证码错误');
    expect(await check(phone, wrong, 'register', 'en-US')).toEqual({
      code: 500,
      msg: 'Too many wrong codes; request a new one',
    });
    expect((await check(phone, code)).msg).toBe('验证码已失效，请重新获取');
  });

  it('a new code starts with a fresh attempt count and replaces the old code', async () => {
    const phone = freshPhone();
    await send(phone, 'register');
    const first = sms.lastCode(phone);
    const wrong = first === '000000' ? '000001' : '000000';
    for (let i = 1; i < PHONE_CODE_MAX_ATTEMPTS; i++) await check(phone, wrong);
    do {
      clock.advance(SMS_RESEND_SECONDS * 1000);
      await send(phone, 'register');
    } while (sms.lastCode(phone) === first);
    const second = sms.lastCode(phone);
    const secondWrong = second === '000000' ? '000001' : '000000';
    expect((await check(phone, secondWrong)).msg).toBe('验证码错误');
    expect((await check(phone, first)).msg).toBe('验证码错误');
    expect((await check(phone, second)).code).toBe(200);
  });

  it(`expires a code after ${SMS_CODE_TTL_MS / 60_000} minutes`, async () => {
    const phone = freshPhone();
    await send(phone, 'register');
    clock.advance(SMS_CODE_TTL_MS);
    expect(await check(phone, sms.lastCode(phone))).toEqual({ code: 500, msg: '验证码已失效，请重新获取' });
  });

  it('answers "could not send" when the vendor fails: no code kept, the earlier one still works, no wait (issue 18)', async () => {
    const phone = freshPhone();
    await send(phone, 'register');
    const earlier = sms.lastCode(phone);
    clock.advance(SMS_RESEND_SECONDS * 1000);
    vendorDown = true;
    try {
      expect(await send(phone, 'register', { language: 'en-US' })).toEqual({
        code: 500,
        msg: 'The code could not be sent by text message; try again later or contact the administrator',
      });
      expect(await send(phone, 'register')).toEqual({ code: 500, msg: '短信验证码发送失败，请稍后重试或联系管理员' });
    } finally {
      vendorDown = false;
    }
    expect((await check(phone, earlier)).code).toBe(200);
    expect((await send(phone, 'register')).code).toBe(200);
    expect(sms.lastCode(phone)).not.toBeUndefined();
    expect((await check(phone, sms.lastCode(phone))).code).toBe(200);
  });

  it('refuses a malformed code', async () => {
    expect((await check(freshPhone(), '12ab')).msg).toContain('code');
  });
});
