import type { APIRequestContext, Page } from '@playwright/test';
import { type Instance, restartBehindProxy } from '../apps/server/src/test/instances';
import { apiCall, freshPhone } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test as base } from './support/journey';
import { button, pick, whenLive } from './support/pages';
import { seedMember, seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { type SeveralInstances, startSeveralInstances } from './support/severalInstances';

/**
 * Issue 36 "Several instances" (README "Several instances", ADR 0136): a team's Questline as two instances on one
 * PostgreSQL, one Redis and one S3 bucket behind nginx running the shipped deploy/nginx.conf, round robin. A
 * developer signs in through one instance and goes on through the other; an issue filed with a screenshot pops up in
 * their browser whichever instance raised it and its screenshot is served by both; both instances are restarted in
 * turn the README's way while the developer works, who sees nothing of it but their live connection made again.
 */
const test = base.extend<{ stack: SeveralInstances }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, use) => {
    const stack = await startSeveralInstances();
    await use(stack);
    await stack.stop();
  },
  baseURL: async ({ stack }, use) => use(stack.url),
});

/** A real 1x1 PNG: the server decides the kind from the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PASSWORD = 'journey-pass-1';

interface Member {
  phone: string;
  token: string;
  name: string;
}

/** Registered through the proxy by phone code: the code is texted by one instance and may be checked by the other. */
async function register(request: APIRequestContext, stack: SeveralInstances, name: string): Promise<Member> {
  const phone = freshPhone();
  await apiCall(request, 'POST', '/register/anonymousSendPhoneCode', {
    data: { phonenumber: phone, scene: 'register', uuid: '', code: '' },
  });
  let code = '';
  await expect(() => {
    const line = stack
      .log()
      .split('\n')
      .find((entry) => entry.includes('"msg":"sms code"') && entry.includes(`"phone":"${phone}"`));
    expect(line, `the sms code for ${phone}`).toBeDefined();
    code = String((JSON.parse(line ?? '{}') as { code: string }).code);
  }).toPass();
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/register/registerAdd', {
    data: { phonenumber: phone, code, password: PASSWORD, confirmPassword: PASSWORD, agreement: true },
  });
  await apiCall(request, 'POST', '/questline/center/updateUser', { token, data: { nickName: name, introduction: '' } });
  return { phone, token, name };
}

/** Assigns an issue to `handlerId` by a call straight to `instance`, past the proxy: the instance raises the event. */
async function assignOn(
  request: APIRequestContext,
  instance: Instance,
  lead: Member,
  issue: { projectId: number; title: string; handlerId: number },
): Promise<void> {
  const answer = await request.post(`${instance.url}/prod-api/questline/questionInfo`, {
    headers: { authorization: `Bearer ${lead.token}` },
    data: { projectId: issue.projectId, questionName: issue.title, handlerUserIds: [issue.handlerId] },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(200);
}

/** A notification raised on each instance in turn pops up in the page: one of them crossed to the other instance. */
async function popsUpFromEither(
  page: Page,
  stack: SeveralInstances,
  raise: (instance: Instance, index: number) => Promise<string>,
): Promise<void> {
  for (const [index, instance] of stack.instances.entries()) {
    const title = await raise(instance, index);
    await expect(page.getByTestId('notification-item').filter({ hasText: title })).toBeVisible();
  }
  // Closed once seen, so that the next ones are not queued behind them (three show at once).
  const close = page.getByRole('button', { name: /^关闭通知/ });
  while ((await close.count()) > 0) await close.first().click();
  await expect(page.getByTestId('notification-item')).toHaveCount(0);
}

test('signs in through one instance, works on through the other, and carries on across a rolling restart of both', async ({
  browser,
  request,
  stack,
}) => {
  const lead = await register(request, stack, 'Lena');
  const developer = await register(request, stack, 'Dex');
  const { projectId } = await seedProject(request, lead.token, 'Harbour');
  await seedMember(request, { projectId, adminToken: lead.token, member: developer });
  for (const who of [lead, developer]) {
    await apiCall(request, 'POST', '/questline/projectInfo/getMyProjectInfoList', {
      token: who.token,
      data: { projectId },
    });
  }
  const developerId = (
    await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token: developer.token })
  ).user.userId;

  // The developer signs in on the sign-in page; whichever instance took the password, the other serves what follows.
  const developerPage = await (await browser.newContext({ baseURL: stack.url })).newPage();
  await speaks(developerPage, 'zh');
  await developerPage.goto('/login?redirect=%2Fbacklog');
  // The sign-in page arrives drawn (ADR 0050): what is typed and clicked before React takes it over is lost.
  await whenLive(developerPage.getByRole('button', { name: /登\s?录$/ }));
  await developerPage.getByLabel('账号').fill(developer.phone);
  await developerPage.getByLabel('密码', { exact: true }).fill(PASSWORD);
  const signingIn = stack.nginx.requests().length;
  await developerPage.getByRole('button', { name: /登\s?录$/ }).click();
  await expect(developerPage).toHaveURL('/backlog');
  await expect(developerPage.getByText('没有待办，干得漂亮！')).toBeVisible();
  await expect(developerPage.getByTestId('notification-stack')).toHaveAttribute('data-joined', 'true');
  const afterSignIn = stack.nginx.requests().slice(signingIn);
  const signIn = afterSignIn.find((entry) => entry.uri.startsWith('/prod-api/register/login'));
  expect(signIn?.status).toBe(200);
  const signedInOn = signIn?.upstreams.at(-1);
  const continued = afterSignIn.filter(
    (entry) => entry.uri.startsWith('/prod-api/') && entry.status === 200 && entry.upstreams.at(-1) !== signedInOn,
  );
  expect(continued.length).toBeGreaterThan(0);

  // The lead files a defect with a screenshot for the developer: the upload lands on one instance, in the bucket.
  const leadContext = await browser.newContext({ baseURL: stack.url });
  await useToken(leadContext, stack.url, lead.token);
  const leadPage = await leadContext.newPage();
  await speaks(leadPage, 'zh');
  await leadPage.goto('/problem');
  await button(leadPage, '新建问题').click();
  const form = leadPage.getByRole('dialog');
  const title = '支付按钮第二次点击没有反应';
  await form.getByLabel('标题').fill(title);
  await pick(form, '类型', '缺陷');
  await pick(form, '处理人', developer.name);
  await form.locator('input[type=file]').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('list', { name: '附件' }).getByText('screenshot.png')).toBeVisible();
  await button(form, '提交').click();
  await expect(form).toBeHidden();

  // It pops up in the developer's browser, who opens it: its screenshot shows, and each instance serves the same file
  // from the bucket.
  const filed = developerPage.getByTestId('notification-item').filter({ hasText: title });
  await filed.getByRole('button', { name: '查看详情' }).click();
  await expect(developerPage.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  const screenshot = developerPage.getByRole('img', { name: 'screenshot.png' });
  await expect(screenshot).toBeVisible();
  await expect.poll(() => screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  const source = (await screenshot.getAttribute('src')) ?? '';
  for (const instance of stack.instances) {
    const served = await request.get(new URL(source, instance.url).href, {
      headers: { authorization: `Bearer ${developer.token}` },
    });
    expect(served.status()).toBe(200);
    expect(Buffer.compare(await served.body(), PNG)).toBe(0);
  }

  // An assignment raised on each instance past the proxy pops up too: one of them crossed from the other instance.
  await popsUpFromEither(developerPage, stack, async (instance, index) => {
    const raised = `第 ${index + 1} 台实例派来的问题`;
    await assignOn(request, instance, lead, { projectId, title: raised, handlerId: developerId });
    return raised;
  });
  await expectAccessible(developerPage);

  // Both instances are restarted in turn, the README's way, while the developer's page stays open and works: the
  // live connection is dropped by one of them and made again through the proxy.
  const [first, second] = stack.instances;
  expect(await restartBehindProxy(stack.nginx, stack.instances, first)).toBe(0);
  await button(developerPage, '开始修复').click();
  await expect(developerPage.getByTestId('shared-tags').getByLabel('状态: 修复中')).toBeVisible();
  expect(await restartBehindProxy(stack.nginx, stack.instances, second)).toBe(0);
  // A socket the restart dropped has connected again (socket.io's back-off) before anything is raised for it.
  await expect(developerPage.getByTestId('notification-stack')).toHaveAttribute('data-joined', 'true');
  await popsUpFromEither(developerPage, stack, async (instance, index) => {
    const raised = `重启之后第 ${index + 1} 台实例派来的问题`;
    await assignOn(request, instance, lead, { projectId, title: raised, handlerId: developerId });
    return raised;
  });
  expect(stack.nginx.requests().filter((entry) => entry.status >= 500)).toEqual([]);
});
