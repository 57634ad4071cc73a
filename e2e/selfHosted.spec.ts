import type { APIRequestContext } from '@playwright/test';
import { apiCall, freshPhone } from './support/accounts';
import { expectAccessible } from './support/axe';
import { test as base, expect } from './support/journey';
import { type OwnServer, startOwnServer } from './support/ownServer';
import { button, whenLive } from './support/pages';
import { acceptInvitation, seedProject } from './support/seed';

/**
 * Issue 38, point 1 (ADR 0103): a team's own server, EDITION=self-hosted. Its `/` is a short product page with
 * "sign in" instead of the sales home, and the Free plan's limits (5 projects per owner, 5 members per project)
 * and every upgrade prompt are gone. The hosted service's side of each is in portal.spec.ts and projects.spec.ts.
 */
const ADMIN_PASSWORD = 'self-hosted-admin-password';

const test = base.extend<{ server: OwnServer }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => {
    const server = await startOwnServer({ EDITION: 'self-hosted', ADMIN_PASSWORD });
    await use(server);
    await server.stop();
  },
  baseURL: async ({ server }, use) => use(server.url),
});

/** The phone code this server's default SMS provider wrote to its own log (README "Configuration"). */
async function phoneCode(server: OwnServer, phone: string): Promise<string> {
  let code = '';
  await expect(() => {
    const line = server
      .log()
      .split('\n')
      .filter((entry) => entry.includes('"sms code"') && entry.includes(phone))
      .at(-1);
    expect(line, `the sms code for ${phone}`).toBeDefined();
    code = String((JSON.parse(line ?? '{}') as { code: string | number }).code);
  }).toPass({ timeout: 10_000 });
  return code;
}

/** A user registered on this server (its captcha is off), answering their phone and session token. */
async function register(request: APIRequestContext, server: OwnServer): Promise<{ phone: string; token: string }> {
  const phone = freshPhone();
  const password = 'journey-pass-1';
  await apiCall(request, 'POST', '/register/anonymousSendPhoneCode', {
    data: { phonenumber: phone, scene: 'register', uuid: '', code: '' },
  });
  const code = await phoneCode(server, phone);
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/register/registerAdd', {
    data: { phonenumber: phone, code, password, confirmPassword: password, agreement: true },
  });
  return { phone, token };
}

test("/ is the short product page in zh and en, whose 'sign in' leads to /login; the portal stays reachable", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'self-hosted');
  const main = page.locator('#portal-main');
  await expect(page.getByTestId('page-title')).toHaveText('Questline');
  await expect(main).toContainText('项目和成员数量不受限制');
  await expect(main).not.toContainText('免费注册');
  await expect(page).toHaveTitle('Questline：团队自己的项目与缺陷管理');
  await expectAccessible(page);

  const switcher = page.getByTestId('language-switch').first();
  await whenLive(switcher);
  await switcher.click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(main).toContainText('with no limit on projects or members');
  await expect(page).toHaveTitle("Questline: your team's own project and defect tracker");
  // The nav's "Home" is the sales home at /home, not this page, live as drawn (no mismatch left after hydration).
  await expect(page.getByTestId('portal-nav').locator('[aria-current="page"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/self-hosted-home-en.png', fullPage: true });
  await expectAccessible(page);

  // The language cookie is set now: the server answers / drawn in English, and the portal's home is still there.
  await page.reload();
  await expect(main).toContainText('with no limit on projects or members');
  await page.goto('/home');
  await expect(page.getByTestId('page-title')).not.toHaveText('Questline');
  // Nothing is sold here: no link to the prices or the install download, no "join the group" widget, and the price
  // page, reached by its address, says so (ADR 0103).
  await expect(page.getByTestId('portal-nav').getByRole('link', { name: 'Pricing' })).toBeHidden();
  await expect(page.getByRole('complementary')).toBeHidden();
  await page.goto('/price');
  await expect(page.getByTestId('page-title')).toHaveText('Not offered on this installation');
  await expectAccessible(page);

  await page.goto('/');
  const signIn = main.getByRole('link', { name: 'Sign in', exact: true });
  await whenLive(signIn);
  await signIn.click();
  await expect(page).toHaveURL('/login');
});

test('the platform administrator goes past the Free plan: a sixth project, a seventh member, no upgrade anywhere', async ({
  page,
  server,
}) => {
  const { request } = page;
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/register/login', {
    data: { username: 'admin', password: ADMIN_PASSWORD, code: '', uuid: '' },
  });
  await page.context().addCookies([{ name: 'questline', value: token, url: server.url }]);

  // Five projects are the Free plan's whole allowance; the sixth is created through the page.
  const { projectId } = await seedProject(request, token, 'Harbour');
  for (const name of ['Second', 'Third', 'Fourth', 'Fifth']) await seedProject(request, token, name);
  // Six people join the first project: with the administrator, seven members where the Free plan stops at five.
  const people = [];
  for (let index = 0; index < 6; index += 1) people.push(await register(request, server));
  await apiCall(request, 'POST', '/questline/projectUser/batchAddProjectUserByProAdmin', {
    token,
    data: { projectId, phoneArr: people.map((who) => who.phone) },
  });
  for (const who of people) await acceptInvitation(request, who.token, 'project', projectId);

  await page.goto('/index');
  await button(page, '新建项目').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('项目名称').fill('Sixth');
  await button(dialog, '创建').click();
  await expect(page.getByText('项目已创建').first()).toBeVisible();
  await expect(page.getByTestId('project-card')).toHaveCount(6);
  await expect(page.getByText('项目数量已达上限')).toHaveCount(0);

  const harbour = page
    .getByTestId('project-card')
    .filter({ has: page.getByRole('heading', { name: 'Harbour', exact: true }) });
  await button(harbour, '设置').click();
  await page.getByRole('tab', { name: '成员' }).click();
  for (const who of people) await expect(page.getByRole('row').filter({ hasText: who.phone })).toBeVisible();
  await expect(page.getByText(/升级|VIP/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/self-hosted-members-zh.png', fullPage: true });
  await expectAccessible(page);

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '升级账户' })).toHaveCount(0);

  // The upgrade page, reached by its address, says there is nothing to buy (ADR 0103).
  await page.keyboard.press('Escape');
  await page.goto('/user/UpgradeAccount');
  await expect(page.getByTestId('page-title')).toHaveText('本安装不提供此页面');
  await expectAccessible(page);
});
