import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiCall } from './support/accounts';
import { expectAccessible } from './support/axe';
import { test as base, expect } from './support/journey';
import { type OwnServer, startOwnServer } from './support/ownServer';
import { whenLive } from './support/pages';
import { speaks } from './support/session';

/**
 * Issue 28, point 9: a tab stays open while a new build is deployed. The build's lazy files have new hashed
 * names, so the tab asks for files the server no longer has. Here the served build is a copy whose page files
 * are taken away (and put back, as the new build's would be there) while the tab is open.
 */
const BUILT = path.resolve(import.meta.dirname, '../apps/web/dist');

interface ServedBuild {
  server: OwnServer;
  /** Takes a page's file (and its compressed copies) out of the served build; answers how to put them back. */
  remove(page: string): () => void;
}

const ADMIN_PASSWORD = 'deployment-admin-password';

const test = base.extend<{ build: ServedBuild }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  build: async ({}, use) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-deployed-'));
    fs.cpSync(BUILT, folder, { recursive: true });
    const server = await startOwnServer({ WEB_DIST: folder, ADMIN_PASSWORD });
    const assets = path.join(folder, 'assets');
    const remove = (page: string) => {
      const files = fs
        .readdirSync(assets)
        .filter((name) => new RegExp(`^${page}-[\\w-]+\\.js(\\.br|\\.gz)?$`).test(name));
      expect(files.length, `${page}'s files in the build`).toBeGreaterThan(0);
      const aside = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-removed-'));
      for (const name of files) fs.renameSync(path.join(assets, name), path.join(aside, name));
      return () => {
        for (const name of files) fs.renameSync(path.join(aside, name), path.join(assets, name));
      };
    };
    await use({ server, remove });
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  },
  baseURL: async ({ build }, use) => use(build.server.url),
});

/** The addresses of the documents the tab loads: its first page and every reload. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/**
 * The errors these journeys expect, about the file of a page the build lost and about nothing else: the browser's
 * 404 for it, and the failed import that React and React Router log as the page's error element takes its place.
 */
const missingFile = (page: string) => new RegExp(`/assets/${page}-[\\w-]+\\.js\\b`);

/** React Router's screen for developers, which a person must never meet. */
const DEVELOPER_SCREEN = /Unexpected Application Error|Hey developer/;

test('a visitor whose page file is gone gets one reload, then the error page in Chinese, whose button recovers', async ({
  page,
  build,
  consoleErrors,
}) => {
  consoleErrors.allow(missingFile('PricePage'));
  const loads = documentLoads(page);
  await page.goto('/');
  await expect(page.getByTestId('page-title')).toHaveText('让每个问题都有人接、有人审、有结论');
  const priceLink = page.getByTestId('portal-nav').getByRole('link', { name: '价格', exact: true });
  // Clicked while the drawn page hydrates, the link would load /price as a document: a loaded run counted it as a
  // second reload (issue 40).
  await whenLive(priceLink);
  const putBack = build.remove('PricePage');

  // The client-side navigation loads no document: this is the reload's.
  const reloaded = page.waitForEvent('domcontentloaded', { timeout: 15_000 });
  await priceLink.click();
  // One reload, at the address the visitor was going to; the same build fails the same way, and no second follows.
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: '页面没能加载' })).toBeVisible();
  expect(loads).toEqual(['/', '/price']);
  await expect(page).toHaveURL('/price');
  await expect(page.getByText('Questline 可能刚刚更新过版本。重新加载页面，即可继续使用新版本。')).toBeVisible();
  await expect(page.getByTestId('portal-nav')).toBeVisible();
  await expect(page.getByText(DEVELOPER_SCREEN)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/new-deployment-portal-zh.png', fullPage: true });
  await expectAccessible(page);
  await page.waitForTimeout(500);
  expect(loads).toHaveLength(2);

  // The file is there again (the new build is complete): the page's own reload button recovers, by keyboard too.
  putBack();
  await page.getByRole('button', { name: '重新加载' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText('选择适合团队的方案');
  // Live, not only drawn: the period switch answers once React has taken the drawn page over (a click before then
  // did nothing on a loaded machine).
  const annual = page.getByRole('button', { name: '按年（8.8 折）', exact: true });
  await whenLive(annual);
  await annual.click();
  await expect(annual).toHaveAttribute('aria-pressed', 'true');
  expect(loads).toEqual(['/', '/price', '/price']);
});

test('a signed-in tab reloads once onto the new build and works; a file missing for good shows the error page (en)', async ({
  page,
  build,
  consoleErrors,
}) => {
  consoleErrors.allow(missingFile('TeamPage'));
  consoleErrors.allow(missingFile('BacklogPage'));
  // The platform administrator: signed in without a captcha (off on this server) and without a phone to bind.
  const { token } = await apiCall<{ token: string }>(page.request, 'POST', '/register/login', {
    data: { username: 'admin', password: ADMIN_PASSWORD, code: '', uuid: '' },
  });
  await page.context().addCookies([{ name: 'questline', value: token, url: build.server.url }]);
  await speaks(page, 'en');
  const loads = documentLoads(page);
  await page.goto('/index');
  await expect(page.getByTestId('main-menu')).toBeVisible();

  // The deployment: the tab's file for the team page is gone, and the reload finds the new build complete.
  const putBack = build.remove('TeamPage');
  await page.route(`${build.server.url}/team`, async (route) => {
    putBack();
    await route.continue();
  });
  await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Team setup' }).click();
  await expect(page.getByText('You are not in any team yet')).toBeVisible();
  await expect(page).toHaveURL('/team');
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toHaveCount(0);
  expect(loads).toEqual(['/index', '/team']);
  await page.unroute(`${build.server.url}/team`);

  // A file this build lost for good, after the tab already reloaded away from it: no loop, the error page in the
  // workspace's own look (antd's Result), beside the menu, in English.
  build.remove('BacklogPage');
  await page.getByTestId('main-menu').getByRole('menuitem', { name: 'To-dos' }).click();
  await page.getByTestId('main-menu').getByRole('menuitem', { name: 'My to-dos' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'This page could not be loaded' });
  await expect(heading).toBeVisible();
  await expect(page.locator('.ant-result-warning')).toContainText('This page could not be loaded');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByText(DEVELOPER_SCREEN)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/new-deployment-workspace-en.png', fullPage: true });
  await expectAccessible(page);
  expect(loads).toEqual(['/index', '/team']);
});
