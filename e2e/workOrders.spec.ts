import type { Page } from '@playwright/test';
import { apiCall } from './support/accounts';
import { expectAccessible } from './support/axe';
import { type OwnServer, startOwnServer } from './support/ownServer';
import { registeredUser, signedInPage } from './support/ownServerPeople';
import { button, pick } from './support/pages';
import { test as base, expect } from './support/journey';

const ADMIN_PASSWORD = 'e2e-admin-password';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 31 "Tests": a user opens a work order with a screenshot, support accepts it, asks a question, the user
 * replies, support resolves it and asks to confirm, the user confirms; each side's notification arrives live while
 * its page is open. A server of the file's own: every new order tells every support person, which must not reach
 * the platform administrator of the other journeys.
 */
const test = base.extend<object, { desk: { server: OwnServer } }>({
  desk: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer({ ADMIN_PASSWORD, SESSION_TTL_HOURS: '720' });
      await use({ server });
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ desk }, use) => use(desk.server.url),
});

const labels = {
  zh: {
    open: '提交工单',
    title: '标题',
    category: '分类',
    billing: '账单与发票',
    description: '问题描述',
    submit: '提交',
    pending: '待受理',
    accepting: '受理中',
    processing: '处理中',
    awaiting: '待确认',
    complete: '已完成',
    newOrder: '有新的工单',
    reply: '工单有新回复',
    status: '工单状态有变化',
    view: '查看详情',
    accept: '受理',
    start: '开始处理',
    deskBox: '填写回复或内部备注',
    replyButton: '回复',
    askConfirm: '回复并请用户确认',
    userBox: '给客服留言',
    confirm: '确认已解决',
    confirmed: '用户确认已解决',
  },
  en: {
    open: 'Open a work order',
    title: 'Title',
    category: 'Category',
    billing: 'Billing and invoices',
    description: 'What happened',
    submit: 'Submit',
    pending: 'Pending',
    accepting: 'Accepting',
    processing: 'Processing',
    awaiting: 'Awaiting confirmation',
    complete: 'Complete',
    newOrder: 'A new work order came in',
    reply: 'A work order has a new reply',
    status: 'A work order changed status',
    view: 'View details',
    accept: 'Accept',
    start: 'Start processing',
    deskBox: 'Write a reply or an internal note',
    replyButton: 'Reply',
    askConfirm: 'Reply and ask to confirm',
    userBox: 'Write a message to support',
    confirm: 'Confirm solved',
    confirmed: 'Confirmed solved by the requester',
  },
} as const;

/** The live connection took the person's room: what the other side does from now on pops up here. */
async function live(page: Page): Promise<void> {
  await expect(page.getByTestId('notification-stack')).toHaveAttribute('data-joined', 'true');
}

/** A pop-up of the stack with its title; opening it leads to the order. */
function popUp(page: Page, title: string) {
  return page.getByTestId('notification-item').filter({ hasText: title }).last();
}

/**
 * The pop-up with this title arrived; then every pop-up is closed, as a person would, so that none covers the
 * buttons of the order page under the stack.
 */
async function told(page: Page, title: string): Promise<void> {
  await expect(popUp(page, title)).toBeVisible();
  const items = page.getByTestId('notification-item');
  await expect(async () => {
    const count = await items.count();
    if (count > 0) await items.first().getByRole('button').last().click({ timeout: 2_000 });
    expect(await items.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

for (const lang of ['zh', 'en'] as const) {
  test(`a work order from a screenshot to a confirmed solution, each side told live (${lang})`, async ({
    browser,
    request,
    baseURL,
    desk,
  }) => {
    const w = labels[lang];
    const site = baseURL ?? '';
    const admin = await apiCall<{ token: string }>(request, 'POST', '/register/login', {
      data: { username: 'admin', password: ADMIN_PASSWORD, code: '', uuid: '' },
    });
    const user = await registeredUser(request, desk.server, `Requester ${lang}`);
    const staff = await registeredUser(request, desk.server, `Support ${lang}`);
    await apiCall(request, 'POST', '/admin/roles/grant', {
      token: admin.token,
      data: { account: staff.phone, role: 'support' },
    });

    // Support keeps the desk open; the user opens an order with a screenshot.
    const deskPage = await signedInPage(browser, site, staff.token, lang);
    await deskPage.goto('/admin/workorders');
    await live(deskPage);
    const userPage = await signedInPage(browser, site, user.token, lang);
    await userPage.goto('/user/workorder');
    await button(userPage, w.open).click();
    const form = userPage.getByRole('dialog');
    const title = `Invoice title wrong ${lang}`;
    await form.getByLabel(w.title).fill(title);
    await pick(form, w.category, w.billing);
    await form.getByRole('textbox', { name: w.description }).click();
    await userPage.keyboard.type('The company name on the October invoice is misspelt.');
    await form.locator('input[type=file]').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await expectAccessible(userPage);
    await button(form, w.submit).click();
    await expect(userPage).toHaveURL(/\/woprocess\?id=\d+$/);
    // The order's heading, beside its status (the layout's header names the page).
    const userHeading = userPage.getByRole('heading', { level: 1, name: title }).locator('..');
    await expect(userHeading).toContainText(w.pending);
    // The screenshot is shown, not a broken image: the browser loaded it with the session cookie.
    const picture = userPage.getByRole('img', { name: /1$/ }).first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(userPage);
    await live(userPage);

    // The desk is told at once and takes it on.
    await button(popUp(deskPage, w.newOrder), w.view).click();
    await expect(deskPage).toHaveURL(userPage.url());
    const heading = deskPage.getByRole('heading', { level: 1, name: title }).locator('..');
    await button(deskPage, w.accept).click();
    await expect(heading).toContainText(w.accepting);
    await button(deskPage, w.start).click();
    await expect(heading).toContainText(w.processing);
    await deskPage.getByLabel(w.deskBox).fill('Which company name should it carry?');
    await expectAccessible(deskPage);
    await button(deskPage, w.replyButton).click();
    await expect(deskPage.getByTestId('work-order-message')).toHaveCount(1);

    // The user sees the question arrive and answers it.
    await told(userPage, w.reply);
    await expect(userPage.getByTestId('work-order-message')).toContainText('Which company name');
    await userPage.getByLabel(w.userBox).fill('Questline Software Ltd.');
    await button(userPage, w.replyButton).click();
    await expect(userPage.getByTestId('work-order-message')).toHaveCount(2);

    // The desk sees the answer, resolves it and asks the user to confirm.
    await told(deskPage, w.reply);
    await expect(deskPage.getByTestId('work-order-message')).toHaveCount(2);
    await deskPage.getByLabel(w.deskBox).fill('Reissued with the right name; please check.');
    await button(deskPage, w.askConfirm).click();
    await expect(heading).toContainText(w.awaiting);

    // The user confirms; the order is complete on both sides.
    await told(userPage, w.status);
    await expect(userHeading).toContainText(w.awaiting);
    await expectAccessible(userPage);
    await button(userPage, w.confirm).click();
    await expect(userHeading).toContainText(w.complete);
    await expect(userPage.getByText(w.confirmed)).toBeVisible();
    await told(deskPage, w.status);
    await expect(heading).toContainText(w.complete);
    await expect(deskPage.getByTestId('work-order-event')).toHaveCount(7);
    await expectAccessible(deskPage);
  });
}
