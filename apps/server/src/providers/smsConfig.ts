import { PHONE_CODE_SCENES, type PhoneCodeScene } from '@questline/contract';
import { z } from 'zod';

export const SMS_PROVIDERS = ['log', 'aliyun', 'tencent', 'webhook'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** A vendor's API address split the way both SDKs take it: protocol apart from host[:port]. */
export interface SmsEndpoint {
  protocol: 'http' | 'https';
  host: string;
}

/** The vendor's template for each scene; every scene needs one, since each can be asked for. */
export type SmsTemplates = Record<PhoneCodeScene, string>;

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: SmsTemplates;
  /** Name of the template variable that receives the code (`${code}` in the template). */
  codeParam: string;
  endpoint: SmsEndpoint;
}

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templates: SmsTemplates;
  region: string;
  endpoint: SmsEndpoint;
}

export interface WebhookSmsSettings {
  url: string;
  secret: string;
}

export type SmsConfig =
  | { provider: 'log' }
  | { provider: 'aliyun'; timeoutMs: number; aliyun: AliyunSmsSettings }
  | { provider: 'tencent'; timeoutMs: number; tencent: TencentSmsSettings }
  | { provider: 'webhook'; timeoutMs: number; webhook: WebhookSmsSettings };

/** Environment-variable suffix of each scene's template: SMS_ALIYUN_TEMPLATE_RESET_PWD and so on. */
const SCENE_SUFFIX: Record<PhoneCodeScene, string> = {
  register: 'REGISTER',
  resetPwd: 'RESET_PWD',
  bindPhone: 'BIND_PHONE',
  login: 'LOGIN',
};

/** The variables without a default that each provider needs; a missing one stops the server at start-up. */
export const REQUIRED_SMS_VARIABLES: Record<SmsProviderName, readonly string[]> = {
  log: [],
  aliyun: [
    'SMS_ALIYUN_ACCESS_KEY_ID',
    'SMS_ALIYUN_ACCESS_KEY_SECRET',
    'SMS_ALIYUN_SIGN_NAME',
    ...PHONE_CODE_SCENES.map((scene) => `SMS_ALIYUN_TEMPLATE_${SCENE_SUFFIX[scene]}`),
  ],
  tencent: [
    'SMS_TENCENT_SECRET_ID',
    'SMS_TENCENT_SECRET_KEY',
    'SMS_TENCENT_SDK_APP_ID',
    'SMS_TENCENT_SIGN_NAME',
    ...PHONE_CODE_SCENES.map((scene) => `SMS_TENCENT_TEMPLATE_${SCENE_SUFFIX[scene]}`),
  ],
  webhook: ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET'],
};

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://');

/** The SMS variables that have defaults or a format; the required ones are checked by name below. */
const smsEnvironment = z.object({
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).default('log'),
  // Below the web client's 20 s time-out (spec point 7), so the person reads our message, not a time-out.
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(15_000).default(10_000),
  SMS_ALIYUN_ENDPOINT: httpUrl.default('https://dysmsapi.aliyuncs.com'),
  SMS_ALIYUN_CODE_PARAM: z.string().min(1).default('code'),
  SMS_TENCENT_REGION: z.string().min(1).default('ap-guangzhou'),
  SMS_TENCENT_ENDPOINT: httpUrl.default('https://sms.tencentcloudapi.com'),
  SMS_WEBHOOK_URL: httpUrl.optional(),
  // Anyone who knows the secret can make the gateway text people: no short, guessable secrets.
  SMS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
});

function endpointOf(url: string): SmsEndpoint {
  const parsed = new URL(url);
  return { protocol: parsed.protocol === 'http:' ? 'http' : 'https', host: parsed.host };
}

export type SmsConfigResult = { ok: true; config: SmsConfig } | { ok: false; problems: string[] };

/**
 * SMS_PROVIDER and the settings of the chosen provider. Problems name the variables, so that an operator
 * whose provider lacks a setting learns which one from the message that stopped the server.
 */
export function parseSmsConfig(env: NodeJS.ProcessEnv): SmsConfigResult {
  // An empty line in an env file (SMS_WEBHOOK_URL=) means "not set", as it does for the required names.
  const setting = (name: string) => env[name]?.trim() ?? '';
  const given = Object.fromEntries(
    Object.keys(env)
      .filter((name) => name.startsWith('SMS_') && setting(name) !== '')
      .map((name) => [name, setting(name)]),
  );
  const parsed = smsEnvironment.safeParse(given);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  }
  const values = parsed.data;
  const provider = values.SMS_PROVIDER;
  const missing = REQUIRED_SMS_VARIABLES[provider].filter((name) => setting(name) === '');
  if (missing.length > 0) {
    return { ok: false, problems: [`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`] };
  }
  const templates = (vendor: 'ALIYUN' | 'TENCENT') =>
    Object.fromEntries(
      PHONE_CODE_SCENES.map((scene) => [scene, setting(`SMS_${vendor}_TEMPLATE_${SCENE_SUFFIX[scene]}`)]),
    ) as SmsTemplates;
  const timeoutMs = values.SMS_TIMEOUT_MS;
  switch (provider) {
    case 'log':
      return { ok: true, config: { provider } };
    case 'aliyun':
      return {
        ok: true,
        config: {
          provider,
          timeoutMs,
          aliyun: {
            accessKeyId: setting('SMS_ALIYUN_ACCESS_KEY_ID'),
            accessKeySecret: setting('SMS_ALIYUN_ACCESS_KEY_SECRET'),
            signName: setting('SMS_ALIYUN_SIGN_NAME'),
            templates: templates('ALIYUN'),
            codeParam: values.SMS_ALIYUN_CODE_PARAM,
            endpoint: endpointOf(values.SMS_ALIYUN_ENDPOINT),
          },
        },
      };
    case 'tencent':
      return {
        ok: true,
        config: {
          provider,
          timeoutMs,
          tencent: {
            secretId: setting('SMS_TENCENT_SECRET_ID'),
            secretKey: setting('SMS_TENCENT_SECRET_KEY'),
            sdkAppId: setting('SMS_TENCENT_SDK_APP_ID'),
            signName: setting('SMS_TENCENT_SIGN_NAME'),
            templates: templates('TENCENT'),
            region: values.SMS_TENCENT_REGION,
            endpoint: endpointOf(values.SMS_TENCENT_ENDPOINT),
          },
        },
      };
    case 'webhook':
      return {
        ok: true,
        config: {
          provider,
          timeoutMs,
          webhook: { url: setting('SMS_WEBHOOK_URL'), secret: setting('SMS_WEBHOOK_SECRET') },
        },
      };
  }
}
