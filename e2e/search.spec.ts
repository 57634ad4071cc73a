import type { Page } from '@playwright/test';
import { apiCall, person } from './support/accounts';
import { expectAccessible } from './support/axe';
import { pick } from './support/pages';
import { seedMember, seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 35 "Search everywhere" (ADR 0127): a member of two projects opens the search page from the header, searches
 * once across both, narrows to one project, reloads the shared address and opens an issue it found. Someone else's
 * project with the same word stays out of every count.
 */

const labels = {
  zh: { open: '搜索', box: '搜索内容', project: '项目', issues: '问题', kind: '类别', all: '全部' },
  en: { open: 'Search', box: 'Search for', project: 'Project', issues: 'Issues', kind: 'Kind', all: 'All' },
} as const;

const words = {
  zh: { query: '登录', mine: '登录页验证码不显示', theirs: '登录后跳转到错误页面', stranger: '登录超时' },
  en: {
    query: 'sign-in',
    mine: 'Sign-in captcha is missing',
    theirs: 'Redirect after sign-in fails',
    stranger: 'Sign-in timeout',
  },
} as const;

type Lang = keyof typeof labels;

async function fileIssue(page: Page, token: string, projectId: number, questionName: string): Promise<number> {
  const { user } = await apiCall<{ user: { userId: number } }>(page.request, 'GET', '/getInfo', { token });
  const created = await apiCall<{ questionId: number }>(page.request, 'POST', '/questline/questionInfo', {
    token,
    data: { projectId, questionName, handlerUserIds: [user.userId] },
  });
  return created.questionId;
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`search everywhere: a member searches two projects, narrows, reloads and opens a hit (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const l = labels[lang];
    const w = words[lang];
    const base = baseURL ?? '';
    const member = await person(request, `Sol ${lang}`);
    const lead = await person(request, `Lia ${lang}`);
    const stranger = await person(request, `Sid ${lang}`);
    const own = await seedProject(request, member.token, `Apollo ${lang}`);
    const shared = await seedProject(request, lead.token, `Borealis ${lang}`);
    await seedMember(request, { projectId: shared.projectId, adminToken: lead.token, member });
    const foreign = await seedProject(request, stranger.token, `Citadel ${lang}`);

    const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } });
    await useToken(context, base, member.token);
    const page = await context.newPage();
    await speaks(page, lang);
    await fileIssue(page, member.token, own.projectId, w.mine);
    const theirs = await fileIssue(page, lead.token, shared.projectId, w.theirs);
    await fileIssue(page, stranger.token, foreign.projectId, w.stranger);

    // From the header to the page, one query over both projects.
    await page.goto('/index');
    await page.getByTestId('header-search').click();
    await expect(page).toHaveURL(/\/user\/searchPage$/);
    const box = page.getByRole('searchbox', { name: l.box });
    await box.fill(w.query);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(w.query)}`));
    const issues = page.getByTestId('search-group-issue');
    await expect(issues.getByRole('heading', { name: `${l.issues} (2)` })).toBeVisible();
    await expect(issues.getByRole('link', { name: w.mine })).toBeVisible();
    await expect(issues.getByRole('link', { name: w.theirs })).toBeVisible();
    await expect(issues).toContainText(`Borealis ${lang}`);
    await expect(issues.locator('mark').first()).toBeVisible();
    // The stranger's issue with the same word is in no count.
    await expect(page.getByRole('radiogroup', { name: l.kind })).toContainText(`${l.all} (2)`);
    await expectAccessible(page);

    // Narrowed to the shared project, the address keeps it through a reload.
    await pick(page, l.project, `Borealis ${lang}`);
    await expect(page).toHaveURL(new RegExp(`projectId=${String(shared.projectId)}`));
    await expect(issues.getByRole('heading', { name: `${l.issues} (1)` })).toBeVisible();
    await expect(issues.getByRole('link', { name: w.mine })).toBeHidden();
    await page.reload();
    await expect(issues.getByRole('link', { name: w.theirs })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: l.box })).toHaveValue(w.query);

    // The hit opens its issue in its own project.
    await issues.getByRole('link', { name: w.theirs }).click();
    await expect(page).toHaveURL(
      new RegExp(`/problem\\?projectId=${String(shared.projectId)}&questionId=${String(theirs)}`),
    );
    await expect(page.getByRole('heading', { name: new RegExp(w.theirs) })).toBeVisible();
    await context.close();
  });
}
