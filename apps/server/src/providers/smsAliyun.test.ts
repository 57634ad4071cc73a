import { PHONE_CODE_SCENES } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSms, capturingLog, providerFromEnvironment, startFakeSms, vendorEnvironment } from '../test/fakeSms';
import { type TestServer, getTestServer } from '../test/server';
import { freshPhone } from '../test/sms';
import { SmsDeliveryError } from './sms';
import { solveCaptcha } from '../test/captcha';

const TEMPLATES = { register: 'SMS_100001', resetPwd: 'SMS_100002', bindPhone: 'SMS_100003', login: 'SMS_100004' };

/** Issue 18: Aliyun SMS through @alicloud/dysmsapi20170525, against the fake in e2e/fake-sms/server.mjs. */
describe('Aliyun SMS (SMS_PROVIDER=aliyun)', () => {
  let fake: FakeSms;
  beforeAll(async () => {
    fake = await startFakeSms();
  });
  afterAll(() => fake.close());

  it("texts the 11-digit number with the sign name, each scene's template and the code as its variable", async () => {
    const { log } = capturingLog();
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'aliyun'), log);
    for (const scene of PHONE_CODE_SCENES) {
      await provider.sendCode({ phone: '13800138000', code: '246810', scene, locale: 'zh' });
      expect(fake.received.at(-1)).toMatchObject({
        vendor: 'aliyun',
        credential: 'LTAI-test-key',
        phone: '13800138000',
        signName: '问迹',
        template: TEMPLATES[scene],
        params: { code: '246810' },
        accepted: true,
      });
    }
  });

  it('names the template variable SMS_ALIYUN_CODE_PARAM when the template uses another name', async () => {
    const { log } = capturingLog();
    const env = { ...vendorEnvironment(fake, 'aliyun'), SMS_ALIYUN_CODE_PARAM: 'number' };
    await providerFromEnvironment(env, log).sendCode({
      phone: '13800138001',
      code: '135790',
      scene: 'login',
      locale: 'en',
    });
    expect(fake.received.at(-1)?.params).toEqual({ number: '135790' });
  });

  it("logs the vendor's message id (BizId) and never the code", async () => {
    const captured = capturingLog();
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'aliyun'), captured.log);
    await provider.sendCode({ phone: '13800138002', code: '864209', scene: 'register', locale: 'zh' });
    expect(captured.lines).toEqual([
      {
        level: 'info',
        msg: 'sms sent',
        fields: {
          smsProvider: 'aliyun',
          scene: 'register',
          phone: '138****8002',
          messageId: expect.stringMatching(/^biz-/),
        },
      },
    ]);
    expect(captured.text()).not.toContain('864209');
  });

  it.each([
    { form: 'in the body of an HTTP 200', httpStatus: 200, code: 'isv.BUSINESS_LIMIT_CONTROL' },
    { form: 'as an HTTP 400', httpStatus: 400, code: 'isv.SMS_SIGNATURE_ILLEGAL' },
  ])("fails with the vendor's error code when Aliyun refuses $form", async ({ httpStatus, code }) => {
    const captured = capturingLog();
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'aliyun'), captured.log);
    fake.refuseNext({ code, message: 'refused 975310', httpStatus });
    const sending = provider.sendCode({ phone: '13800138003', code: '975310', scene: 'resetPwd', locale: 'zh' });
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sending).rejects.toMatchObject({ vendorCode: code });
    expect(captured.lines).toMatchObject([
      {
        level: 'error',
        msg: 'sms delivery failed',
        fields: { smsProvider: 'aliyun', scene: 'resetPwd', vendorCode: code },
      },
    ]);
    // Vendors may quote the request; the code is cut out of what is logged.
    expect(captured.text()).not.toContain('975310');
  });

  it('gives up after SMS_TIMEOUT_MS when Aliyun does not answer, sends once, and logs no code', async () => {
    const captured = capturingLog();
    const env = { ...vendorEnvironment(fake, 'aliyun'), SMS_TIMEOUT_MS: '300' };
    const provider = providerFromEnvironment(env, captured.log);
    const before = fake.received.length;
    fake.hangNext();
    const started = Date.now();
    await expect(
      provider.sendCode({ phone: '13800138004', code: '112358', scene: 'register', locale: 'zh' }),
    ).rejects.toMatchObject({ vendorCode: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The hanging request is not recorded; a retry would have been.
    expect(fake.received.length).toBe(before);
    expect(captured.lines).toMatchObject([{ level: 'error', fields: { vendorCode: 'timeout' } }]);
    // Aliyun's own time-out message quotes the request URL, template parameter included.
    expect(captured.text()).not.toContain('112358');
  });

  describe('through the API', () => {
    let server: TestServer;
    beforeAll(async () => {
      const provider = providerFromEnvironment(vendorEnvironment(fake, 'aliyun'), capturingLog().log);
      server = await getTestServer({ sms: provider });
    });
    afterAll(() => server.close());

    const send = async (phonenumber: string, language: string) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/prod-api/register/anonymousSendPhoneCode',
          headers: { language },
          payload: { phonenumber, scene: 'register', ...(await solveCaptcha(server)) },
        })
      ).json();

    it('answers a refusal with the localised message, keeps no code and lets the person retry at once', async () => {
      const phone = freshPhone();
      fake.refuseNext({ code: 'isv.AMOUNT_NOT_ENOUGH', message: 'no balance' });
      expect(await send(phone, 'en-US')).toEqual({
        code: 500,
        msg: 'The code could not be sent by text message; try again later or contact the administrator',
      });
      const refusedCode = fake.received.at(-1)?.code ?? '';
      const check = await server.app.inject({
        method: 'POST',
        url: '/prod-api/register/checkPhoneCode',
        payload: { phonenumber: phone, scene: 'register', code: refusedCode },
      });
      expect(check.json()).toEqual({ code: 500, msg: '验证码已失效，请重新获取' });

      fake.refuseNext({ code: 'isv.AMOUNT_NOT_ENOUGH', message: 'no balance' });
      expect(await send(phone, 'zh-CN')).toEqual({ code: 500, msg: '短信验证码发送失败，请稍后重试或联系管理员' });
      expect((await send(phone, 'zh-CN')).code).toBe(200);
      const delivered = await server.app.inject({
        method: 'POST',
        url: '/prod-api/register/checkPhoneCode',
        payload: { phonenumber: phone, scene: 'register', code: fake.lastCode(phone) },
      });
      expect(delivered.json()).toMatchObject({ code: 200 });
    });
  });
});
