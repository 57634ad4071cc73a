import type { Page } from '@playwright/test';
import { apiCall } from './support/accounts';
import { expectAccessible } from './support/axe';
import { seedProject, seedSignedInUser } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 38, points 6 and 8: a new project's empty list invites to create the first issue; its statistics say
 * "no data" and "-" under a header that names the view; /libraryInfo without an id says so once; the to-dos
 * and messages answer with their empty states. Screenshots at 1366x768 and 390x844 go to
 * test-results/empty-states.
 */

const labels = {
  zh: {
    firstIssue: '创建第一个问题',
    statsTitle: '问题统计',
    noData: '当前筛选下暂无数据。',
    resolution: '平均解决用时',
    noSpace: '没有选择知识库，请从列表中打开一个。',
    noTodos: '没有待办，干得漂亮！',
    match: '没有符合条件的问题。',
  },
  en: {
    firstIssue: 'Create the first issue',
    statsTitle: 'Issue statistics',
    noData: 'No data for these filters yet.',
    resolution: 'Average time to resolve',
    noSpace: 'No knowledge base is chosen. Open one from the list.',
    noTodos: 'Nothing is waiting. Well done!',
    match: 'No issues match.',
  },
} as const;

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `test-results/empty-states/${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
}

for (const lang of ['zh', 'en'] as const) {
  test(`a new project's pages say what is empty only once answered (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const l = labels[lang];
    const token = await seedSignedInUser(request, { nickName: `Newcomer ${lang}` });
    const { projectId } = await seedProject(request, token, `Fresh ${lang}`);
    await speaks(page, lang);
    await useToken(context, baseURL ?? '', token);
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.goto('/problem');
    await expect(page.getByRole('button', { name: l.firstIssue })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `problem-new-${lang}`);
    await page.goto('/problem?keyword=nothing');
    await expect(page.getByText(l.match)).toBeVisible();

    await page.goto('/problem?view=stats');
    await expect(page.getByRole('heading', { level: 1, name: l.statsTitle })).toBeVisible();
    await expect(page.getByTestId('stats-resolution')).toHaveText(`${l.resolution}-`);
    await expect(page.getByText(l.noData).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `stats-empty-${lang}`);

    await page.goto('/libraryInfo');
    await expect(page.getByText(l.noSpace)).toBeVisible();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, `libraryInfo-${lang}`);

    await page.goto('/backlog');
    await expect(page.getByText(l.noTodos)).toBeVisible();
    await shoot(page, `backlog-empty-${lang}`);

    await page.goto('/user/message');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await shoot(page, `messages-${lang}`);

    const { user } = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token });
    await apiCall(request, 'POST', '/questline/questionInfo', {
      token,
      data: { projectId, questionName: 'First crash', handlerUserIds: [user.userId] },
    });
    await page.goto('/problem');
    await expect(page.getByRole('combobox', { name: lang === 'zh' ? '每页问题数' : 'Issues per page' })).toBeVisible();
    await shoot(page, `problem-one-${lang}`);
  });
}

for (const lang of ['zh', 'en'] as const) {
  test(`sign-in shows both tabs on a phone, and the update log's year picker (${lang})`, async ({ page }) => {
    await speaks(page, lang);
    await page.goto('/login');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('tab').nth(1)).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)')).toHaveCount(0);
    await shoot(page, `login-${lang}`);
    await page.goto('/updateLog');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await shoot(page, `updateLog-${lang}`);
  });
}
