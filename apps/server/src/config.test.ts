import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration (README "Configuration")', () => {
  it('defaults to the embedded database on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, databaseUrl: undefined, trustProxy: false });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.sessionTtlMs).toBe(7 * 24 * 3_600_000);
    expect(config).toMatchObject({ captchaEnabled: true, singleSession: false });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/srv/questline',
      DATABASE_URL: 'postgres://u@db:5432/questline',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/web',
      BODY_LIMIT_BYTES: '2048',
      TRUST_PROXY: 'true',
      SESSION_TTL_HOURS: '2',
      CAPTCHA_ENABLED: 'false',
      SINGLE_SESSION: '1',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/srv/questline',
      databaseUrl: 'postgres://u@db:5432/questline',
      logLevel: 'warn',
      webDist: '/srv/web',
      bodyLimitBytes: 2048,
      trustProxy: true,
      sessionTtlMs: 7_200_000,
      captchaEnabled: false,
      singleSession: true,
    });
  });

  it('refuses a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ CAPTCHA_ENABLED: 'off' })).toThrow(/CAPTCHA_ENABLED/);
    expect(() => loadConfig({ SINGLE_SESSION: 'yes' })).toThrow(/SINGLE_SESSION/);
  });
});
