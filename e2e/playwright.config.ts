import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

/** A port nobody holds now; kept in the environment so that workers reuse the main process's choice. */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_SOCIAL_PORT ??= freePort();
process.env.E2E_OPENAI_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'questline-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const socialURL = `http://127.0.0.1:${process.env.E2E_SOCIAL_PORT}`;
const openaiURL = `http://127.0.0.1:${process.env.E2E_OPENAI_PORT}`;
const serverLog = path.join(process.env.E2E_DATA_DIR, 'server.log');
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  // Two workers share the one server; every journey makes its own users and projects (ADR 0005).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retry, in CI too: a journey that passes only on its second try is a flaky journey to fix, not a pass (issue 40).
  retries: 0,
  // Journeys run axe-core on every page (about a second each) on a shared two-core machine.
  timeout: 120_000,
  // A batch of 50 or an import answers in well under a second alone, but several seconds while both workers and
  // the server share the two cores with a build; 10 s keeps the journeys about behaviour, not the machine's load.
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json']] : [['list']],
  projects: [
    { name: 'journeys', testIgnore: /(announcements|detailPage|multiInstance)\.spec\.ts$/ },
    // Issue 36: two instances on PostgreSQL behind nginx, a stack of the journey's own; like the server suite's
    // PostgreSQL run, there when TEST_DATABASE_URL names a server to make its database on (as in CI).
    ...(process.env.TEST_DATABASE_URL ? [{ name: 'several instances', testMatch: /multiInstance\.spec\.ts$/ }] : []),
    // A published announcement pops up for everyone at their next start (issue 11), so its journey runs last.
    { name: 'announcements', testMatch: /announcements\.spec\.ts$/, dependencies: ['journeys'] },
    // The detail page's journey publishes one too (issue 39), which would greet the announcements journey's reader
    // before its own: it runs after that one.
    { name: 'detail page', testMatch: /detailPage\.spec\.ts$/, dependencies: ['announcements'] },
  ],
  use: {
    baseURL,
    // The journeys' people ask for reduced motion, which the app honours by turning antd's motion off (ADR 0102):
    // a click that landed while a dialog was still zooming in was lost on a loaded machine (issue 40).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recording a trace of every journey cost a quarter of the journeys' time on two cores (4 journeys: 101 s with,
    // 76 s without; issue 40), so none is recorded; `--trace retain-on-failure` records them for a local run.
    trace: 'off',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
      // scripts/test.mjs hands over Debian's headless shell when installed (issue 40).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // A local stand-in for the WeChat and QQ authorisation servers (e2e/fake-social/server.mjs).
      command: 'node e2e/fake-social/server.mjs',
      cwd: root,
      port: Number(process.env.E2E_SOCIAL_PORT),
      reuseExistingServer: false,
      env: { FAKE_SOCIAL_PORT: String(process.env.E2E_SOCIAL_PORT) },
    },
    {
      // A local stand-in for an OpenAI-compatible endpoint (e2e/fake-openai/server.mjs; issue 34): the AI pages' answers.
      command: 'node e2e/fake-openai/server.mjs',
      cwd: root,
      port: Number(process.env.E2E_OPENAI_PORT),
      reuseExistingServer: false,
      env: { FAKE_OPENAI_PORT: String(process.env.E2E_OPENAI_PORT), FAKE_OPENAI_KEY: 'sk-fake-questline' },
    },
    {
      // The log goes to a file: the default SMS and mail providers write their codes there (support/serverLog.ts).
      command: `node apps/server/dist/main.js >> "${serverLog}" 2>&1`,
      cwd: root,
      url: `${baseURL}/prod-api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(process.env.E2E_PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        WEB_DIST: path.join(root, 'apps/web/dist'),
        LOG_LEVEL: 'info',
        PUBLIC_URL: baseURL,
        ADMIN_PASSWORD: 'e2e-admin-password',
        // Every journey registers its users from 127.0.0.1; the default 30 codes a day per address is too few.
        SMS_DAILY_CAP_PER_IP: '10000',
        // The bank account the upgrade journey's buyer is shown (issue 16).
        OFFLINE_PAYEE_NAME: 'Questline E2E Ltd',
        OFFLINE_PAYEE_ACCOUNT: '6222 0202 0000 1234',
        OFFLINE_PAYEE_BANK: 'ICBC Beijing',
        // Notification e-mail goes out one second after the event (notifications.spec.ts reads it from the log).
        NOTIFY_MAIL_WINDOW_SECONDS: '1',
        WECHAT_APP_ID: 'wx-e2e-app',
        WECHAT_APP_SECRET: 'wx-e2e-secret',
        WECHAT_AUTHORIZE_URL: `${socialURL}/connect/qrconnect`,
        WECHAT_API_BASE: socialURL,
        QQ_APP_ID: 'qq-e2e-app',
        QQ_APP_KEY: 'qq-e2e-key',
        QQ_AUTHORIZE_URL: `${socialURL}/oauth2.0/authorize`,
        QQ_API_BASE: socialURL,
        // The fake's accounts have their pictures there too.
        SOCIAL_PICTURE_ORIGINS: socialURL,
        // The AI pages talk to the fake endpoint by default, so no journey needs to save settings others share.
        AI_BASE_URL: `${openaiURL}/v1`,
        AI_API_KEY: 'sk-fake-questline',
        AI_CHAT_MODELS: 'fake-chat,fake-chat-large',
        AI_IMAGE_MODEL: 'fake-image',
      },
    },
  ],
});
