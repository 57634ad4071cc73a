import { type Browser, type Page } from '@playwright/test';
import { apiCall, person, type Person } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button, pick } from './support/pages';
import { seedMember, seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 13 (plans): an administrator builds a plan group with a plan and a milestone, adds a link and a file as
 * the plan's deliverables, links two issues to the plan from the issue list, resolves one and sees the plan's
 * progress change, drags the plan's bar on the Gantt and sees its dates saved; a member reads it all without
 * changing it (spec points 3 "Project plan item", 5 "Milestone and plan", 7 updateBatchProblemPlan).
 */

const labels = {
  zh: {
    plansTab: '计划',
    issuesTab: '问题',
    add: '新建计划项',
    addChild: '添加下级',
    name: '名称',
    type: '类型',
    milestone: '里程碑',
    assignee: '负责人',
    publishTime: '发布时间',
    ok: '确定',
    deliverables: '交付物',
    fileName: '文件名',
    url: '链接地址',
    addLink: '添加链接',
    download: '下载',
    open: '打开',
    setPlan: '设置计划',
    plan: '计划',
    progress: (name: string, percent: number, done: number) => `${name} 进度 ${percent}%（${done}/2 个问题已解决）`,
    readOnly: '只有项目管理员可以修改计划',
    badLink: '链接格式不正确',
  },
  en: {
    plansTab: 'Plan',
    issuesTab: 'Issues',
    add: 'New plan item',
    addChild: 'Add below',
    name: 'Name',
    type: 'Type',
    milestone: 'Milestone',
    assignee: 'Assignee',
    publishTime: 'Publishing time',
    ok: 'OK',
    deliverables: 'Deliverables',
    fileName: 'File name',
    url: 'Link address',
    addLink: 'Add link',
    download: 'Download',
    open: 'Open',
    setPlan: 'Set plan',
    plan: 'Plan',
    progress: (name: string, percent: number, done: number) =>
      `${name} progress ${percent}% (${done} of 2 issues resolved)`,
    readOnly: 'Only project administrators change the plan',
    badLink: 'The link is not valid',
  },
} as const;

const words = {
  zh: { group: '2.0 版本', plan: '结算', milestone: '公测', issueA: '支付按钮无响应', issueB: '订单金额错误' },
  en: { group: 'Release 2.0', plan: 'Checkout', milestone: 'Beta', issueA: 'Pay button dead', issueB: 'Wrong total' },
} as const;
type Lang = keyof typeof labels;

async function pageOf(browser: Browser, baseURL: string, who: Person, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await useToken(context, baseURL, who.token);
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Fills a plan item's dialog: name, and for a plan or milestone the assignee and publishing time. */
async function fillItem(page: Page, lang: Lang, fields: { name: string; assignee?: string; milestone?: boolean }) {
  const l = labels[lang];
  const dialog = page.getByRole('dialog');
  if (fields.milestone) await pick(dialog, l.type, l.milestone);
  await dialog.getByLabel(l.name, { exact: true }).fill(fields.name);
  if (fields.assignee) {
    await pick(dialog, l.assignee, fields.assignee);
    await dialog.getByLabel(l.publishTime).fill(isoDay(20));
    // Tab commits the typed date; Enter would also submit the form under the OK button's click.
    await dialog.getByLabel(l.publishTime).press('Tab');
  }
  await button(dialog, l.ok).click();
  await expect(dialog).toBeHidden();
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`project plans: build, deliver, link issues, see progress, drag on the Gantt; a member reads (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const l = labels[lang];
    const w = words[lang];
    const base = baseURL ?? '';
    const admin = await person(request, `Ada ${lang}`);
    const member = await person(request, `Max ${lang}`);
    const { projectId } = await seedProject(request, admin.token, `Shop plan ${lang}`);
    await seedMember(request, { projectId, adminToken: admin.token, member });
    for (const who of [admin, member]) {
      await apiCall(request, 'POST', '/questline/projectInfo/getMyProjectInfoList', {
        token: who.token,
        data: { projectId },
      });
    }
    const { user } = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token: admin.token });
    const issues = [];
    for (const questionName of [w.issueA, w.issueB]) {
      issues.push(
        await apiCall<{ questionId: number; updateTime: string }>(request, 'POST', '/questline/questionInfo', {
          token: admin.token,
          data: { projectId, questionName, handlerUserIds: [user.userId] },
        }),
      );
    }

    // The plan tree: a group, a plan and a milestone below it, made in the dialog.
    const page = await pageOf(browser, base, admin, lang);
    await page.goto('/problem?view=plans');
    await page.getByRole('button', { name: l.add }).click();
    await fillItem(page, lang, { name: w.group });
    await page.getByRole('button', { name: l.addChild }).click();
    await fillItem(page, lang, { name: w.plan, assignee: admin.name });
    await page.getByRole('button', { name: l.addChild }).click();
    await fillItem(page, lang, { name: w.milestone, assignee: admin.name, milestone: true });
    const gantt = page.getByTestId('plan-gantt');
    await expect(gantt.getByRole('button')).toHaveCount(3);
    await expectAccessible(page);

    // Deliverables of the plan: a bad link is refused, then a link and a file; the file downloads.
    await page.getByRole('button', { name: `${l.deliverables} (0): ${w.plan}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel(l.fileName).fill('Design');
    await drawer.getByLabel(l.url).fill('example.com/design');
    await button(drawer, l.addLink).click();
    await expect(drawer.getByText(l.badLink)).toBeVisible();
    await drawer.getByLabel(l.url).fill('https://example.com/design');
    await button(drawer, l.addLink).click();
    await expect(drawer.getByRole('link', { name: `${l.open} Design` })).toBeVisible();
    await drawer.locator('input[type=file]').setInputFiles({
      name: 'review-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('minutes of the design review'),
    });
    const fileLink = drawer.getByRole('link', { name: `${l.download} review-notes.txt` });
    await expect(fileLink).toBeVisible();
    const download = page.waitForEvent('download');
    await fileLink.click();
    expect((await download).suggestedFilename()).toBe('review-notes.txt');
    // The pointer and focus leave the link, so axe sees its colour at rest rather than antd's lighter hover.
    await page.mouse.move(0, 0);
    await fileLink.blur();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: `${l.deliverables} (2): ${w.plan}` })).toBeVisible();

    // Both issues to the plan from the issue list; resolving one moves the plan to 50%.
    await page.getByRole('tab', { name: l.issuesTab }).click();
    for (const name of [w.issueA, w.issueB]) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
    await button(page, l.setPlan).click();
    const batch = page.getByRole('dialog');
    await pick(batch, l.plan, w.plan);
    await button(batch, l.ok).click();
    await expect(batch).toBeHidden();
    await page.getByRole('tab', { name: l.plansTab }).click();
    await expect(page.getByRole('progressbar', { name: l.progress(w.plan, 0, 0) })).toBeVisible();
    const first = issues[0] as { questionId: number; updateTime: string };
    const repaired = await apiCall<{ updateTime: string }>(
      request,
      'POST',
      '/questline/questionInfo/questionByCompleteRepair',
      {
        token: admin.token,
        data: { projectId, questionId: first.questionId, updateTime: await questionTime(first.questionId) },
      },
    );
    await apiCall(request, 'POST', '/questline/questionInfo/questionByAdoptReview', {
      token: admin.token,
      data: { projectId, questionId: first.questionId, updateTime: repaired.updateTime },
    });
    await page.reload();
    await expect(page.getByRole('progressbar', { name: l.progress(w.plan, 50, 1) })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: l.progress(w.group, 50, 1) })).toBeVisible();

    // Drag the plan's bar three days later with the mouse; the dates survive a reload.
    const bar = gantt.getByRole('button', { name: new RegExp(`${w.plan}：|${w.plan}:`) });
    await expect(bar).toHaveAttribute('data-start', isoDay(0));
    const box = await bar.boundingBox();
    if (!box) throw new Error('the plan bar is not on screen');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + 28 * 1.5, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 20 + 28 * 3, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(bar).toHaveAttribute('data-start', isoDay(3));
    await expect(bar).toHaveAttribute('data-end', isoDay(16));
    await page.reload();
    await expect(page.getByText(`${isoDay(3)} ~ ${isoDay(16)}`)).toBeVisible();
    await gantt.screenshot({ path: test.info().outputPath(`gantt-${lang}.png`) });

    // A member reads the plan, its progress and deliverables, and cannot change them.
    const reader = await pageOf(browser, base, member, lang);
    await reader.goto('/problem?view=plans');
    await expect(reader.getByText(l.readOnly)).toBeVisible();
    await expect(reader.getByRole('progressbar', { name: l.progress(w.plan, 50, 1) })).toBeVisible();
    await expect(reader.getByRole('button', { name: l.add })).toHaveCount(0);
    const readerBar = reader
      .getByTestId('plan-gantt')
      .getByRole('button', { name: new RegExp(`${w.plan}：|${w.plan}:`) });
    await readerBar.focus();
    await reader.keyboard.press('ArrowRight');
    await expect(readerBar).toHaveAttribute('data-start', isoDay(3));
    await expectAccessible(reader);
    await reader.context().close();
    await page.context().close();

    async function questionTime(questionId: number): Promise<string> {
      const detail = await apiCall<{ updateTime: string }>(
        request,
        'GET',
        `/questline/questionInfo/getQuestionInfo?projectId=${projectId}&questionId=${questionId}`,
        { token: admin.token },
      );
      return detail.updateTime;
    }
  });
}
