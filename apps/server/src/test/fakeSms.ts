import { type FakeSms, startFakeSms } from '../../../../e2e/fake-sms/server.mjs';
import { loadConfig } from '../config';
import type { SmsLog, SmsProvider } from '../providers/sms';
import { smsProviderFor } from '../providers/smsProviders';

export { startFakeSms };
export type { FakeSms };

export const WEBHOOK_TEST_SECRET = 'test-webhook-secret-0123456789';

/** The environment of an installation texting through one vendor, pointed at the fake (README "Configuration"). */
export function vendorEnvironment(fake: FakeSms, provider: 'aliyun' | 'tencent' | 'webhook'): NodeJS.ProcessEnv {
  switch (provider) {
    case 'aliyun':
      return {
        SMS_PROVIDER: 'aliyun',
        SMS_ALIYUN_ENDPOINT: fake.url,
        SMS_ALIYUN_ACCESS_KEY_ID: 'LTAI-test-key',
        SMS_ALIYUN_ACCESS_KEY_SECRET: 'aliyun-test-secret',
        SMS_ALIYUN_SIGN_NAME: '问迹',
        SMS_ALIYUN_TEMPLATE_REGISTER: 'SMS_100001',
        SMS_ALIYUN_TEMPLATE_RESET_PWD: 'SMS_100002',
        SMS_ALIYUN_TEMPLATE_BIND_PHONE: 'SMS_100003',
        SMS_ALIYUN_TEMPLATE_LOGIN: 'SMS_100004',
      };
    case 'tencent':
      return {
        SMS_PROVIDER: 'tencent',
        SMS_TENCENT_ENDPOINT: fake.url,
        SMS_TENCENT_SECRET_ID: 'AKID-test',
        SMS_TENCENT_SECRET_KEY: 'tencent-test-key',
        SMS_TENCENT_SDK_APP_ID: '1400000001',
        SMS_TENCENT_SIGN_NAME: '问迹',
        SMS_TENCENT_TEMPLATE_REGISTER: '200001',
        SMS_TENCENT_TEMPLATE_RESET_PWD: '200002',
        SMS_TENCENT_TEMPLATE_BIND_PHONE: '200003',
        SMS_TENCENT_TEMPLATE_LOGIN: '200004',
      };
    case 'webhook':
      return { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: fake.webhookUrl, SMS_WEBHOOK_SECRET: WEBHOOK_TEST_SECRET };
  }
}

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  msg: string;
}

/** An SMS log that keeps its lines, so a test can read what an operator would (and what must not be there). */
export function capturingLog(): { log: SmsLog; lines: LoggedLine[]; text: () => string } {
  const lines: LoggedLine[] = [];
  const line = (level: LoggedLine['level']) => (fields: object, msg: string) =>
    lines.push({ level, fields: { ...fields }, msg });
  return {
    log: { info: line('info'), warn: line('warn'), error: line('error') },
    lines,
    text: () => JSON.stringify(lines),
  };
}

/** The provider main.ts would build from this environment. */
export function providerFromEnvironment(env: NodeJS.ProcessEnv, log: SmsLog): SmsProvider {
  return smsProviderFor(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env }).sms, { log, production: false });
}
