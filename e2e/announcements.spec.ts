import { type Browser, type Page } from '@playwright/test';
import { apiCall } from './support/accounts';
import { adminToken } from './support/administrator';
import { expectAccessible } from './support/axe';
import { button, userMenuEntry } from './support/pages';
import { seedSignedInUser } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 11 "Done when": the platform administrator writes and publishes an announcement in
 * /admin/announcements, and it pops up once at a reader's next start (spec point 2 "Layout pieces after
 * login": it opens at start if the latest notice is unread), then sits read in /user/message. Others do
 * not reach the administration. An announcement pops up for everyone, so this journey runs after all the
 * others (playwright.config.ts) and withdraws its announcement at the end.
 */

const labels = {
  zh: {
    administration: '公告管理',
    area: '管理后台',
    create: '新建公告',
    title: '标题',
    body: '内容',
    save: '保存',
    publish: '发布',
    withdraw: '撤回',
    published: '已发布',
    withdrawn: '已撤回',
    type: '公告',
    gotIt: '知道了',
    announcements: '公告',
  },
  en: {
    administration: 'Announcement administration',
    area: 'Administration',
    create: 'New announcement',
    title: 'Title',
    body: 'Content',
    save: 'Save',
    publish: 'Publish',
    withdraw: 'Withdraw',
    published: 'Published',
    withdrawn: 'Withdrawn',
    type: 'Announcement',
    gotIt: 'Got it',
    announcements: 'Announcements',
  },
} as const;
type Lang = keyof typeof labels;

/** However the journey ended, its announcement must not greet the next one. */
async function withdrawLeftovers(request: Parameters<typeof apiCall>[0], token: string, title: string) {
  const response = await request.get('/prod-api/questline/admin/announcement/list?pageNum=1&pageSize=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { rows } = (await response.json()) as {
    rows: { announcementId: number; noticeTitle: string; status: number }[];
  };
  for (const row of rows.filter((one) => one.noticeTitle === title && one.status === 1)) {
    await apiCall(request, 'POST', '/questline/admin/announcement/withdraw', {
      token,
      data: { announcementId: row.announcementId },
    });
  }
}

async function pageOf(browser: Browser, baseURL: string, token: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await useToken(context, baseURL, token);
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`an announcement published by the administrator pops up once at the next start (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const l = labels[lang];
    const base = baseURL ?? '';
    const admin = await adminToken(request);
    const reader = await seedSignedInUser(request, { nickName: `Reader ${lang}` });
    const title = `Spring release ${lang}`;

    // A member who is not a platform administrator neither sees nor reaches the administration.
    const readerPage = await pageOf(browser, base, reader, lang);
    await readerPage.goto('/admin/announcements');
    await expect(readerPage).toHaveURL('/index');
    await readerPage.getByTestId('user-menu').click();
    await expect(readerPage.getByRole('menuitem', { name: l.announcements })).toBeVisible();
    await expect(readerPage.getByRole('menuitem', { name: l.area })).toHaveCount(0);
    await readerPage.keyboard.press('Escape');

    try {
      // The administrator writes it and publishes it.
      const adminPage = await pageOf(browser, base, admin, lang);
      await adminPage.goto('/index');
      // Issue 35: one entry to the administration area, whose navigation holds the announcements' page.
      await userMenuEntry(adminPage, new RegExp(`^${l.area}$`));
      await expect(adminPage).toHaveURL('/admin');
      await adminPage.getByTestId('admin-nav').getByRole('menuitem', { name: l.administration }).click();
      await expect(adminPage).toHaveURL('/admin/announcements');
      await button(adminPage, l.create).first().click();
      const form = adminPage.getByRole('dialog');
      await form.getByLabel(l.title).fill(title);
      await form.getByLabel(l.body).click();
      await adminPage.keyboard.type('Boards are faster now.');
      await expectAccessible(adminPage);
      await button(form, l.save).click();
      await expect(form).toBeHidden();
      const row = adminPage.getByRole('row', { name: new RegExp(title) });
      await button(row, l.publish).click();
      await expect(row).toContainText(l.published);
      await expectAccessible(adminPage);

      // The reader's next start shows it once, with its type and text.
      await readerPage.goto('/index');
      const dialog = readerPage.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toContainText(l.type);
      await expect(dialog).toContainText('Boards are faster now.');
      await expectAccessible(readerPage);
      await button(dialog, l.gotIt).click();
      await expect(dialog).toBeHidden();
      await readerPage.reload();
      await expect(readerPage.getByTestId('main-menu')).toBeVisible();
      await expect(readerPage.getByRole('dialog')).toHaveCount(0);

      // It stays, read, in /user/message.
      await userMenuEntry(readerPage, l.announcements);
      await expect(readerPage.getByRole('button', { name: title })).toBeVisible();
      await expect(
        readerPage.getByRole('button', { name: title }).locator('..').getByTestId('unread-mark'),
      ).toHaveCount(0);

      // Withdrawn, it no longer greets anyone.
      await button(row, l.withdraw).click();
      await expect(row).toContainText(l.withdrawn);
    } finally {
      await withdrawLeftovers(request, admin, title);
    }
  });
}
