import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiCall, registerThroughApi } from './support/accounts';
import { adminToken } from './support/administrator';
import { expectAccessible } from './support/axe';
import { button, userMenuEntry } from './support/pages';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 35: the administration area. A platform administrator enters it from the user menu, finds a person by
 * their phone, disables them (the person's open tab is offered to sign in again at once), changes the portal's
 * contact phone, which a visitor's contact dialog shows straight away, and reads both changes in the audit log.
 * The contact phone is the shared server's, so the two languages run one after the other and put it back.
 */
const labels = {
  zh: {
    area: '管理后台',
    nav: '管理后台',
    users: '用户管理',
    search: '按姓名、邮箱或手机号搜索',
    details: '详情',
    disable: '停用账号',
    disabled: '已停用',
    signInAgain: '重新登录',
    settings: '设置',
    contactPhone: '联系电话',
    save: '保存设置',
    saved: '设置已保存，所有实例立即生效',
    contact: '联系管理员',
    audit: '审计日志',
    auditSearch: '按操作人或对象搜索',
    disabledAction: '停用账号',
    settingAction: '修改设置',
  },
  en: {
    area: 'Administration',
    nav: 'Administration',
    users: 'Users',
    search: 'Search by name, e-mail or phone',
    details: 'Details',
    disable: 'Disable account',
    disabled: 'Disabled',
    signInAgain: 'Sign in again',
    settings: 'Settings',
    contactPhone: 'Contact phone',
    save: 'Save settings',
    saved: 'Settings saved; every instance uses them now',
    contact: 'Contact the administrator',
    audit: 'Audit log',
    auditSearch: 'Search by actor or target',
    disabledAction: 'Account disabled',
    settingAction: 'Setting changed',
  },
} as const;
type Lang = keyof typeof labels;

interface PortalSettingsAnswer {
  portal: Record<string, unknown> & { contactPhone: string | null };
}

/** A browser of its own for someone, already on `path`. */
async function browserOf(browser: Browser, baseURL: string, lang: Lang, token?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  if (token) await useToken(context, baseURL, token);
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

async function restoreContactPhone(request: APIRequestContext, token: string, phone: string | null) {
  const { portal } = await apiCall<PortalSettingsAnswer>(request, 'GET', '/admin/settings', { token });
  await apiCall(request, 'POST', '/admin/settings/portal', { token, data: { ...portal, contactPhone: phone ?? '' } });
}

test.describe.configure({ mode: 'serial' });

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`an administrator disables a person, changes a portal setting and reads the audit trail (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const l = labels[lang];
    const base = baseURL ?? '';
    const root = await adminToken(request);
    const before = await apiCall<PortalSettingsAnswer>(request, 'GET', '/admin/settings', { token: root });
    const newPhone = `400-${lang === 'zh' ? '1' : '2'}${String(Date.now()).slice(-6)}`;

    // The person is at work in a tab of their own.
    const person = await registerThroughApi(request);
    const personPage = await browserOf(browser, base, lang, person.token);
    await personPage.goto('/index');
    await expect(personPage.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 });

    try {
      await useToken(context, base, root);
      await speaks(page, lang);
      await page.goto('/index');
      // Whole name: the area's own navigation, open next, has entries that end in "administration".
      await userMenuEntry(page, new RegExp(`^${l.area}$`));
      const nav = page.getByRole('navigation', { name: l.nav });
      await expect(nav).toBeVisible();
      // The area opens on its dashboard.
      await expect(page).toHaveURL('/admin');
      await expect(page.getByTestId('admin-dashboard')).toBeVisible();
      await expectAccessible(page);
      await nav.getByRole('menuitem', { name: l.users, exact: true }).click();
      await expect(page).toHaveURL('/admin/users');
      await expectAccessible(page);

      // Found by part of their phone number; their details open beside the list.
      const search = page.getByPlaceholder(l.search);
      await search.fill(person.phone.slice(-8));
      await search.press('Enter');
      const row = page.getByRole('row').filter({ hasText: person.phone });
      await expect(row).toHaveCount(1);
      await button(row, l.details).click();
      const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('user-detail') });
      await expect(drawer.getByTestId('user-detail')).toContainText(person.phone);
      await expectAccessible(page);

      await button(drawer, l.disable).click();
      await button(page.locator('.ant-popconfirm'), l.disable).click();
      await expect(drawer.getByTestId('user-detail')).toContainText(l.disabled);
      // Their open tab is told at once, without waiting for a poll.
      await expect(personPage.getByRole('button', { name: l.signInAgain })).toBeVisible({ timeout: 10_000 });
      await drawer.getByRole('button', { name: /close|关闭/i }).click();

      // A portal setting: the contact phone, which the price page's contact dialog shows from the next request.
      await nav.getByRole('menuitem', { name: l.settings, exact: true }).click();
      await expect(page).toHaveURL('/admin/settings');
      await page.getByLabel(l.contactPhone).fill(newPhone);
      await expectAccessible(page);
      await button(page, l.save).click();
      await expect(page.getByText(l.saved)).toBeVisible();

      const visitor = await browserOf(browser, base, lang);
      await visitor.goto('/price');
      await visitor.getByRole('button', { name: l.contact }).click();
      await expect(visitor.getByRole('dialog', { name: l.contact })).toContainText(newPhone);
      await visitor.context().close();

      // The audit trail: both changes, who made them and what they changed.
      await nav.getByRole('menuitem', { name: l.audit, exact: true }).click();
      await expect(page).toHaveURL('/admin/audit');
      const auditSearch = page.getByPlaceholder(l.auditSearch);
      await auditSearch.fill(person.phone);
      await auditSearch.press('Enter');
      const line = page.getByRole('row').filter({ hasText: l.disabledAction });
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('admin');
      await auditSearch.fill('portal');
      await auditSearch.press('Enter');
      const setting = page.getByRole('row').filter({ hasText: l.settingAction }).first();
      await expect(setting).toBeVisible();
      await setting.getByRole('button').first().click();
      await expect(page.getByText(newPhone).first()).toBeVisible();
      await page.screenshot({ path: `test-results/admin-audit-${lang}.png`, fullPage: true });
      await expectAccessible(page);
    } finally {
      await restoreContactPhone(request, root, before.portal.contactPhone);
      await personPage.context().close();
    }
  });
}
