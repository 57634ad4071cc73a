import { type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from './support/accounts';
import { expectAccessible } from './support/axe';
import { pick } from './support/pages';
import { seedProject, seedSignedInUser } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 13 "statistics and the big screen" (spec points 1, 2 "bigScreen", /bigScreenFull): the statistics
 * tab of /problem counts a project's issues and changes when one is resolved through the API; the version
 * and date filters narrow it; the wall display updates within a second of a workflow action done through
 * the API, and fits 1920x1080 and 3840x2160 without scrollbars. Screenshots go to test-results/statistics.
 */

const labels = {
  zh: {
    statsTab: '统计',
    total: '问题总数',
    open: '未完成',
    byStatus: '按状态',
    resolved: '已解决',
    toSolve: '待解决',
    version: '版本',
    live: '实时',
    largeScreen: '大屏',
    openInfo: '大屏展示',
  },
  en: {
    statsTab: 'Statistics',
    total: 'Issues',
    open: 'Open',
    byStatus: 'By status',
    resolved: 'Resolved',
    toSolve: 'To solve',
    version: 'Version',
    live: 'Live',
    largeScreen: 'Big screen',
    openInfo: 'Wall display',
  },
} as const;
type Lang = keyof typeof labels;

interface Seeded {
  token: string;
  projectId: number;
  questionIds: number[];
}

async function seed(request: APIRequestContext, lang: Lang): Promise<Seeded> {
  const token = await seedSignedInUser(request, { nickName: `Statistician ${lang}` });
  const { user } = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token });
  const { projectId } = await seedProject(request, token, `Stats ${lang}`);
  const { versionId } = await apiCall<{ versionId: number }>(request, 'POST', '/questline/projectVersion', {
    token,
    data: { projectId, versionName: 'v1.0' },
  });
  const questionIds: number[] = [];
  for (const [index, inVersion] of [true, false, false].entries()) {
    const created = await apiCall<{ questionId: number }>(request, 'POST', '/questline/questionInfo', {
      token,
      data: {
        projectId,
        questionName: `Checkout fails ${String(index + 1)}`,
        handlerUserIds: [user.userId],
        versionId: inVersion ? versionId : null,
      },
    });
    questionIds.push(created.questionId);
  }
  return { token, projectId, questionIds };
}

/** CompleteRepair then AdoptReview: the owner is both handler and creator, so the issue ends resolved. */
async function resolve(request: APIRequestContext, seeded: Seeded, questionId: number): Promise<void> {
  const detail = await apiCall<{ updateTime: string }>(
    request,
    'GET',
    `/questline/questionInfo/getQuestionInfo?projectId=${String(seeded.projectId)}&questionId=${String(questionId)}`,
    { token: seeded.token },
  );
  const completed = await apiCall<{ updateTime: string }>(
    request,
    'POST',
    '/questline/questionInfo/questionByCompleteRepair',
    { token: seeded.token, data: { projectId: seeded.projectId, questionId, updateTime: detail.updateTime } },
  );
  await apiCall(request, 'POST', '/questline/questionInfo/questionByAdoptReview', {
    token: seeded.token,
    data: { projectId: seeded.projectId, questionId, updateTime: completed.updateTime },
  });
}

const kpi = (page: Page, name: string) =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('.ant-statistic-content');

async function noScrollbars(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await expect(page.getByTestId('board-canvas')).toBeVisible();
  const fits = await page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth <= root.clientWidth && root.scrollHeight <= root.clientHeight;
  });
  expect(fits, `no scrollbars at ${String(width)}x${String(height)}`).toBe(true);
}

for (const lang of ['zh', 'en'] as const) {
  test(`statistics change with the workflow, filter, and the big screen follows live (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const l = labels[lang];
    const seeded = await seed(request, lang);
    await speaks(page, lang);
    await useToken(context, baseURL ?? '', seeded.token);

    await page.goto('/problem');
    await page.getByRole('tab', { name: l.statsTab }).click();
    await expect(page).toHaveURL(/view=stats/);
    await expect(kpi(page, l.total)).toHaveText('3');
    await expect(kpi(page, l.open)).toHaveText('3');
    await expect(page.getByRole('img', { name: `${l.byStatus}: ${l.toSolve} 3` })).toBeVisible();
    await expectAccessible(page);

    // Resolved through the API: the tab hears the project room and refetches without a reload.
    await resolve(request, seeded, seeded.questionIds[1] as number);
    await expect(kpi(page, l.open)).toHaveText('2');
    await expect(page.getByRole('img', { name: `${l.byStatus}: ${l.toSolve} 2, ${l.resolved} 1` })).toBeVisible();
    await page.screenshot({ path: `test-results/statistics/stats-${lang}.png`, fullPage: true });

    await pick(page, l.version, 'v1.0');
    await expect(page).toHaveURL(/versionId=\d+/);
    await expect(kpi(page, l.total)).toHaveText('1');
    await page.goto('/problem?view=stats&from=2020-01-01&to=2020-01-31');
    await expect(kpi(page, l.total)).toHaveText('0');

    await page.goto('/bigScreen');
    await expect(page.getByRole('heading', { level: 1, name: l.largeScreen })).toBeVisible();
    await expect(page.getByRole('link', { name: `${l.openInfo}: Stats ${lang}` })).toBeVisible();
    await expectAccessible(page);

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/bigScreenFull');
    await expect(page.getByTestId('board-project')).toHaveText(`Stats ${lang}`);
    await expect(page.getByRole('status')).toHaveText(l.live);
    await expect(page.getByTestId('board-resolvedToday')).toHaveText('1');
    await expect(page.getByTestId('board-open')).toHaveText('2');
    await expectAccessible(page);

    await resolve(request, seeded, seeded.questionIds[2] as number);
    await expect(page.getByTestId('board-resolvedToday')).toHaveText('2', { timeout: 1_000 });
    await expect(page.getByTestId('board-open')).toHaveText('1', { timeout: 1_000 });
    await page.screenshot({ path: `test-results/statistics/board-${lang}-1920.png` });

    await noScrollbars(page, 1920, 1080);
    await noScrollbars(page, 3840, 2160);
    await page.screenshot({ path: `test-results/statistics/board-${lang}-3840.png` });
  });
}
