import path from 'node:path';
import {
  API_ANSWER_MAX_BYTES,
  API_SEND_TIMEOUT_MS,
  DEFAULT_EDITION,
  DEMO_SEATS_DEFAULT,
  type DownloadEntry,
  downloadEntrySchema,
  EDITIONS,
  type Edition,
  MEMBER_PHONE_ADDS_PER_DAY,
  type OfflinePayee,
  SETTINGS_DOWNLOADS_MAX,
  SMS_DAILY_CAP_PER_IP,
  type ServiceAddresses,
  isAllowedHostEntry,
} from '@questline/contract';
import { z } from 'zod';
import { type GatewayConfig, parseGatewayConfig } from './modules/finance/gateways/gatewayConfig';
import { type SmsConfig, parseSmsConfig } from './providers/smsConfig';
import type { S3StorageConfig } from './storage/s3Storage';

/** An origin a Content-Security-Policy source list takes: scheme, host (its first label may be *), port. */
const PICTURE_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * PostgreSQL connections per instance (ADR 0154). A query holds its connection until the server's event loop has read
 * the answer, so under load the pool bounds the queries in flight: at 2,000 simulated people ten queued calls for
 * seconds while PostgreSQL used half a core.
 */
export const DATABASE_POOL_SIZE_DEFAULT = 20;

const boolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable the server reads, but SMS_* (providers/smsConfig.ts) and the payment gateways'
 * ALIPAY_* and WECHAT_PAY_* (modules/finance/gateways/gatewayConfig.ts); README.md's configuration
 * table lists them all.
 */
const environment = z.object({
  // Only `development` and `test` count as not production (the log SMS provider's start-up warning).
  NODE_ENV: z.string().optional(),
  // Issue 38 (ADR 0103): the hosted service's plans and commerce, or a team's own server without them.
  EDITION: z.enum(EDITIONS).default(DEFAULT_EDITION),
  // The live demo (issue 39, ADR 0121): on for the hosted service, off for a team's own install unless asked for.
  DEMO_ENABLED: boolean.optional(),
  DEMO_SEATS: z.coerce.number().int().min(1).max(10_000).default(DEMO_SEATS_DEFAULT),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // PostgreSQL connections per instance (ADR 0154): instances × this must stay under the server's max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DATABASE_POOL_SIZE_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Lines for a person on a terminal, JSON for anything else (auto), or either always.
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Slow clients (issue 28, point 5): the headers must arrive in time, and a body must keep coming.
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(1_048_576).default(1024),
  TRUST_PROXY: boolean.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 7),
  // Scale-out: captchas, codes and counters in Redis so that every instance sees them.
  REDIS_URL: z.string().url().optional(),
  // What this installation's Redis keys and channels start with; by default questline:<installation id>:.
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,100}$/)
    .optional(),
  // Issue 36 (ADR 0135): /metrics for the bearer of this token; unset, for this machine only.
  METRICS_TOKEN: z.string().min(16).optional(),
  // Issue 32 (ADR 0114): where files are kept, a folder under DATA_DIR or an S3-compatible bucket that several
  // instances share; the bucket's credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID...).
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: boolean.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^([\w-][\w.-]*\/)*$/)
    .default(''),
  // Pages on other addresses allowed to open a socket, comma-separated origins (PUBLIC_URL's is always allowed).
  ALLOWED_ORIGINS: z.string().default(''),
  // Spec point 3: addresses the web app receives with the user (empty when the service is not offered).
  POST_API_URL: z.string().default(''),
  NET_DISK_URL: z.string().default(''),
  NET_SHARE_URL: z.string().default(''),
  AI_CHAT_URL: z.string().default(''),
  IMAGE_SERVICE_URL: z.string().default(''),
  // Issue 33 (ADR 0131): an outside chat's page for the messaging bubble, instead of the built-in /im.
  IM_URL: z
    .union([
      z.literal(''),
      z
        .string()
        .url()
        .regex(/^https?:\/\//),
    ])
    .default(''),
  // Sign-in (issue 3): both switches exist for automated environments and stricter deployments.
  CAPTCHA_ENABLED: boolean.default(true),
  SINGLE_SESSION: boolean.default(false),
  // Visitors' phone codes one address may ask for a day (ADR 0099); an office behind one NAT address may need more.
  SMS_DAILY_CAP_PER_IP: z.coerce.number().int().min(1).default(SMS_DAILY_CAP_PER_IP),
  // Phone numbers one person may add to projects, teams and knowledge bases a day (ADR 0099).
  MEMBER_PHONE_ADDS_PER_DAY: z.coerce.number().int().min(1).default(MEMBER_PHONE_ADDS_PER_DAY),
  // Password of the platform administrator created on the first start; generated and printed when unset.
  ADMIN_PASSWORD: z.string().min(8).max(64).optional(),
  // Personal centre and social sign-in (issue 3): mail delivery and the WeChat / QQ OAuth apps.
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Questline <no-reply@localhost>'),
  // Notifications (issue 11): a burst of events for one person within this window sends one e-mail.
  NOTIFY_MAIL_WINDOW_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  // How often live sockets are checked against their sessions (expired or ended sessions are dropped).
  SOCKET_SESSION_CHECK_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  WECHAT_APP_ID: z.string().default(''),
  WECHAT_APP_SECRET: z.string().default(''),
  WECHAT_AUTHORIZE_URL: z.string().url().default('https://open.weixin.qq.com/connect/qrconnect'),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  QQ_APP_ID: z.string().default(''),
  QQ_APP_KEY: z.string().default(''),
  QQ_AUTHORIZE_URL: z.string().url().default('https://graph.qq.com/oauth2.0/authorize'),
  QQ_API_BASE: z.string().url().default('https://graph.qq.com'),
  // Where the bound accounts' pictures are (WeChat's headimgurl and QQ's figureurl live on qlogo.cn): the web app
  // shows them as they are (spec point 3, avatar rule), so the Content-Security-Policy must let them in.
  SOCIAL_PICTURE_ORIGINS: z
    .string()
    .default('https://*.qlogo.cn http://*.qlogo.cn')
    .refine(
      (value) => value.split(/[\s,]+/).every((origin) => origin === '' || PICTURE_ORIGIN.test(origin)),
      'a list of origins like https://*.qlogo.cn, separated by spaces or commas',
    ),
  // The public portal (issue 12): group QR code images, the administrator's contact, the download entries.
  PORTAL_GROUP_QR_CODES: z.string().default(''),
  PORTAL_CONTACT_EMAIL: z.string().email().optional(),
  PORTAL_CONTACT_PHONE: z.string().max(40).optional(),
  PORTAL_DOWNLOADS: z.string().optional(),
  // Paid plans (issue 16): how long an order waits for its money, and the bank account of transfers.
  ORDER_EXPIRE_MINUTES: z.coerce.number().int().min(5).max(43_200).default(1440),
  OFFLINE_PAY_ENABLED: boolean.default(true),
  OFFLINE_PAYEE_NAME: z.string().max(100).default(''),
  OFFLINE_PAYEE_ACCOUNT: z.string().max(60).default(''),
  OFFLINE_PAYEE_BANK: z.string().max(100).default(''),
  // The AI pages (issue 34, ADR 0124): an OpenAI-compatible endpoint used until a platform administrator saves one.
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().default(''),
  AI_CHAT_MODELS: z.string().default(''),
  AI_IMAGE_MODEL: z.string().default(''),
  // How long the endpoint may keep silent: before its answer starts, between two pieces of it, and for a picture.
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  // The interface tester (issue 34, ADR 0122): hosts of the installation's own network it may reach, until a
  // platform administrator sets the list on the page; host names, addresses or CIDR ranges, comma-separated.
  API_TESTER_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(/[\s,]+/)
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ''),
    )
    .refine((entries) => entries.every(isAllowedHostEntry), 'host names, IP addresses or CIDR ranges, comma-separated'),
});

function parseDownloads(json: string | undefined): DownloadEntry[] | string {
  if (json === undefined || json.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return 'PORTAL_DOWNLOADS: not valid JSON';
  }
  // The settings page's own rules (issue 35): an entry seeded from here must be one the page can save again.
  const parsed = z.array(downloadEntrySchema).max(SETTINGS_DOWNLOADS_MAX).safeParse(value);
  return parsed.success ? parsed.data : `PORTAL_DOWNLOADS: ${parsed.error.issues[0]?.message ?? 'invalid'}`;
}

/** One OAuth application at a social provider; an empty appId means the provider is not offered. */
export interface SocialAppConfig {
  appId: string;
  appSecret: string;
  authorizeUrl: string;
  apiBase: string;
}

export interface Config {
  /** `saas`: the specification's hosted service; `self-hosted`: no plan limits, no commerce (ADR 0103). */
  edition: Edition;
  /** The live demo (issue 39, ADR 0121): whether visitors may open sandboxes, and how many may live at once. */
  demo: { enabled: boolean; seats: number };
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set, else the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL's connections per instance (ADR 0154); SQLite has one. */
  databasePoolSize: number;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  logFormat: z.infer<typeof environment>['LOG_FORMAT'];
  /** Folder of the built web app; undefined when the server runs API-only. */
  webDist: string | undefined;
  bodyLimitBytes: number;
  /** Slow clients are cut with 408 (ADR 0097). */
  requestTimeouts: {
    /** The request line and headers must have arrived within this. */
    headersMs: number;
    /** Each such window of a body must bring at least `bodyMinBytesPerSecond` for each of its seconds. */
    bodyWindowMs: number;
    bodyMinBytesPerSecond: number;
  };
  trustProxy: boolean;
  sessionTtlMs: number;
  /** Redis for the ephemeral store; undefined keeps it in the database. */
  redisUrl: string | undefined;
  /** Overrides the installation's Redis namespace (issue 28). */
  redisPrefix: string | undefined;
  /** Who may read /metrics: the bearer of this token, or, when undefined, requests from this machine. */
  metricsToken: string | undefined;
  /** Where files are kept (issue 32): DATA_DIR/files, or a bucket. */
  fileStorage: { driver: 'disk' } | ({ driver: 's3' } & S3StorageConfig);
  /** Origins besides PUBLIC_URL's whose pages may open a socket (issue 28). */
  allowedOrigins: string[];
  addresses: ServiceAddresses;
  /** Sign-in (issue 3): false answers {captchaEnabled:false} and login skips the captcha. */
  captchaEnabled: boolean;
  /** Sign-in (issue 3): a new login ends the user's older sessions. */
  singleSession: boolean;
  /** Visitors' phone codes one client address may ask for per day (SMS_DAILY_CAP_PER_IP). */
  smsDailyCapPerIp: number;
  /** Phone numbers one person may add as members a day (MEMBER_PHONE_ADDS_PER_DAY). */
  memberPhoneAddsPerDay: number;
  /** The first start's administrator password; undefined generates one. */
  adminPassword: string | undefined;
  /** Address browsers use to reach the app; OAuth redirect_uri values are built from it. */
  publicUrl: string;
  /** SMTP server for outgoing mail; without it mail is written to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Notification e-mail collects a person's events for this long, then sends one mail. */
  notifyMailWindowMs: number;
  /** Live sockets are re-checked against their sessions this often. */
  socketSessionCheckMs: number;
  wechat: SocialAppConfig;
  qq: SocialAppConfig;
  /** Origins of the bound WeChat and QQ accounts' pictures, which pages load as images (Content-Security-Policy). */
  socialPictureOrigins: string[];
  /** How phone codes are texted (SMS_PROVIDER and its settings). */
  sms: SmsConfig;
  /** NODE_ENV is neither `development` nor `test`: a real installation, whatever started it. */
  production: boolean;
  /** The public portal's configuration (issue 12). */
  portal: {
    groupQrCodes: string[];
    contactEmail: string | null;
    contactPhone: string | null;
    /** Empty: the deployment page offers the default entry for this build. */
    downloads: DownloadEntry[];
  };
  /** The interface tester (issue 34, ADR 0122). */
  apiTester: {
    /** API_TESTER_ALLOWED_HOSTS: what it may reach inside the network while the database holds no list. */
    allowedHosts: string[];
    /** The contract's 30 s and 10 MB; tests shorten them. */
    timeoutMs: number;
    answerMaxBytes: number;
  };
  /** Paid plans and orders (issue 16). */
  finance: {
    /** An order not paid (or its voucher not uploaded) within this long is closed as failed. */
    orderExpireMs: number;
    /** The bank transfer with a reviewed voucher is offered. */
    offlineEnabled: boolean;
    offlinePayee: OfflinePayee;
    /** The online gateways; null when not configured (the method is then not offered). */
    alipay: GatewayConfig['alipay'];
    wechatPay: GatewayConfig['wechatPay'];
  };
  /** The AI endpoint of the AI_* variables (empty base address: none), and how long it may keep silent. */
  ai: { baseUrl: string; apiKey: string; chatModels: string[]; imageModel: string; timeoutMs: number };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  const sms = parseSmsConfig(env);
  const downloads = parseDownloads(env.PORTAL_DOWNLOADS);
  const gateways = parseGatewayConfig(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...(sms.ok ? [] : sms.problems),
    ...(typeof downloads === 'string' ? [downloads] : []),
    ...gateways.problems,
  ];
  if (parsed.success && parsed.data.FILE_STORAGE === 's3' && parsed.data.S3_BUCKET === '') {
    problems.push('S3_BUCKET: required when FILE_STORAGE is s3');
  }
  if (
    problems.length > 0 ||
    !parsed.success ||
    !sms.ok ||
    typeof downloads === 'string' ||
    gateways.problems.length > 0
  )
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const values = parsed.data;
  return {
    edition: values.EDITION,
    demo: { enabled: values.DEMO_ENABLED ?? values.EDITION === 'saas', seats: values.DEMO_SEATS },
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    webDist: values.WEB_DIST ? path.resolve(values.WEB_DIST) : undefined,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    requestTimeouts: {
      headersMs: values.HEADERS_TIMEOUT_SECONDS * 1000,
      bodyWindowMs: values.BODY_TIMEOUT_SECONDS * 1000,
      bodyMinBytesPerSecond: values.BODY_MIN_BYTES_PER_SECOND,
    },
    trustProxy: values.TRUST_PROXY,
    sessionTtlMs: values.SESSION_TTL_HOURS * 3_600_000,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    metricsToken: values.METRICS_TOKEN,
    fileStorage:
      values.FILE_STORAGE === 'disk'
        ? { driver: 'disk' }
        : {
            driver: 's3',
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            endpoint: values.S3_ENDPOINT,
            forcePathStyle: values.S3_FORCE_PATH_STYLE,
            prefix: values.S3_PREFIX,
          },
    allowedOrigins: values.ALLOWED_ORIGINS.split(',')
      .map((origin) => withoutTrailingSlash(origin.trim()))
      .filter((origin) => origin !== ''),
    addresses: {
      postApi: values.POST_API_URL,
      netDisk: values.NET_DISK_URL,
      netShare: values.NET_SHARE_URL,
      aiChat: values.AI_CHAT_URL,
      imageService: values.IMAGE_SERVICE_URL,
      im: values.IM_URL,
    },
    captchaEnabled: values.CAPTCHA_ENABLED,
    singleSession: values.SINGLE_SESSION,
    smsDailyCapPerIp: values.SMS_DAILY_CAP_PER_IP,
    memberPhoneAddsPerDay: values.MEMBER_PHONE_ADDS_PER_DAY,
    adminPassword: values.ADMIN_PASSWORD,
    publicUrl: withoutTrailingSlash(values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    notifyMailWindowMs: values.NOTIFY_MAIL_WINDOW_SECONDS * 1000,
    socketSessionCheckMs: values.SOCKET_SESSION_CHECK_SECONDS * 1000,
    wechat: {
      appId: values.WECHAT_APP_ID,
      appSecret: values.WECHAT_APP_SECRET,
      authorizeUrl: values.WECHAT_AUTHORIZE_URL,
      apiBase: withoutTrailingSlash(values.WECHAT_API_BASE),
    },
    qq: {
      appId: values.QQ_APP_ID,
      appSecret: values.QQ_APP_KEY,
      authorizeUrl: values.QQ_AUTHORIZE_URL,
      apiBase: withoutTrailingSlash(values.QQ_API_BASE),
    },
    socialPictureOrigins: values.SOCIAL_PICTURE_ORIGINS.split(/[\s,]+/).filter((origin) => origin !== ''),
    sms: sms.config,
    production: values.NODE_ENV !== 'development' && values.NODE_ENV !== 'test',
    portal: {
      groupQrCodes: values.PORTAL_GROUP_QR_CODES.split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
      contactEmail: values.PORTAL_CONTACT_EMAIL ?? null,
      contactPhone: values.PORTAL_CONTACT_PHONE ?? null,
      downloads,
    },
    apiTester: {
      allowedHosts: values.API_TESTER_ALLOWED_HOSTS,
      timeoutMs: API_SEND_TIMEOUT_MS,
      answerMaxBytes: API_ANSWER_MAX_BYTES,
    },
    finance: {
      orderExpireMs: values.ORDER_EXPIRE_MINUTES * 60_000,
      offlineEnabled: values.OFFLINE_PAY_ENABLED,
      offlinePayee: {
        accountName: values.OFFLINE_PAYEE_NAME,
        accountNumber: values.OFFLINE_PAYEE_ACCOUNT,
        bank: values.OFFLINE_PAYEE_BANK,
      },
      alipay: gateways.config.alipay,
      wechatPay: gateways.config.wechatPay,
    },
    ai: {
      baseUrl: withoutTrailingSlash(values.AI_BASE_URL ?? ''),
      apiKey: values.AI_API_KEY,
      chatModels: values.AI_CHAT_MODELS.split(',')
        .map((model) => model.trim())
        .filter((model) => model !== ''),
      imageModel: values.AI_IMAGE_MODEL.trim(),
      timeoutMs: values.AI_TIMEOUT_SECONDS * 1000,
    },
  };
}
