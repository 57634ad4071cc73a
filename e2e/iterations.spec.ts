import { type Browser, type Page } from '@playwright/test';
import { apiCall, registerThroughApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button } from './support/pages';
import { seedMember, seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 13 "iterations": an admin creates an iteration, adds issues to it in bulk, moves cards through the
 * stages by mouse and by keyboard, closes an issue and sees the burndown fall; a member sees the same board
 * read-only (spec points 1, 4 "Iteration stages", 5 "Iteration", 7 getProjectIterationRanJinTuData,
 * updateBatchProblemIteration).
 */

const labels = {
  zh: {
    tab: '迭代',
    newIteration: '新建迭代',
    name: '名称',
    save: '保存',
    addIssues: '加入问题',
    pick: '项目中不在此迭代的问题',
    add: '加入',
    readOnly: '你可以查看看板；移动卡片和加入问题由项目管理员操作。',
    notStarted: '未开始',
    completed: '已完成',
    moveCard: (number: number) => `把 #${String(number)} 移到其他阶段`,
    today: (open: number, hours: number) => `今天：${String(open)} 个未完成问题，剩余 ${String(hours)} 小时`,
    open: (name: string) => `查看: ${name}`,
  },
  en: {
    tab: 'Iterations',
    newIteration: 'New iteration',
    name: 'Name',
    save: 'Save',
    addIssues: 'Add issues',
    pick: 'Issues of the project not in this iteration',
    add: 'Add',
    readOnly: 'You can look at the board; project admins move cards and add issues.',
    notStarted: 'Not started',
    completed: 'Completed',
    moveCard: (number: number) => `Move #${String(number)} to a stage`,
    today: (open: number, hours: number) => `Today: ${String(open)} open issues, ${String(hours)} hours remaining`,
    open: (name: string) => `Open: ${name}`,
  },
} as const;
type Lang = keyof typeof labels;

interface Person {
  token: string;
  phone: string;
}

async function pageOf(browser: Browser, baseURL: string, who: Person, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
  await useToken(context, baseURL, who.token);
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`iterations: create, fill in bulk, move cards, burn down, and a member's read-only board (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const l = labels[lang];
    const base = baseURL ?? '';
    const owner: Person = await registerThroughApi(request);
    const member: Person = await registerThroughApi(request);
    const { projectId } = await seedProject(request, owner.token, `Sprints ${lang}`);
    await seedMember(request, { projectId, adminToken: owner.token, member });
    for (const who of [owner, member]) {
      await apiCall(request, 'POST', '/questline/projectInfo/getMyProjectInfoList', {
        token: who.token,
        data: { projectId },
      });
    }
    await apiCall(request, 'POST', '/questline/iterationStage', {
      token: owner.token,
      data: { projectId, stageName: lang === 'zh' ? '评审' : 'Review' },
    });
    const { user } = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token: owner.token });
    const issues: { questionId: number; number: number }[] = [];
    for (const [title, hours] of [
      ['Checkout fails', 5],
      ['Slow search', 3],
      ['Typo on home', 1],
    ] as const) {
      issues.push(
        await apiCall(request, 'POST', '/questline/questionInfo', {
          token: owner.token,
          data: { projectId, questionName: title, handlerUserIds: [user.userId], estimatedHours: hours },
        }),
      );
    }
    const [first, second, third] = issues;
    if (!first || !second || !third) throw new Error('three issues seeded');

    // The admin creates an iteration on the /problem tab; saving it opens its board and burndown.
    const page = await pageOf(browser, base, owner, lang);
    await page.goto('/problem?view=iterations');
    await expect(page.getByRole('tab', { name: l.tab, selected: true })).toBeVisible({ timeout: 15_000 });
    await button(page, l.newIteration).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(l.name).fill(`Sprint ${lang}`);
    await expectAccessible(page);
    await button(dialog, l.save).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/iterationId=\d+/);
    await expect(page.getByTestId('burndown-today')).toHaveText(l.today(0, 0));

    // Bulk: the three issues join the iteration in its first stage.
    await button(page, l.addIssues).click();
    const adder = page.getByRole('dialog');
    const picker = adder.getByRole('combobox', { name: l.pick });
    for (const issue of issues) {
      await picker.click();
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: `#${String(issue.number)} ` })
        .click();
    }
    // The open dropdown covers the footer; a click on the title closes it (Escape would close the dialog).
    await adder.locator('.ant-modal-title').click();
    await button(adder.locator('.ant-modal-footer'), l.add).click();
    await expect(adder).toBeHidden();
    const column = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(column(l.notStarted).getByTestId(/^card-/)).toHaveCount(3);
    await expect(page.getByTestId('burndown-today')).toHaveText(l.today(3, 9));

    // A card dragged with the mouse, another moved from the keyboard with its menu.
    const review = lang === 'zh' ? '评审' : 'Review';
    await page.getByTestId(`card-${String(first.number)}`).dragTo(column(review));
    await expect(column(review).getByTestId(`card-${String(first.number)}`)).toBeVisible();
    await page.getByRole('button', { name: l.moveCard(second.number) }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: l.completed }).focus();
    await page.keyboard.press('Enter');
    await expect(column(l.completed).getByTestId(`card-${String(second.number)}`)).toBeVisible();
    await expectAccessible(page);

    // Closing an issue burns the burndown down; the board stage alone does not (ADR 0059).
    const seen = await apiCall<{ updateTime: string }>(
      request,
      'GET',
      `/questline/questionInfo/getQuestionInfo?projectId=${String(projectId)}&questionId=${String(second.questionId)}`,
      { token: owner.token },
    );
    await apiCall(request, 'POST', '/questline/questionInfo/questionByClose', {
      token: owner.token,
      data: { projectId, questionId: second.questionId, updateTime: seen.updateTime },
    });
    await page.reload();
    await expect(page.getByTestId('burndown-today')).toHaveText(l.today(2, 6));
    await expect(page.getByTestId('burndown-chart')).toBeVisible();
    await page
      .getByRole('region', { name: new RegExp(review) })
      .first()
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`board-${lang}.png`), fullPage: true });
    await page.getByTestId('burndown-chart').screenshot({ path: test.info().outputPath(`burndown-${lang}.png`) });
    await expectAccessible(page);

    // The member opens the same iteration: the board without drag or menus.
    const memberPage = await pageOf(browser, base, member, lang);
    await memberPage.goto('/problem?view=iterations');
    await memberPage.getByRole('button', { name: l.open(`Sprint ${lang}`) }).click();
    await expect(memberPage.getByText(l.readOnly)).toBeVisible();
    await expect(memberPage.getByTestId(`card-${String(third.number)}`)).toBeVisible();
    await expect(memberPage.getByRole('button', { name: l.moveCard(third.number) })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: l.newIteration })).toHaveCount(0);
    await expect(memberPage.getByTestId('burndown-today')).toHaveText(l.today(2, 6));
    await memberPage.screenshot({ path: test.info().outputPath(`member-${lang}.png`), fullPage: true });
    await expectAccessible(memberPage);
  });
}
