import type { Browser, Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts';
import { adminToken } from './support/administrator';
import { expectAccessible } from './support/axe';
import { button } from './support/pages';
import { seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 38 point 2 (ADR 0108): teammates join without an SMS vendor. The shared e2e server texts nothing
 * (SMS_PROVIDER=log), so the register page says so; a project admin makes an invitation link, and a new person
 * opens it in a browser of their own, registers with a password and lands in the project. The platform
 * administrator makes an account and its holder sets a password with the one-time link.
 */
const labels = {
  zh: {
    membersTab: '成员',
    newLink: '新建邀请链接',
    createLink: '创建链接',
    smsNotTexted: '本站无法发送短信验证码',
    invited: (project: string) => new RegExp(`邀请您加入项目“${project}”`),
    name: '姓名',
    account: '用户名或邮箱',
    password: '密码',
    confirm: '确认密码',
    join: '创建账号并加入',
    usedUp: '邀请链接的使用次数已用完',
    newAccount: '新建账号',
    accountName: '姓名',
    createAccount: '创建账号',
    userName: '用户名',
    setPassword: '设置密码并登录',
  },
  en: {
    membersTab: 'Members',
    newLink: 'New invitation link',
    createLink: 'Create link',
    smsNotTexted: 'This installation cannot text verification codes',
    invited: (project: string) => new RegExp(`invites you to the project “${project}”`),
    name: 'Your name',
    account: 'User name or e-mail',
    password: 'Password',
    confirm: 'Confirm password',
    join: 'Create account and join',
    usedUp: 'This invitation link has been used up',
    newAccount: 'New account',
    accountName: 'Name',
    createAccount: 'Create account',
    userName: 'User name',
    setPassword: 'Set password and sign in',
  },
} as const;
type Lang = keyof typeof labels;

/** A browser of a person who has no account yet, speaking `lang`. */
async function newcomer(browser: Browser, baseURL: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`a teammate joins by invitation link, no phone code (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
    browser,
  }) => {
    test.setTimeout(150_000);
    const l = labels[lang];
    const owner = await registerThroughApi(request);
    const projectName = `Harbor ${lang} ${owner.phone.slice(-4)}`;
    const { projectId } = await seedProject(request, owner.token, projectName);
    await useToken(context, baseURL ?? '', owner.token);
    await speaks(page, lang);

    await page.goto(`/index?settings=${String(projectId)}&tab=members`);
    await expect(page.getByRole('tab', { name: l.membersTab, selected: true })).toBeVisible({ timeout: 15_000 });
    await button(page, l.newLink).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await button(dialog, l.createLink).click();
    await expect(dialog).toBeHidden();
    const url = (await page.getByTestId('created-link').textContent()) ?? '';
    expect(url).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page);

    const visitor = await newcomer(browser, baseURL ?? '', lang);
    // The register page is honest about this installation: codes reach only the server log.
    await visitor.goto('/register');
    await expect(visitor.getByText(l.smsNotTexted)).toBeVisible();
    await expectAccessible(visitor);

    await visitor.goto(new URL(url).pathname);
    await expect(visitor.getByText(l.invited(projectName))).toBeVisible();
    await expectAccessible(visitor);
    await visitor.getByLabel(l.name).fill(`Newcomer ${lang}`);
    await visitor.getByLabel(l.account).fill(`joiner.${lang}.${owner.phone.slice(-6)}`);
    await visitor.getByLabel(l.password, { exact: true }).fill('joined-pass-1');
    await visitor.getByLabel(l.confirm).fill('joined-pass-1');
    await visitor.getByRole('checkbox').check();
    await button(visitor, l.join).click();
    // No bind-phone detour: the workspace opens on the project they were invited to.
    await expect(visitor).toHaveURL(/\/index/);
    await expect(visitor.getByText(projectName).first()).toBeVisible({ timeout: 15_000 });
    await expectAccessible(visitor);
    await visitor.context().close();

    // A single-use link is spent.
    const late = await newcomer(browser, baseURL ?? '', lang);
    await late.goto(new URL(url).pathname);
    await expect(late.getByText(l.usedUp)).toBeVisible();
    await expectAccessible(late);
    await late.context().close();

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: `Newcomer ${lang}` })).toBeVisible();
  });

  test(`the platform administrator makes an account handed over with a set-password link (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const l = labels[lang];
    await useToken(context, baseURL ?? '', await adminToken(request));
    await speaks(page, lang);
    await page.goto('/admin/users');
    await button(page, l.newAccount).click();
    const dialog = page.getByRole('dialog');
    const userName = `handed.${lang}.${String(Date.now()).slice(-6)}`;
    await dialog.getByLabel(l.accountName, { exact: true }).fill(`Handed ${lang}`);
    await dialog.getByLabel(l.userName, { exact: true }).fill(userName);
    await expectAccessible(page);
    await button(dialog, l.createAccount).click();
    await expect(dialog).toBeHidden();
    const url = (await page.getByTestId('created-link').textContent()) ?? '';
    expect(url).toMatch(/\/setPassword\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page);

    const holder = await newcomer(browser, baseURL ?? '', lang);
    await holder.goto(new URL(url).pathname);
    await expect(holder.getByText(new RegExp(userName.replace(/\./g, '\\.')))).toBeVisible();
    await holder.getByLabel(l.password, { exact: true }).fill('handed-pass-1');
    await holder.getByLabel(l.confirm).fill('handed-pass-1');
    await expectAccessible(holder);
    await button(holder, l.setPassword).click();
    await expect(holder).toHaveURL(/\/index/, { timeout: 15_000 });
    await holder.context().close();
  });
}
