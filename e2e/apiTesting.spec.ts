import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { adminToken } from './support/administrator';
import { apiCall, person, type Person } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button, pick } from './support/pages';
import { seedProject } from './support/seed';
import { useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 34 "Tests": import an OpenAPI document, point its environment at a small local server, send a request that
 * fails an assertion, file the defect from the response and find it in the issue list with its two attachments.
 * The local server listens on 127.0.0.1, which the platform administrator allows (ADR 0122).
 */

const labels = {
  zh: {
    import: '导入',
    importStart: '导入',
    environments: '环境管理',
    value: '值',
    saveEnvironment: '保存环境',
    send: '发送',
    failed: '未通过',
    statusAssertion: '状态码等于 200',
    actual: '实际：500',
    fileDefect: '根据此响应提交缺陷',
    title: '标题',
    defectTitle: 'GET /api/orders 返回 500',
    handlers: '处理人',
    submit: '提交',
    defectTag: /缺陷 #\d+/,
    requestName: '请求名称',
  },
  en: {
    import: 'Import',
    importStart: 'Import',
    environments: 'Environments',
    value: 'Value',
    saveEnvironment: 'Save environment',
    send: 'Send',
    failed: 'Failed',
    statusAssertion: 'Status equals 200',
    actual: 'actual: 500',
    fileDefect: 'File a defect from this response',
    title: 'Title',
    defectTitle: 'GET /api/orders answers 500',
    handlers: 'Handlers',
    submit: 'Submit',
    defectTag: /Defect #\d+/,
    requestName: 'Request name',
  },
} as const;
type Lang = keyof typeof labels;

/** The service under test: its order list is broken (500), which the imported request's assertion catches. */
async function startOrderService(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    response.writeHead(request.url?.startsWith('/api/orders') ? 500 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'database unavailable', path: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}` };
}

async function pageOf(browser: Browser, baseURL: string, who: Person, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  await useToken(context, baseURL, who.token);
  const page = await context.newPage();
  await page.addInitScript((language) => window.localStorage.setItem('language', language), lang);
  return page;
}

/** The page fits its window: nothing scrolls sideways. */
async function fitsWidth(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth))
    .toBe(true);
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`interface testing: import OpenAPI, send, a failed assertion, file the defect with its files (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const l = labels[lang];
    const base = baseURL ?? '';
    const service = await startOrderService();
    try {
      // The platform administrator lets the tester reach the local service (a self-hosted install's own network).
      const admin = await adminToken(request);
      const allowed = await request.put('/prod-api/questline/apiTesting/allowedHosts', {
        headers: { authorization: `Bearer ${admin}` },
        data: { hosts: ['127.0.0.1'] },
      });
      expect(((await allowed.json()) as { code: number }).code).toBe(200);
      const tester = await person(request, `Tess ${lang}`);
      const { projectId } = await seedProject(request, tester.token, `Orders service ${lang}`);
      await apiCall(request, 'POST', '/questline/projectInfo/getMyProjectInfoList', {
        token: tester.token,
        data: { projectId },
      });

      const page = await pageOf(browser, base, tester, lang);
      await page.goto('/testing');
      await button(page, l.import).click();
      const importing = page.getByRole('dialog');
      await importing
        .locator('input[type=file]')
        .setInputFiles(path.join(import.meta.dirname, 'fixtures', 'orders.openapi.json'));
      await expectAccessible(page);
      await button(importing, l.importStart).click();
      await expect(importing).toBeHidden();
      const tree = page.getByRole('tree');
      await expect(tree.getByText('Orders API')).toBeVisible();
      await expect(tree.getByText('List orders')).toBeVisible();

      // The imported environment: its address now the local service, its token a secret.
      await button(page, l.environments).click();
      const environments = page.getByRole('dialog');
      await environments.getByLabel(`${l.value} baseUrl`).fill(`${service.origin}/api`);
      await environments.getByLabel(`${l.value} token`).fill('e2e-secret-token-1234');
      // Checked once the save has answered: a check taken as the click's request began measured the button's faded
      // busy state (a clean-clone CI run), before antd had marked it busy for the check's wait to see.
      const saved = page.waitForResponse(
        (response) => response.url().includes('environment') && ['POST', 'PUT'].includes(response.request().method()),
      );
      await button(environments, l.saveEnvironment).click();
      await saved;
      await expect(environments.getByLabel(`${l.value} baseUrl`)).toHaveValue(`${service.origin}/api`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(environments).toBeHidden();

      // Send the imported request: the service answers 500 and the request's "status 200" assertion fails.
      await tree.getByText('List orders').click();
      await expect(page).toHaveURL(/requestId=\d+/);
      await button(page, l.send).click();
      await expect(page.getByTestId('send-outcome')).toHaveText(l.failed);
      const result = page.getByTestId('assertion-result');
      await expect(result).toHaveAttribute('data-passed', 'false');
      await expect(result).toContainText(l.statusAssertion);
      await expect(result).toContainText(l.actual);
      await page.screenshot({ path: `/tmp/apitester-shots/testing-1366-${lang}.png`, fullPage: true });
      await fitsWidth(page);
      await expectAccessible(page);

      // One click: the issue form opens filled in with the request and its answer, both attached.
      await button(page, l.fileDefect).click();
      const form = page.getByRole('dialog').filter({ has: page.getByLabel(l.title) });
      await expect(form.getByLabel(l.title)).toHaveValue(l.defectTitle);
      // The attachments by their whole names: the prefilled description names both files too, once its editor is in.
      await expect(form.getByText(/^request-\d+\.http$/)).toBeVisible();
      await expect(form.getByText(/^request-\d+-response\.json$/)).toBeVisible();
      await pick(form, l.handlers, tester.name);
      await expectAccessible(page);
      await button(form, l.submit).click();
      await expect(form).toBeHidden();
      // Linked back: the request shows its defect.
      await expect(tree.getByText(l.defectTag)).toBeVisible();

      // The issue list has the defect; its detail holds both files.
      await page.goto('/problem');
      const row = page.locator('tr.issue-row').filter({ hasText: l.defectTitle });
      await expect(row).toHaveCount(1);
      await row.getByText(l.defectTitle).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: /^request-\d+\.http$/ })).toBeVisible();
      await expect(drawer.getByRole('link', { name: /^request-\d+-response\.json$/ })).toBeVisible();
      await expectAccessible(page);
      // The description leads back to the request (the detail opens description links in a tab of their own).
      const back = drawer.getByRole('link', { name: 'List orders' });
      await expect(back).toHaveAttribute(
        'href',
        new RegExp(`^/testing\\?projectId=${String(projectId)}&requestId=\\d+$`),
      );
      await page.goto((await back.getAttribute('href')) ?? '');
      await expect(page.getByLabel(l.requestName)).toHaveValue('List orders');

      // The page on a phone: the same task, nothing sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/testing');
      await expect(page.getByRole('tree').getByText('List orders')).toBeVisible();
      await fitsWidth(page);
      await page.screenshot({ path: `/tmp/apitester-shots/testing-390-${lang}.png`, fullPage: true });
      await expectAccessible(page);
    } finally {
      await new Promise<void>((resolve) => service.server.close(() => resolve()));
    }
  });
}
