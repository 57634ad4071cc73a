import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { apiCall, freshPhone, registerThroughApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button, confirmDialog } from './support/pages';
import { acceptInvitation, seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 8 "Done when": the project home and settings, in both languages (spec points 2 "index", 4, 5, 6,
 * 7 "Projects and to-dos", "Project users", 8 business messages). Users are seeded through the API.
 */

const labels = {
  zh: {
    create: '新建项目',
    join: '通过邀请码加入',
    name: '项目名称',
    description: '项目描述',
    createOk: '创建',
    created: '项目已创建',
    limitTitle: '项目数量已达上限',
    limitText: '您的免费版套餐最多可以有 5 个项目，您已有 5 个。',
    upgrade: '升级 VIP',
    settings: '设置',
    membersTab: '成员',
    transferTab: '转让与删除',
    generate: '生成邀请码',
    addCode: '邀请码',
    verifyCode: '验证码',
    joinOk: '加入',
    joined: (name: string) => `您已加入 ${name}`,
    addByPhone: '按手机号添加',
    phone: '手机号',
    addOk: '添加',
    added: '成员已添加',
    invitationSent: (phone: string) => `已向 ${phone} 发送邀请，对方接受后即可加入`,
    rename: '修改别名',
    alias: '在本项目中的别名',
    save: '保存',
    renamed: '别名已修改',
    setAdmin: '设为管理员',
    roleChanged: '角色已修改',
    admin: '管理员',
    newOwner: '新所有者',
    confirmName: (name: string) => `输入项目名称“${name}”以确认`,
    transfer: '转让',
    mismatch: '转让确认文字不匹配',
    transferred: '项目已转让',
    more: (name: string) => `${name} 的更多操作`,
    archive: '归档',
    unarchive: '取消归档',
    archivedView: '已归档',
    activeView: '进行中',
    recycleView: '回收站',
    ok: '确定',
    archivedDone: '项目已归档',
    unarchivedDone: '项目已取消归档',
    recycle: '移入回收站',
    recycled: '已移入回收站',
    restore: '恢复',
    restored: '项目已恢复',
    purge: /将于 .* 彻底清除/,
  },
  en: {
    create: 'New project',
    join: 'Join by code',
    name: 'Project name',
    description: 'Description',
    createOk: 'Create',
    created: 'Project created',
    limitTitle: 'Project limit reached',
    limitText: 'Your Free plan allows 5 projects and you have 5.',
    upgrade: 'Upgrade to VIP',
    settings: 'Settings',
    membersTab: 'Members',
    transferTab: 'Transfer & delete',
    generate: 'Generate codes',
    addCode: 'Invitation code',
    verifyCode: 'Verification code',
    joinOk: 'Join',
    joined: (name: string) => `You joined ${name}`,
    addByPhone: 'Add by phone',
    phone: 'Phone number',
    addOk: 'Add',
    added: 'Member added',
    invitationSent: (phone: string) => `An invitation was sent to ${phone}; they join once they accept it`,
    rename: 'Rename',
    alias: 'Alias in this project',
    save: 'Save',
    renamed: 'Alias changed',
    setAdmin: 'Make admin',
    roleChanged: 'Role changed',
    admin: 'Admin',
    newOwner: 'New owner',
    confirmName: (name: string) => `Type the project name “${name}” to confirm`,
    transfer: 'Transfer',
    mismatch: 'The transfer confirmation text does not match',
    transferred: 'Ownership transferred',
    more: (name: string) => `More actions for ${name}`,
    archive: 'Archive',
    unarchive: 'Unarchive',
    archivedView: 'Archived',
    activeView: 'Active',
    recycleView: 'Recycle bin',
    ok: 'OK',
    archivedDone: 'Project archived',
    unarchivedDone: 'Project unarchived',
    recycle: 'Move to recycle bin',
    recycled: 'Moved to the recycle bin',
    restore: 'Restore',
    restored: 'Project restored',
    purge: /Purged on /,
  },
} as const;
type Lang = keyof typeof labels;

async function signedIn(browser: Browser, baseURL: string, token: string, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext();
  await useToken(context, baseURL, token);
  // The script also runs in each new page's first, empty document (about:blank), whose storage is off limits.
  await context.addInitScript((language) => {
    if (window.location.origin !== 'null') window.localStorage.setItem('language', language);
  }, lang);
  return context;
}

function card(page: Page, name: string): Locator {
  return page.getByTestId('project-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function membersJourney(lang: Lang, browser: Browser, baseURL: string, request: APIRequestContext) {
  const l = labels[lang];
  const owner = await registerThroughApi(request);
  const colleague = await registerThroughApi(request);
  const third = await registerThroughApi(request);
  const project = `Atlas ${lang} ${owner.phone.slice(-4)}`;
  // The third person shares a team with the owner, so adding them by phone adds them at once (ADR 0099).
  const { teamId } = await apiCall<{ teamId: number }>(request, 'POST', '/questline/team/addTeam', {
    token: owner.token,
    data: { name: `Crew ${lang} ${owner.phone.slice(-4)}` },
  });
  await apiCall(request, 'POST', '/questline/team/addMember', {
    token: owner.token,
    data: { teamId, phone: third.phone },
  });
  await acceptInvitation(request, third.token, 'team', teamId);

  const ownerContext = await signedIn(browser, baseURL, owner.token, lang);
  const page = await ownerContext.newPage();
  await page.goto('/index');
  // The first load of the workspace may take a while on a busy machine.
  await expect(page.getByTestId('projects-empty')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);

  // Spec point 5: name required, no special characters; then the project is created.
  await button(page, l.create).first().click();
  const createDialog = page.getByRole('dialog');
  await createDialog.getByLabel(l.name).fill('a/b');
  await button(createDialog, l.createOk).click();
  await expect(
    createDialog.getByText(
      lang === 'zh' ? '项目名称 不能包含特殊字符' : 'Project name must not contain special characters',
    ),
  ).toBeVisible();
  await createDialog.getByLabel(l.name).fill(project);
  await createDialog.getByLabel(l.description).fill('Journey project');
  await button(createDialog, l.createOk).click();
  await expect(page.getByText(l.created).first()).toBeVisible();
  await expect(card(page, project)).toBeVisible();

  // Spec point 6 "Plan limits": the free plan's sixth project is refused with the upgrade offer.
  for (const index of [2, 3, 4, 5]) await seedProject(request, owner.token, `Filler ${String(index)}`);
  await button(page, l.create).first().click();
  await page.getByRole('dialog').getByLabel(l.name).fill('Sixth');
  await button(page.getByRole('dialog'), l.createOk).click();
  const limit = page.getByRole('dialog').filter({ hasText: l.limitTitle });
  await expect(limit.getByTestId('plan-limit-text')).toHaveText(l.limitText);
  await expectAccessible(page);
  await button(limit, l.upgrade).click();
  await expect(page).toHaveURL('/user/UpgradeAccount');

  // Invitation by code (spec points 5 and 9).
  await page.goto('/index');
  await button(card(page, project), l.settings).click();
  await page.getByRole('tab', { name: l.membersTab }).click();
  await button(page, l.generate).click();
  const addCode = (await page.getByTestId('add-code').textContent()) ?? '';
  const verifyCode = (await page.getByTestId('verify-code').textContent()) ?? '';
  await expect(page.getByTestId('add-code-countdown')).toHaveText(/^7[01]:\d\d:\d\d$/);
  await expectAccessible(page);

  const colleagueContext = await signedIn(browser, baseURL, colleague.token, lang);
  const colleaguePage = await colleagueContext.newPage();
  await colleaguePage.goto('/index');
  await button(colleaguePage, l.join).first().click();
  const joinDialog = colleaguePage.getByRole('dialog');
  await joinDialog.getByLabel(l.addCode).fill(addCode.toLowerCase());
  await joinDialog.getByLabel(l.verifyCode).fill(verifyCode);
  await button(joinDialog, l.joinOk).click();
  await expect(colleaguePage.getByText(l.joined(project)).first()).toBeVisible();
  await expect(card(colleaguePage, project)).toBeVisible();
  await colleagueContext.close();

  // Add by phone: a number that is no contact of the owner is invited (issue 28, point 11), the third
  // person, a contact, is added; rename the colleague, make the third an admin (spec point 6 "Project roles").
  const stranger = freshPhone();
  await button(page, l.addByPhone).click();
  await page.getByRole('dialog').getByLabel(l.phone).fill(stranger);
  await button(page.getByRole('dialog'), l.addOk).click();
  await expect(page.getByText(l.invitationSent(stranger)).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: stranger })).toHaveCount(0);
  await button(page, l.addByPhone).click();
  await page.getByRole('dialog').getByLabel(l.phone).fill(third.phone);
  await button(page.getByRole('dialog'), l.addOk).click();
  await expect(page.getByText(l.added).first()).toBeVisible();
  const colleagueRow = page.getByRole('row').filter({ hasText: colleague.phone });
  const thirdRow = page.getByRole('row').filter({ hasText: third.phone });
  await expect(thirdRow).toBeVisible();
  await button(colleagueRow, l.rename).click();
  await page.getByRole('dialog').getByLabel(l.alias).fill('Zed');
  await button(page.getByRole('dialog'), l.save).click();
  await expect(page.getByText(l.renamed).first()).toBeVisible();
  await expect(colleagueRow).toContainText('Zed');
  await button(thirdRow, l.setAdmin).click();
  await expect(page.getByText(l.roleChanged).first()).toBeVisible();
  await expect(thirdRow).toContainText(l.admin);

  // Transfer with the typed name (spec point 6): a mismatch is refused before sending.
  await page.getByRole('tab', { name: l.transferTab }).click();
  // Keyboard: type to filter the members, Enter picks the match.
  await page.getByLabel(l.newOwner).fill('Zed');
  await page.getByLabel(l.newOwner).press('Enter');
  await page.getByLabel(l.confirmName(project)).fill(`${project}x`);
  await button(page, l.transfer).click();
  await expect(page.getByText(l.mismatch)).toBeVisible();
  await page.getByLabel(l.confirmName(project)).fill(project);
  await button(page, l.transfer).click();
  await expect(page.getByText(l.transferred).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: l.transferTab })).toHaveCount(0);
  await ownerContext.close();
}

async function lifecycleJourney(
  lang: Lang,
  page: Page,
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
) {
  const l = labels[lang];
  const owner = await registerThroughApi(request);
  const keep = `Keep ${lang}`;
  const bin = `Bin ${lang}`;
  await seedProject(request, owner.token, keep);
  await seedProject(request, owner.token, bin);
  await useToken(context, baseURL, owner.token);
  await speaks(page, lang);
  await page.goto('/index');
  await expect(card(page, keep)).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);

  // Archive and unarchive (spec point 4 "Project").
  await page.getByRole('button', { name: l.more(keep) }).click();
  await page.getByRole('menuitem', { name: l.archive, exact: true }).click();
  await confirmDialog(page, l.ok);
  await expect(page.getByText(l.archivedDone).first()).toBeVisible();
  await expect(card(page, keep)).toHaveCount(0);
  await page.getByText(l.archivedView, { exact: true }).click();
  await expect(page).toHaveURL('/index?view=archived');
  await page.getByRole('button', { name: l.more(keep) }).click();
  await page.getByRole('menuitem', { name: l.unarchive }).click();
  await expect(page.getByText(l.unarchivedDone).first()).toBeVisible();
  await page.getByText(l.activeView, { exact: true }).click();
  await expect(card(page, keep)).toBeVisible();

  // The recycle bin and back (spec point 4; the purge time follows the plan's retention).
  await page.getByRole('button', { name: l.more(bin) }).click();
  await page.getByRole('menuitem', { name: l.recycle }).click();
  await confirmDialog(page, l.ok);
  await expect(page.getByText(l.recycled).first()).toBeVisible();
  await page.getByText(l.recycleView, { exact: true }).click();
  await expect(card(page, bin)).toContainText(l.purge);
  await expectAccessible(page);
  await button(card(page, bin), l.restore).click();
  await expect(page.getByText(l.restored).first()).toBeVisible();
  await page.getByText(l.activeView, { exact: true }).click();
  await expect(card(page, bin)).toBeVisible();
}

test.describe('projects', () => {
  test.describe.configure({ timeout: 150_000 });

  test('项目：新建、套餐上限、邀请码加入、按手机号添加、改别名、设管理员、转让 (zh)', async ({
    browser,
    baseURL,
    request,
  }) => {
    await membersJourney('zh', browser, baseURL ?? '', request);
  });

  test('projects: create, plan limit, join by code, add by phone, rename, admin, transfer (en)', async ({
    browser,
    baseURL,
    request,
  }) => {
    await membersJourney('en', browser, baseURL ?? '', request);
  });

  test('项目：归档与取消归档、移入回收站与恢复 (zh)', async ({ page, request, context, baseURL }) => {
    await lifecycleJourney('zh', page, request, context, baseURL ?? '');
  });

  test('projects: archive and unarchive, recycle bin and restore (en)', async ({ page, request, context, baseURL }) => {
    await lifecycleJourney('en', page, request, context, baseURL ?? '');
  });
});
