import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { button, pick } from './support/pages';
import { expect, test } from './support/journey';
import { speaks } from './support/session';

const labels = {
  zh: {
    tryIt: '立即体验',
    banner: '这是在线体验',
    bannerBody: '你正以示例团队的“林晓”身份体验 Questline',
    register: '注册账号，继续使用',
    registerTitle: '创建账号',
    // The demo team's first defect of its Chinese project, waiting for its repair (apps/server/src/demo/content.ts).
    defect: '登录页面点击“获取验证码”无响应',
    startRepair: '开始修复',
    completeRepair: '完成修复',
    passReview: '审核通过',
    resolution: '解决方式',
    fixed: '已修复',
    confirm: '确定',
    status: (text: string) => `状态: ${text}`,
    resolved: '已解决',
  },
  en: {
    tryIt: 'Try it now',
    banner: 'This is the live demo',
    bannerBody: 'You are trying Questline as 林晓 of a sample team',
    register: 'Register to keep working',
    registerTitle: 'Create your account',
    defect: 'Dashboard chart shows yesterday as today',
    startRepair: 'Start repair',
    completeRepair: 'Complete repair',
    passReview: 'Pass review',
    resolution: 'Resolution',
    fixed: 'Fixed',
    confirm: 'Confirm',
    status: (text: string) => `Status: ${text}`,
    resolved: 'Resolved',
  },
} as const;
type Lang = keyof typeof labels;

/** A visitor's browser in the language of the run, signed out. */
async function visitor(context: BrowserContext, lang: Lang): Promise<Page> {
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

/** The id of the demo issue named `title` in the visitor's current project, read with the session the page holds. */
async function issueId(request: APIRequestContext, context: BrowserContext, title: string): Promise<number> {
  const token = decodeURIComponent(
    (await context.cookies()).find((cookie) => cookie.name === 'questline')?.value ?? '',
  );
  const headers = { authorization: `Bearer ${token}` };
  const mine = await request.post('/prod-api/questline/projectInfo/getMyProjectInfoList', { headers, data: {} });
  const { current } = ((await mine.json()) as { data: { current: { projectId: number } } }).data;
  const list = await request.post('/prod-api/questline/questionInfo/getProjectProblemListAll', {
    headers,
    data: { projectId: current.projectId, keyword: title },
  });
  const rows = ((await list.json()) as { rows: { questionId: number; questionName: string }[] }).rows;
  const found = rows.find((row) => row.questionName === title);
  if (!found) throw new Error(`no demo issue named ${title}`);
  return found.questionId;
}

async function openIssue(page: Page, questionId: number, title: string) {
  await page.goto(`/problem?questionId=${String(questionId)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  /**
   * Issue 39 "Tests": a visitor opens the demo from the home page, takes a defect of the demo team through repair and
   * review to resolved, and a second visitor's demo still has it waiting for its repair; the first then leaves for
   * registration, signed out.
   */
  test(`the live demo: one click from the home page, a defect through review, a second visitor untouched (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const l = labels[lang];
    const first = await browser.newContext({ baseURL });
    const page = await visitor(first, lang);
    await page.goto('/');
    await page.getByRole('link', { name: l.tryIt }).click();
    const banner = page.getByRole('region', { name: l.banner });
    await expect(banner).toContainText(l.bannerBody, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/problem$/);
    await expectAccessible(page);

    const mine = await issueId(request, first, l.defect);
    await openIssue(page, mine, l.defect);
    await button(page, l.startRepair).click();
    await button(page, l.completeRepair).click();
    const complete = page.getByRole('dialog');
    await pick(complete, l.resolution, l.fixed);
    await button(complete, l.confirm).click();
    await expect(complete).toBeHidden();
    await button(page, l.passReview).click();
    await expect(page.getByTestId('shared-tags').getByLabel(l.status(l.resolved))).toBeVisible();
    await expectAccessible(page);

    // A second visitor gets a demo of their own, where the same defect still waits for its repair.
    const second = await browser.newContext({ baseURL });
    const other = await visitor(second, lang);
    await other.goto('/demo');
    await expect(other.getByRole('region', { name: l.banner })).toBeVisible({ timeout: 15_000 });
    const theirs = await issueId(request, second, l.defect);
    expect(theirs).not.toBe(mine);
    await openIssue(other, theirs, l.defect);
    await expect(button(other, l.startRepair)).toBeVisible();
    await expect(other.getByTestId('shared-tags').getByLabel(l.status(l.resolved))).toHaveCount(0);
    await second.close();

    // Keeping one's work means an account: the banner signs the demo out on the way to registration.
    await page.getByRole('button', { name: l.register }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: l.registerTitle })).toBeVisible();
    expect((await first.cookies()).find((cookie) => cookie.name === 'questline')).toBeUndefined();
    await first.close();
  });
}
