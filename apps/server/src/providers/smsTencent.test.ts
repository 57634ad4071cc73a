import { PHONE_CODE_SCENES } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSms, capturingLog, providerFromEnvironment, startFakeSms, vendorEnvironment } from '../test/fakeSms';
import { type TestServer, getTestServer } from '../test/server';
import { freshPhone } from '../test/sms';
import { SmsDeliveryError } from './sms';
import { solveCaptcha } from '../test/captcha';

const TEMPLATES = { register: '200001', resetPwd: '200002', bindPhone: '200003', login: '200004' };

/** Issue 18: Tencent Cloud SMS through tencentcloud-sdk-nodejs-sms, against the fake in e2e/fake-sms/server.mjs. */
describe('Tencent Cloud SMS (SMS_PROVIDER=tencent)', () => {
  let fake: FakeSms;
  beforeAll(async () => {
    fake = await startFakeSms();
  });
  afterAll(() => fake.close());

  it("texts the number in E.164 with the app id, sign name, each scene's template and the code", async () => {
    const { log } = capturingLog();
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'tencent'), log);
    for (const scene of PHONE_CODE_SCENES) {
      await provider.sendCode({ phone: '13800138000', code: '246810', scene, locale: 'zh' });
      expect(fake.received.at(-1)).toMatchObject({
        vendor: 'tencent',
        credential: 'AKID-test',
        region: 'ap-guangzhou',
        sdkAppId: '1400000001',
        phone: '+8613800138000',
        signName: '问迹',
        template: TEMPLATES[scene],
        params: ['246810'],
        accepted: true,
      });
    }
  });

  it('sends to the region of SMS_TENCENT_REGION', async () => {
    const env = { ...vendorEnvironment(fake, 'tencent'), SMS_TENCENT_REGION: 'ap-nanjing' };
    await providerFromEnvironment(env, capturingLog().log).sendCode({
      phone: '13800138001',
      code: '135790',
      scene: 'login',
      locale: 'en',
    });
    expect(fake.received.at(-1)?.region).toBe('ap-nanjing');
  });

  it("logs the vendor's message id (SerialNo) and never the code", async () => {
    const captured = capturingLog();
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'tencent'), captured.log);
    await provider.sendCode({ phone: '13800138002', code: '864209', scene: 'bindPhone', locale: 'zh' });
    expect(captured.lines).toEqual([
      {
        level: 'info',
        msg: 'sms sent',
        fields: {
          smsProvider: 'tencent',
          scene: 'bindPhone',
          phone: '138****8002',
          messageId: expect.stringMatching(/^serial-/),
        },
      },
    ]);
    expect(captured.text()).not.toContain('864209');
  });

  it.each([
    { form: 'status' as const, code: 'LimitExceeded.PhoneNumberDailyLimit', what: 'refuses the number in its status' },
    { form: 'error' as const, code: 'FailedOperation.SignatureIncorrectOrUnapproved', what: 'refuses the request' },
  ])("fails with the vendor's error code when Tencent $what", async ({ form, code }) => {
    const captured = capturingLog();
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'tencent'), captured.log);
    fake.refuseNext({ code, message: 'refused, parameter 975310', form });
    const sending = provider.sendCode({ phone: '13800138003', code: '975310', scene: 'resetPwd', locale: 'zh' });
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sending).rejects.toMatchObject({ vendorCode: code });
    expect(captured.lines).toMatchObject([
      { level: 'error', msg: 'sms delivery failed', fields: { smsProvider: 'tencent', vendorCode: code } },
    ]);
    expect(captured.text()).not.toContain('975310');
  });

  it('gives up after SMS_TIMEOUT_MS when Tencent does not answer, sends once, and logs no code', async () => {
    const captured = capturingLog();
    const env = { ...vendorEnvironment(fake, 'tencent'), SMS_TIMEOUT_MS: '300' };
    const provider = providerFromEnvironment(env, captured.log);
    const before = fake.received.length;
    fake.hangNext();
    const started = Date.now();
    await expect(
      provider.sendCode({ phone: '13800138004', code: '112358', scene: 'register', locale: 'zh' }),
    ).rejects.toMatchObject({ vendorCode: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.received.length).toBe(before);
    expect(captured.lines).toMatchObject([{ level: 'error', fields: { vendorCode: 'timeout' } }]);
    expect(captured.text()).not.toContain('112358');
  });

  it('answers the localised message through the API when Tencent refuses, and keeps no code', async () => {
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'tencent'), capturingLog().log);
    const server: TestServer = await getTestServer({ sms: provider });
    try {
      const phone = freshPhone();
      fake.refuseNext({ code: 'LimitExceeded.PhoneNumberOneHourLimit', message: 'hourly limit' });
      const refused = await server.app.inject({
        method: 'POST',
        url: '/prod-api/register/anonymousSendPhoneCode',
        headers: { language: 'en-US' },
        payload: { phonenumber: phone, scene: 'login', ...(await solveCaptcha(server)) },
      });
      expect(refused.json()).toEqual({
        code: 500,
        msg: 'The code could not be sent by text message; try again later or contact the administrator',
      });
      const check = await server.app.inject({
        method: 'POST',
        url: '/prod-api/register/checkPhoneCode',
        payload: { phonenumber: phone, scene: 'login', code: fake.received.at(-1)?.code },
      });
      expect(check.json()).toEqual({ code: 500, msg: '验证码已失效，请重新获取' });
    } finally {
      await server.close();
    }
  });
});
