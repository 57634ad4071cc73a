import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiCall } from './support/accounts';
import { adminToken } from './support/administrator';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/journey';
import { seedSignedInUser } from './support/seed';
import { speaks, useToken } from './support/session';

/**
 * Issue 39 (ADR 0120): a shared link to /detailpage opens a published announcement or an update-log entry for
 * someone signed out and someone signed in, in the portal's frame, in their language; once the announcement is
 * withdrawn, its link shows the same not-found as an id never used. It publishes an announcement, which greets
 * everyone at their next start, so it runs after the announcements journey (playwright.config.ts).
 */
const WORDS = {
  zh: {
    announcement: '公告',
    updateLog: '更新日志',
    published: '发布时间',
    released: '发布日期',
    allReleases: '查看全部更新日志',
    notFound: '内容不存在或未公开',
    home: '返回首页',
    login: '登录',
    workspace: '进入工作台',
    nav: '首页',
  },
  en: {
    announcement: 'Announcement',
    updateLog: 'Update log',
    published: 'Published',
    released: 'Released',
    allReleases: 'See the whole update log',
    notFound: 'This item does not exist or is not public',
    home: 'Back to the home page',
    login: 'Sign in',
    workspace: 'Open workspace',
    nav: 'Home',
  },
} as const;
type Lang = keyof typeof WORDS;

async function inLanguage(page: Page, lang: Lang): Promise<Page> {
  await speaks(page, lang);
  return page;
}

async function signedInPage(browser: Browser, baseURL: string, token: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await useToken(context, baseURL, token);
  return inLanguage(await context.newPage(), lang);
}

/** What both visitors read: the object's heading, type, date label and text, in the portal's frame. */
async function expectDetail(
  page: Page,
  lang: Lang,
  shown: { title: string; type: string; dateLabel: string; text: string },
) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(shown.title);
  await expect(page).toHaveTitle(`${shown.title} · Questline`);
  const article = page.getByRole('article', { name: shown.title });
  await expect(article.locator('dd').first()).toHaveText(shown.type);
  await expect(article.getByText(shown.dateLabel, { exact: true })).toBeVisible();
  await expect(article).toContainText(shown.text);
  await expect(page.getByTestId('portal-nav').getByRole('link', { name: WORDS[lang].nav, exact: true })).toBeVisible();
  await expectAccessible(page);
}

async function expectNotFound(page: Page, lang: Lang) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS[lang].notFound);
  await expect(page.getByRole('link', { name: WORDS[lang].home })).toHaveAttribute('href', '/');
  await expect(page.getByRole('article')).toHaveCount(0);
}

/** However the journey ended, its announcement must not greet anyone and its release must leave the log. */
async function cleanUp(request: APIRequestContext, token: string, announcementId?: number, entryId?: number) {
  if (announcementId !== undefined) {
    await request.post('/prod-api/questline/admin/announcement/withdraw', {
      headers: { authorization: `Bearer ${token}` },
      data: { announcementId },
    });
  }
  if (entryId !== undefined) {
    await request.delete(`/prod-api/register/updateLog/${String(entryId)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

for (const lang of ['zh', 'en'] as const) {
  const words = WORDS[lang];

  test(`a shared link opens an announcement and a release signed out and signed in, and nothing else (${lang})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const admin = await adminToken(request);
    const title = `Detail page ${lang} ${String(Date.now())}`;
    const summary = `Shared releases ${lang} ${String(Date.now())}`;
    let announcementId: number | undefined;
    let entryId: number | undefined;
    try {
      announcementId = (
        await apiCall<{ announcementId: number }>(request, 'POST', '/questline/admin/announcement/add', {
          token: admin,
          data: { noticeTitle: title, noticeContent: '<p>Boards load <strong>twice as fast</strong>.</p>' },
        })
      ).announcementId;
      await apiCall(request, 'POST', '/questline/admin/announcement/publish', {
        token: admin,
        data: { announcementId },
      });
      entryId = (
        await apiCall<{ id: number }>(request, 'POST', '/register/updateLog', {
          token: admin,
          data: { day: '2026-03-02', locale: lang, summary, content: '<p>Links open one item.</p>' },
        })
      ).id;
      const announcementLink = `/detailpage?type=announcement&id=${String(announcementId)}`;
      const entryLink = `/detailpage?type=updateLog&id=${String(entryId)}`;
      const announcement = { title, type: words.announcement, dateLabel: words.published, text: 'twice as fast' };
      const entry = { title: summary, type: words.updateLog, dateLabel: words.released, text: 'Links open one item.' };

      // Signed out: the portal's header offers sign-in.
      const visitor = await inLanguage(page, lang);
      await visitor.goto(announcementLink);
      await expectDetail(visitor, lang, announcement);
      await expect(visitor.getByRole('link', { name: words.login, exact: true })).toBeVisible();
      await visitor.goto(entryLink);
      await expectDetail(visitor, lang, entry);
      // By keyboard to the whole log.
      await visitor.getByRole('link', { name: words.allReleases }).focus();
      await visitor.keyboard.press('Enter');
      await expect(visitor).toHaveURL('/updateLog');

      // Signed in: the same pages, and the header offers the workspace.
      const member = await signedInPage(
        browser,
        baseURL ?? '',
        await seedSignedInUser(request, { nickName: 'Reader' }),
        lang,
      );
      await member.goto(announcementLink);
      await expectDetail(member, lang, announcement);
      await expect(member.getByRole('link', { name: words.workspace })).toBeVisible();
      await member.goto(entryLink);
      await expectDetail(member, lang, entry);

      // Withdrawn, the announcement's link shows what an id never used and a mistyped link show.
      await apiCall(request, 'POST', '/questline/admin/announcement/withdraw', {
        token: admin,
        data: { announcementId },
      });
      await visitor.goto(announcementLink);
      await expectNotFound(visitor, lang);
      await expectAccessible(visitor);
      await member.goto(announcementLink);
      await expectNotFound(member, lang);
      await visitor.goto('/detailpage?type=updateLog&id=2147483647');
      await expectNotFound(visitor, lang);
      await visitor.goto('/detailpage?type=notice&id=1');
      await expectNotFound(visitor, lang);
      await expect(visitor).toHaveTitle(`${words.notFound} · Questline`);
    } finally {
      await cleanUp(request, admin, announcementId, entryId);
    }
  });
}
