import type { Browser, Locator, Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button, pick } from './support/pages';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 38 "Done when": the two-person task a new team does first, in the browser only, in at most 30 clicks.
 * An owner, just signed in, creates a project and makes an invitation link; a teammate opens it, registers with a
 * password and lands in the project; the owner files a defect for the teammate, who completes the repair saying it
 * is fixed; the owner passes the review and the defect is resolved. The first try of this task took 41 clicks.
 *
 * Every click a person makes goes through `Tally`: a button, a tab, a menu entry, a select and its option (two),
 * a checkbox, and a click into a field that does not already have the focus. Moving to the next field with Tab and
 * typing are keyboard work and count nothing.
 */
const labels = {
  zh: {
    newProject: '新建项目',
    projectName: '项目名称',
    create: '创建',
    settings: '设置',
    membersTab: '成员',
    newLink: '新建邀请链接',
    createLink: '创建链接',
    copy: '复制',
    name: '姓名',
    account: '用户名或邮箱',
    password: '密码',
    confirmPassword: '确认密码',
    join: '创建账号并加入',
    issuesMenu: '问题',
    newIssue: '新建问题',
    title: '标题',
    handlers: '处理人',
    submit: '提交',
    completeRepair: '完成修复',
    resolution: '解决方式',
    fixed: '已修复',
    confirm: '确定',
    passReview: '审核通过',
    resolved: '状态: 已解决',
  },
  en: {
    newProject: 'New project',
    projectName: 'Project name',
    create: 'Create',
    settings: 'Settings',
    membersTab: 'Members',
    newLink: 'New invitation link',
    createLink: 'Create link',
    copy: 'Copy',
    name: 'Your name',
    account: 'User name or e-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    join: 'Create account and join',
    issuesMenu: 'Issues',
    newIssue: 'New issue',
    title: 'Title',
    handlers: 'Handlers',
    submit: 'Submit',
    completeRepair: 'Complete repair',
    resolution: 'Resolution',
    fixed: 'Fixed',
    confirm: 'Confirm',
    passReview: 'Pass review',
    resolved: 'Status: Resolved',
  },
} as const;
type Lang = keyof typeof labels;

/** The clicks both people make, counted as the file's comment says. */
class Tally {
  count = 0;

  async click(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }

  /** A select opened and one of its options chosen: two clicks, however often `pick` had to retry them. */
  async pick(scope: Page | Locator, label: string, option: string): Promise<void> {
    this.count += 2;
    await pick(scope, label, option);
  }

  /**
   * Opens an issue of the list in its drawer. A click that lands while the list redraws for a live update is
   * lost on a loaded machine, as a person's would be; the person clicks again, and so does this, counting both.
   */
  async openIssue(page: Page, title: string): Promise<Locator> {
    const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('shared-tags') });
    await expect(async () => {
      if (await drawer.isVisible()) return;
      await this.click(page.getByRole('button', { name: title, exact: true }));
      await expect(drawer).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    return drawer;
  }

  /** Types into a field, counting a click to reach it unless the focus is already there. */
  async type(field: Locator, text: string): Promise<void> {
    if (!(await field.evaluate((element) => element === document.activeElement))) this.count += 1;
    await field.fill(text);
  }

  /** Tab to the next field (past a password's show button) and type into it: keyboard only. */
  async tabAndType(page: Page, field: Locator, text: string): Promise<void> {
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press('Tab');
      if (await field.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(field).toBeFocused();
    await field.fill(text);
  }
}

/** An entry of the left menu by its label (its icon's name comes first). */
function menuEntry(page: Page, label: string): Locator {
  return page.getByTestId('main-menu').getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) });
}

async function browserOf(browser: Browser, baseURL: string, lang: Lang, token?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  if (token) await useToken(context, baseURL, token);
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`two people: a project, an invitation, a defect filed, fixed and verified in at most 30 clicks (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const l = labels[lang];
    const base = baseURL ?? '';
    const tally = new Tally();
    const owner = await registerThroughApi(request);
    const projectName = `Lighthouse ${lang} ${owner.phone.slice(-4)}`;
    const teammateName = `Mate ${lang} ${owner.phone.slice(-4)}`;
    const issueTitle = 'Search returns nothing for accented words';

    // The owner has just signed in: the workspace opens on the project home.
    const ownerPage = await browserOf(browser, base, lang, owner.token);
    await ownerPage.goto('/index');
    await tally.click(button(ownerPage, l.newProject).first());
    const create = ownerPage.getByRole('dialog');
    await tally.type(create.getByLabel(l.projectName), projectName);
    await tally.click(button(create, l.create));
    await expect(create).toBeHidden();

    const card = ownerPage
      .getByTestId('project-card')
      .filter({ has: ownerPage.getByRole('heading', { name: projectName, exact: true }) });
    await tally.click(button(card, l.settings));
    await tally.click(ownerPage.getByRole('tab', { name: l.membersTab }));
    await tally.click(button(ownerPage, l.newLink));
    const linkDialog = ownerPage.getByRole('dialog');
    await tally.click(button(linkDialog, l.createLink));
    await expect(linkDialog).toBeHidden();
    const created = ownerPage.getByTestId('created-link');
    await tally.click(created.getByRole('button', { name: l.copy }));
    const url = await ownerPage.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);

    // The teammate pastes the link into a browser of their own and registers with a password.
    const matePage = await browserOf(browser, base, lang);
    await matePage.goto(new URL(url).pathname);
    await tally.type(matePage.getByLabel(l.name), teammateName);
    await tally.tabAndType(matePage, matePage.getByLabel(l.account), `mate.${lang}.${owner.phone.slice(-6)}`);
    await tally.tabAndType(matePage, matePage.getByLabel(l.password, { exact: true }), 'mate-pass-1');
    await tally.tabAndType(matePage, matePage.getByLabel(l.confirmPassword), 'mate-pass-1');
    await tally.click(matePage.getByRole('checkbox'));
    await tally.click(button(matePage, l.join));
    await expect(matePage).toHaveURL(/\/index/);
    await expect(matePage.getByText(projectName).first()).toBeVisible({ timeout: 15_000 });

    // The owner files the defect for the teammate from the issue list of the new project.
    await tally.click(menuEntry(ownerPage, l.issuesMenu));
    await tally.click(button(ownerPage, l.newIssue));
    const form = ownerPage.getByRole('dialog');
    await tally.type(form.getByLabel(l.title), issueTitle);
    await tally.pick(form, l.handlers, teammateName);
    await tally.click(button(form, l.submit));
    await expect(form).toBeHidden();

    // The teammate finds it in the project's issues and completes the repair: fixed.
    await tally.click(menuEntry(matePage, l.issuesMenu));
    const mateDrawer = await tally.openIssue(matePage, issueTitle);
    await tally.click(button(mateDrawer, l.completeRepair));
    const complete = matePage.getByRole('dialog').filter({ has: matePage.getByTestId('action-form') });
    await tally.pick(complete, l.resolution, l.fixed);
    await tally.click(button(complete, l.confirm));
    await expect(complete).toBeHidden();
    await expect(button(mateDrawer, l.completeRepair)).toBeHidden();

    // The owner opens it and passes the review: resolved.
    const ownerDrawer = await tally.openIssue(ownerPage, issueTitle);
    const pass = button(ownerDrawer, l.passReview);
    // After a completion the review is the expected step, so it is the primary button.
    await expect(pass).toHaveClass(/ant-btn-primary/);
    await tally.click(pass);
    await expect(ownerDrawer.getByTestId('shared-tags').getByLabel(l.resolved)).toBeVisible();
    await expectAccessible(ownerPage);

    expect(tally.count).toBeLessThanOrEqual(30);
    test.info().annotations.push({ type: 'clicks', description: String(tally.count) });
    console.log(`two-person task (${lang}): ${String(tally.count)} clicks`);
  });
}
