import { type Page } from '@playwright/test';
import { type FakeSms, WEBHOOK_TEST_SECRET, startFakeSms, vendorEnvironment } from '../apps/server/src/test/fakeSms';
import { freshPhone } from './support/accounts';
import { expectAccessible } from './support/axe';
import { type OwnServer, startOwnServer } from './support/ownServer';
import { userMenuEntry } from './support/pages';
import { test as base, expect } from './support/journey';
import { speaks } from './support/session';

type Vendor = 'aliyun' | 'webhook';

/**
 * The journeys run against a server of their own, texting through `vendor` pointed at the local fake vendors
 * (e2e/fake-sms/server.mjs): codes are read from what the fake received, never from a log.
 */
const test = base.extend<{ vendor: Vendor; sms: { fake: FakeSms; server: OwnServer } }>({
  vendor: ['webhook', { option: true }],
  sms: async ({ vendor }, use, testInfo) => {
    // Three texted codes, two sign-ins and six axe runs on a server started for the test: a shared two-core
    // machine needs more than the usual time-out.
    testInfo.slow();
    const fake = await startFakeSms({ webhookSecret: WEBHOOK_TEST_SECRET });
    const server = await startOwnServer(vendorEnvironment(fake, vendor));
    await use({ fake, server });
    await server.stop();
    await fake.close();
  },
  baseURL: async ({ sms }, use) => use(sms.server.url),
});

/** What the person reads and clicks, in one language. */
interface Words {
  phone: string;
  sendCode: string;
  code: string;
  password: string;
  confirmPassword: string;
  agreement: RegExp;
  signUp: RegExp;
  bindingsTab: string;
  unbindPhone: string;
  confirm: RegExp;
  phoneUnbound: string;
  bindPhone: string;
  bindSubmit: string;
  phoneBound: string;
  signOut: string;
  forgot: string;
  newPassword: string;
  resetSubmit: string;
  passwordReset: string;
  account: string;
  signIn: RegExp;
}

const zh: Words = {
  phone: '手机号',
  sendCode: '获取验证码',
  code: '验证码',
  password: '密码',
  confirmPassword: '确认密码',
  agreement: /我已阅读并同意用户协议和隐私政策/,
  signUp: /^注\s?册$/,
  bindingsTab: '账号绑定',
  unbindPhone: '解绑手机',
  confirm: /^确\s?定$/,
  phoneUnbound: '手机号已解绑',
  bindPhone: '绑定手机',
  bindSubmit: '绑定并继续',
  phoneBound: '手机号绑定成功',
  signOut: '退出登录',
  forgot: '忘记密码？',
  newPassword: '新密码',
  resetSubmit: '重置密码',
  passwordReset: '密码已重置',
  account: '账号',
  signIn: /^登\s?录$/,
};

const en: Words = {
  phone: 'Phone number',
  sendCode: 'Send code',
  code: 'Verification code',
  password: 'Password',
  confirmPassword: 'Confirm password',
  agreement: /I have read and agree/,
  signUp: /^Sign up$/,
  bindingsTab: 'Bindings',
  unbindPhone: 'Unbind phone',
  confirm: /^Confirm$/,
  phoneUnbound: 'Phone number unbound',
  bindPhone: 'Bind phone',
  bindSubmit: 'Bind and continue',
  phoneBound: 'Your phone number is bound',
  signOut: 'Sign out',
  forgot: 'Forgot password?',
  newPassword: 'New password',
  resetSubmit: 'Reset password',
  passwordReset: 'Your password has been reset',
  account: 'Account',
  signIn: /^Sign in$/,
};

/** The fake vendor and the journey's own server that texts through it. */
interface Texting {
  fake: FakeSms;
  server: OwnServer;
}

/**
 * Presses "send code" and answers the code the fake vendor received for this phone. When none arrives, the
 * failure says what the fake received and what the server logged (a loaded CI run once showed only "sending
 * failed" on the page).
 */
async function codeFromVendor(page: Page, { fake, server }: Texting, phone: string, words: Words): Promise<string> {
  const before = fake.received.length;
  await page.getByRole('button', { name: words.sendCode }).click();
  try {
    await expect
      .poll(() => fake.received.slice(before).some((message) => message.accepted && message.phone.endsWith(phone)))
      .toBe(true);
  } catch (error) {
    const received = JSON.stringify(fake.received.slice(before));
    const log = server
      .log()
      .split('\n')
      .filter((line) => line.includes('sms'))
      .slice(-5)
      .join('\n');
    throw new Error(`no accepted text for ${phone}; the fake received ${received}; the server's sms lines:\n${log}`, {
      cause: error,
    });
  }
  return fake.lastCode(phone) ?? '';
}

/** Issue 18 "Done when": register, bind a phone and reset the password with texted codes. */
async function registerBindAndReset(page: Page, sms: Texting, words: Words): Promise<void> {
  const first = freshPhone();
  await page.goto('/register');
  await expectAccessible(page);
  await page.getByLabel(words.phone).fill(first);
  await page.getByLabel(words.code, { exact: true }).fill(await codeFromVendor(page, sms, first, words));
  await page.getByLabel(words.password, { exact: true }).fill('texted-pass-1');
  await page.getByLabel(words.confirmPassword).fill('texted-pass-1');
  await page.getByLabel(words.agreement).check();
  await page.getByRole('button', { name: words.signUp }).click();
  await expect(page).not.toHaveURL(/\/register/);

  // Binding needs an account without a phone: unbind it in the personal centre, then bind another.
  await page.goto('/user/Personal');
  await page.getByRole('tab', { name: words.bindingsTab }).click();
  await page.getByRole('button', { name: words.unbindPhone }).click();
  await page.getByRole('button', { name: words.confirm }).click();
  await expect(page.getByText(words.phoneUnbound).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: words.bindPhone, exact: true }).click();
  await expect(page).toHaveURL('/bindPhone');
  await expectAccessible(page);
  const second = freshPhone();
  await page.getByLabel(words.phone).fill(second);
  await page.getByLabel(words.code, { exact: true }).fill(await codeFromVendor(page, sms, second, words));
  await page.getByLabel(words.password, { exact: true }).fill('texted-pass-2');
  await page.getByLabel(words.confirmPassword).fill('texted-pass-2');
  await page.getByRole('button', { name: words.bindSubmit }).click();
  await expect(page.getByText(words.phoneBound).first()).toBeVisible();
  await expect(page).toHaveURL('/index');

  await page.goto('/index');
  // The nick name is still the one registration made from the first phone.
  await expect(page.getByTestId('user-menu')).toContainText(`${first.slice(0, 3)}****${first.slice(7)}`);
  await expectAccessible(page);
  await userMenuEntry(page, words.signOut);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: words.forgot }).click();
  await expect(page).toHaveURL('/resetPassword');
  await expectAccessible(page);
  await page.getByLabel(words.phone).fill(second);
  await page.getByLabel(words.code, { exact: true }).fill(await codeFromVendor(page, sms, second, words));
  await page.getByLabel(words.newPassword).fill('texted-pass-3');
  await page.getByLabel(words.confirmPassword).fill('texted-pass-3');
  await page.getByRole('button', { name: words.resetSubmit }).click();
  await expect(page.getByText(words.passwordReset).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);

  await page.getByLabel(words.account).fill(second);
  await page.getByLabel(words.password, { exact: true }).fill('texted-pass-3');
  await page.getByRole('button', { name: words.signIn }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // The workspace was checked by axe before signing out; here only the new password counts.
  await page.goto('/index');
  await expect(page.getByTestId('main-menu')).toBeVisible();
}

/** Nothing an operator would have to read: no `sms code` lines, and none of the texted codes. */
function expectNoCodeInLog(fake: FakeSms, server: OwnServer): void {
  const log = server.log();
  expect(log).not.toContain('"msg":"sms code"');
  expect(log).toContain('"msg":"sms sent"');
  // As a number of its own: the digits may well occur inside a time stamp.
  for (const message of fake.received) expect(log).not.toMatch(new RegExp(`(?<![0-9])${message.code}(?![0-9])`));
}

test.describe('phone codes texted through Aliyun', () => {
  test.use({ vendor: 'aliyun' });

  test('注册、绑定手机、重置密码，验证码都来自短信服务商 (zh)', async ({ page, sms }) => {
    await registerBindAndReset(page, sms, zh);
    // Aliyun got the 11-digit numbers, the sign name and each scene's template (apps/server/src/test/fakeSms.ts).
    expect(sms.fake.received.map((message) => [message.vendor, message.template, message.signName])).toEqual([
      ['aliyun', 'SMS_100001', '问迹'],
      ['aliyun', 'SMS_100003', '问迹'],
      ['aliyun', 'SMS_100002', '问迹'],
    ]);
    expectNoCodeInLog(sms.fake, sms.server);
  });
});

test.describe('phone codes posted to a webhook gateway', () => {
  test.use({ vendor: 'webhook' });

  test('registers, binds a phone and resets the password with codes from the gateway (en)', async ({ page, sms }) => {
    await speaks(page, 'en');
    await registerBindAndReset(page, sms, en);
    expect(sms.fake.received.map((message) => [message.scene, message.locale, message.signatureValid])).toEqual([
      ['register', 'en', true],
      ['bindPhone', 'en', true],
      ['resetPwd', 'en', true],
    ]);
    expectNoCodeInLog(sms.fake, sms.server);
  });
});
