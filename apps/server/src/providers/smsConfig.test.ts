import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { REQUIRED_SMS_VARIABLES } from './smsConfig';

/** Issue 18: SMS_PROVIDER and its settings are checked at start-up (README "Configuration"). */
describe('SMS configuration', () => {
  const complete = (provider: 'aliyun' | 'tencent' | 'webhook') =>
    Object.fromEntries(REQUIRED_SMS_VARIABLES[provider].map((name) => [name, `${name.toLowerCase()}-value-16+`]));

  it('defaults to the log provider; NODE_ENV development and test are not production', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
    expect(loadConfig({}).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
  });

  it.each(['aliyun', 'tencent', 'webhook'] as const)(
    'stops with a message naming every missing variable of SMS_PROVIDER=%s',
    (provider) => {
      const required = REQUIRED_SMS_VARIABLES[provider];
      expect(() => loadConfig({ SMS_PROVIDER: provider })).toThrow(
        `SMS_PROVIDER=${provider} needs ${required.join(', ')}`,
      );
      const [first, ...rest] = required;
      const oneMissing = { ...complete(provider), [first ?? '']: '  ' };
      expect(() => loadConfig({ SMS_PROVIDER: provider, ...oneMissing })).toThrow(new RegExp(`needs ${first}$`, 'm'));
      expect(rest.length).toBeGreaterThan(0);
    },
  );

  it('reads Aliyun settings, one template per scene, with the public endpoint by default', () => {
    const config = loadConfig({ SMS_PROVIDER: 'aliyun', ...complete('aliyun'), SMS_TIMEOUT_MS: '5000' }).sms;
    expect(config).toEqual({
      provider: 'aliyun',
      timeoutMs: 5000,
      aliyun: {
        accessKeyId: 'sms_aliyun_access_key_id-value-16+',
        accessKeySecret: 'sms_aliyun_access_key_secret-value-16+',
        signName: 'sms_aliyun_sign_name-value-16+',
        templates: {
          register: 'sms_aliyun_template_register-value-16+',
          resetPwd: 'sms_aliyun_template_reset_pwd-value-16+',
          bindPhone: 'sms_aliyun_template_bind_phone-value-16+',
          login: 'sms_aliyun_template_login-value-16+',
        },
        codeParam: 'code',
        endpoint: { protocol: 'https', host: 'dysmsapi.aliyuncs.com' },
      },
    });
  });

  it('reads Tencent settings with region ap-guangzhou and the public endpoint by default, or the given ones', () => {
    const defaults = loadConfig({ SMS_PROVIDER: 'tencent', ...complete('tencent') }).sms;
    expect(defaults).toMatchObject({
      provider: 'tencent',
      timeoutMs: 10_000,
      tencent: { region: 'ap-guangzhou', endpoint: { protocol: 'https', host: 'sms.tencentcloudapi.com' } },
    });
    const local = loadConfig({
      SMS_PROVIDER: 'tencent',
      ...complete('tencent'),
      SMS_TENCENT_REGION: 'ap-beijing',
      SMS_TENCENT_ENDPOINT: 'http://127.0.0.1:4010',
    }).sms;
    expect(local).toMatchObject({
      tencent: { region: 'ap-beijing', endpoint: { protocol: 'http', host: '127.0.0.1:4010' } },
    });
  });

  it('refuses a webhook URL that is not http(s), a short secret and a time-out over 15 s', () => {
    const env = { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.com/send' };
    expect(loadConfig({ ...env, SMS_WEBHOOK_SECRET: 'a-long-enough-secret' }).sms).toEqual({
      provider: 'webhook',
      timeoutMs: 10_000,
      webhook: { url: 'https://sms.example.com/send', secret: 'a-long-enough-secret' },
    });
    expect(() => loadConfig({ ...env, SMS_WEBHOOK_SECRET: 'short' })).toThrow(/SMS_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({ ...env, SMS_WEBHOOK_URL: 'ftp://sms.example.com', SMS_WEBHOOK_SECRET: 'a-long-enough-secret' }),
    ).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ SMS_TIMEOUT_MS: '60000' })).toThrow(/SMS_TIMEOUT_MS/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('treats an empty line of an env file as not set', () => {
    expect(loadConfig({ SMS_PROVIDER: '', SMS_WEBHOOK_URL: '', SMS_TIMEOUT_MS: '' }).sms).toEqual({ provider: 'log' });
  });
});
