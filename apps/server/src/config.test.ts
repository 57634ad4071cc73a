import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration (README "Configuration")', () => {
  it('defaults to the embedded database on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, databaseUrl: undefined, trustProxy: false });
    expect(config.databasePoolSize).toBe(20);
    expect(config.edition).toBe('saas');
    // The live demo is the hosted service's; a team's own install opens it only when asked (ADR 0121).
    expect(config.demo).toEqual({ enabled: true, seats: 50 });
    expect(loadConfig({ EDITION: 'self-hosted' }).demo.enabled).toBe(false);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.sessionTtlMs).toBe(7 * 24 * 3_600_000);
    expect(config.redisUrl).toBeUndefined();
    expect(config.addresses).toEqual({ postApi: '', netDisk: '', netShare: '', aiChat: '', imageService: '', im: '' });
    expect(config).toMatchObject({ captchaEnabled: true, singleSession: false, adminPassword: undefined });
    expect(config.smsDailyCapPerIp).toBe(30);
    expect(config.requestTimeouts).toEqual({ headersMs: 30_000, bodyWindowMs: 30_000, bodyMinBytesPerSecond: 1024 });
    expect(config.memberPhoneAddsPerDay).toBe(30);
    expect(config.portal).toEqual({ groupQrCodes: [], contactEmail: null, contactPhone: null, downloads: [] });
    expect(loadConfig({ SMS_DAILY_CAP_PER_IP: '500' }).smsDailyCapPerIp).toBe(500);
  });

  it('defaults mail to the log and the social providers to the real ones, switched off (issue 3)', () => {
    const config = loadConfig({ PORT: '9000' });
    expect(config).toMatchObject({
      publicUrl: 'http://127.0.0.1:9000',
      smtpUrl: undefined,
      mailFrom: 'Questline <no-reply@localhost>',
      wechat: {
        appId: '',
        appSecret: '',
        authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
        apiBase: 'https://api.weixin.qq.com',
      },
      qq: {
        appId: '',
        appSecret: '',
        authorizeUrl: 'https://graph.qq.com/oauth2.0/authorize',
        apiBase: 'https://graph.qq.com',
      },
      socialPictureOrigins: ['https://*.qlogo.cn', 'http://*.qlogo.cn'],
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      EDITION: 'self-hosted',
      DEMO_ENABLED: 'true',
      DEMO_SEATS: '20',
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/srv/questline',
      DATABASE_URL: 'postgres://u@db:5432/questline',
      DATABASE_POOL_SIZE: '30',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_DIST: '/srv/web',
      BODY_LIMIT_BYTES: '2048',
      HEADERS_TIMEOUT_SECONDS: '10',
      BODY_TIMEOUT_SECONDS: '20',
      BODY_MIN_BYTES_PER_SECOND: '256',
      TRUST_PROXY: 'true',
      SESSION_TTL_HOURS: '2',
      REDIS_URL: 'redis://cache:6379',
      FILE_STORAGE: 's3',
      S3_BUCKET: 'files',
      S3_REGION: 'cn-north-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'questline/',
      REDIS_PREFIX: 'tracker-a:',
      ALLOWED_ORIGINS: 'https://intranet.example.com/, https://other.example.com',
      POST_API_URL: 'https://post.example.com',
      NET_DISK_URL: 'https://disk.example.com',
      NET_SHARE_URL: 'https://share.example.com',
      AI_CHAT_URL: 'https://chat.example.com',
      IMAGE_SERVICE_URL: 'https://images.example.com',
      IM_URL: 'https://chat.example.com/questline',
      CAPTCHA_ENABLED: 'false',
      SINGLE_SESSION: '1',
      SMS_DAILY_CAP_PER_IP: '60',
      MEMBER_PHONE_ADDS_PER_DAY: '100',
      ADMIN_PASSWORD: 'first-admin-secret',
      PUBLIC_URL: 'https://questline.example.com/',
      SMTP_URL: 'smtp://mailer:587',
      MAIL_FROM: 'Team <team@example.com>',
      NOTIFY_MAIL_WINDOW_SECONDS: '5',
      SOCKET_SESSION_CHECK_SECONDS: '10',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 'wxsecret',
      WECHAT_AUTHORIZE_URL: 'http://fake/connect/qrconnect',
      WECHAT_API_BASE: 'http://fake/',
      QQ_APP_ID: 'qq1',
      QQ_APP_KEY: 'qqkey',
      QQ_AUTHORIZE_URL: 'http://fake/oauth2.0/authorize',
      QQ_API_BASE: 'http://fake',
      SOCIAL_PICTURE_ORIGINS: 'http://fake:8090, https://*.pictures.example.com',
      NODE_ENV: 'development',
      SMS_PROVIDER: 'webhook',
      SMS_TIMEOUT_MS: '3000',
      SMS_WEBHOOK_URL: 'https://gateway.example.com/sms',
      SMS_WEBHOOK_SECRET: 'gateway-shared-secret',
      PORTAL_GROUP_QR_CODES: '/media/group-1.png, https://cdn.example.com/group-2.png',
      PORTAL_CONTACT_EMAIL: 'sales@example.com',
      PORTAL_CONTACT_PHONE: '+86 10 1234 5678',
      PORTAL_DOWNLOADS: JSON.stringify([
        { name: 'VM image', version: '1.2.0', date: '2026-11-01', sizeBytes: 1024, url: 'https://dl.example.com/vm' },
      ]),
      ORDER_EXPIRE_MINUTES: '30',
      OFFLINE_PAY_ENABLED: 'false',
      OFFLINE_PAYEE_NAME: 'Questline Ltd',
      OFFLINE_PAYEE_ACCOUNT: '6222 0000 1111',
      OFFLINE_PAYEE_BANK: 'ICBC Beijing',
      AI_BASE_URL: 'https://ai.example.com/v1/',
      AI_API_KEY: 'sk-example',
      AI_CHAT_MODELS: 'gpt-4o-mini, qwen-plus,',
      AI_IMAGE_MODEL: ' dall-e-3 ',
      AI_TIMEOUT_SECONDS: '90',
      API_TESTER_ALLOWED_HOSTS: 'Build.Corp.Example, 10.1.0.0/16 *.intranet.example',
    });
    expect(config).toEqual({
      edition: 'self-hosted',
      demo: { enabled: true, seats: 20 },
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/srv/questline',
      databaseUrl: 'postgres://u@db:5432/questline',
      databasePoolSize: 30,
      fileStorage: {
        driver: 's3',
        bucket: 'files',
        region: 'cn-north-1',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
        prefix: 'questline/',
      },
      logLevel: 'warn',
      logFormat: 'json',
      webDist: '/srv/web',
      bodyLimitBytes: 2048,
      requestTimeouts: { headersMs: 10_000, bodyWindowMs: 20_000, bodyMinBytesPerSecond: 256 },
      trustProxy: true,
      sessionTtlMs: 7_200_000,
      redisUrl: 'redis://cache:6379',
      redisPrefix: 'tracker-a:',
      allowedOrigins: ['https://intranet.example.com', 'https://other.example.com'],
      addresses: {
        postApi: 'https://post.example.com',
        netDisk: 'https://disk.example.com',
        netShare: 'https://share.example.com',
        aiChat: 'https://chat.example.com',
        imageService: 'https://images.example.com',
        im: 'https://chat.example.com/questline',
      },
      captchaEnabled: false,
      singleSession: true,
      smsDailyCapPerIp: 60,
      memberPhoneAddsPerDay: 100,
      adminPassword: 'first-admin-secret',
      publicUrl: 'https://questline.example.com',
      smtpUrl: 'smtp://mailer:587',
      mailFrom: 'Team <team@example.com>',
      notifyMailWindowMs: 5000,
      socketSessionCheckMs: 10_000,
      wechat: {
        appId: 'wx1',
        appSecret: 'wxsecret',
        authorizeUrl: 'http://fake/connect/qrconnect',
        apiBase: 'http://fake',
      },
      qq: { appId: 'qq1', appSecret: 'qqkey', authorizeUrl: 'http://fake/oauth2.0/authorize', apiBase: 'http://fake' },
      socialPictureOrigins: ['http://fake:8090', 'https://*.pictures.example.com'],
      sms: {
        provider: 'webhook',
        timeoutMs: 3000,
        webhook: { url: 'https://gateway.example.com/sms', secret: 'gateway-shared-secret' },
      },
      production: false,
      portal: {
        groupQrCodes: ['/media/group-1.png', 'https://cdn.example.com/group-2.png'],
        contactEmail: 'sales@example.com',
        contactPhone: '+86 10 1234 5678',
        downloads: [
          { name: 'VM image', version: '1.2.0', date: '2026-11-01', sizeBytes: 1024, url: 'https://dl.example.com/vm' },
        ],
      },
      finance: {
        orderExpireMs: 1_800_000,
        offlineEnabled: false,
        offlinePayee: { accountName: 'Questline Ltd', accountNumber: '6222 0000 1111', bank: 'ICBC Beijing' },
        alipay: null,
        wechatPay: null,
      },
      ai: {
        baseUrl: 'https://ai.example.com/v1',
        apiKey: 'sk-example',
        chatModels: ['gpt-4o-mini', 'qwen-plus'],
        imageModel: 'dall-e-3',
        timeoutMs: 90_000,
      },
      apiTester: {
        allowedHosts: ['build.corp.example', '10.1.0.0/16', '*.intranet.example'],
        timeoutMs: 30_000,
        answerMaxBytes: 10 * 1024 * 1024,
      },
    });
  });

  it('keeps files on disk by default and in the bucket S3_* names (issue 32)', () => {
    expect(loadConfig({}).fileStorage).toEqual({ driver: 'disk' });
    expect(
      loadConfig({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'questline',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'team-a/',
      }).fileStorage,
    ).toEqual({
      driver: 's3',
      bucket: 'questline',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'team-a/',
    });
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: required when FILE_STORAGE is s3/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_PREFIX: '../' })).toThrow(/S3_PREFIX/);
  });

  it('refuses a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ EDITION: 'community' })).toThrow(/EDITION: .*"saas"\|"self-hosted"/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ REDIS_URL: 'cache' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ CAPTCHA_ENABLED: 'off' })).toThrow(/CAPTCHA_ENABLED/);
    expect(() => loadConfig({ SINGLE_SESSION: 'yes' })).toThrow(/SINGLE_SESSION/);
    expect(() => loadConfig({ SMS_DAILY_CAP_PER_IP: '0' })).toThrow(/SMS_DAILY_CAP_PER_IP/);
    expect(() => loadConfig({ BODY_TIMEOUT_SECONDS: '0' })).toThrow(/BODY_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ MEMBER_PHONE_ADDS_PER_DAY: '0' })).toThrow(/MEMBER_PHONE_ADDS_PER_DAY/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ WECHAT_API_BASE: 'nowhere' })).toThrow(/WECHAT_API_BASE/);
    expect(() => loadConfig({ API_TESTER_ALLOWED_HOSTS: 'http://intranet/' })).toThrow(/API_TESTER_ALLOWED_HOSTS/);
    for (const origins of ['*', "https://a.example.com 'unsafe-inline'", 'https://a.example.com/path']) {
      expect(() => loadConfig({ SOCIAL_PICTURE_ORIGINS: origins }), origins).toThrow(/SOCIAL_PICTURE_ORIGINS/);
    }
    expect(() => loadConfig({ PORTAL_DOWNLOADS: '[{' })).toThrow(/PORTAL_DOWNLOADS: not valid JSON/);
    expect(() => loadConfig({ PORTAL_DOWNLOADS: '[{"name":"x","version":"1","date":"soon"}]' })).toThrow(
      /PORTAL_DOWNLOADS/,
    );
    // The settings page's rules (issue 35): an address it would refuse to save is refused at start too.
    expect(() =>
      loadConfig({ PORTAL_DOWNLOADS: '[{"name":"x","version":"1","date":"2026-01-01","url":"ftp://files/x"}]' }),
    ).toThrow(/PORTAL_DOWNLOADS/);
    expect(() => loadConfig({ PORTAL_CONTACT_EMAIL: 'nobody' })).toThrow(/PORTAL_CONTACT_EMAIL/);
  });
});
