import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { answerCaptcha, button, pick, whenLive } from './support/pages';
import { seedHandlerWithIssues } from './support/seed';
import { expect, test } from './support/journey';
import { speaks } from './support/session';

/**
 * Issue 38, point 3 on a phone (390 x 844, then 360 x 740): the menu is a drawer opened from the header, the issue
 * list and the to-dos are cards, an issue opens over the whole screen, a new issue is written in a full-screen
 * sheet whose submit button stays in reach, and no page visited scrolls sideways.
 */

const labels = {
  zh: {
    account: '账号',
    password: '密码',
    signIn: /^登\s?录$/,
    openMenu: '打开菜单',
    menu: '菜单',
    todo: '待办',
    myTodo: '我的待办',
    issues: '问题',
    personal: '个人中心',
    details: '问题详情',
    closeDetails: '关闭问题详情',
    create: '新建问题',
    title: '标题',
    handlers: '处理人',
    submit: '提交',
  },
  en: {
    account: 'Account',
    password: 'Password',
    signIn: /^Sign in$/,
    openMenu: 'Open the menu',
    menu: 'Menu',
    todo: 'To-dos',
    myTodo: 'My to-dos',
    issues: 'Issues',
    personal: 'Personal centre',
    details: 'Issue details',
    closeDetails: 'Close the issue details',
    create: 'New issue',
    title: 'Title',
    handlers: 'Handlers',
    submit: 'Submit',
  },
} as const;

const SHOTS = process.env.PHONE_SHOTS;

/** The page as it is now: wider than the window means a sideways scroll, which a phone page must never have. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, `${page.url()} is ${String(widths.page)} px wide in a ${String(widths.window)} px window`).toBe(
    widths.window,
  );
}

/** Whether the page is right for a phone: no sideways scroll, nothing axe-core calls serious; a picture if asked. */
async function checkPage(page: Page, shot: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  await expectAccessible(page);
}

for (const lang of ['zh', 'en'] as const) {
  test(`a phone reaches the issues through the menu drawer, reads them as cards and writes one (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const l = labels[lang];
    const name = `Phone ${lang}`;
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await seedHandlerWithIssues(request, {
      nickName: name,
      projectName: `Phone project with a long name ${lang}`,
      count: 3,
    });

    await speaks(page, lang);
    await page.goto('/login');
    await whenLive(page.getByLabel(l.account));
    await expectNoSidewaysScroll(page);
    await page.getByLabel(l.account).fill(account.phone);
    await page.getByLabel(l.password, { exact: true }).fill(account.password);
    await answerCaptcha(page, lang);
    await page.getByRole('button', { name: l.signIn }).click();
    await expect(page).toHaveURL('/problem');

    // The list is cards, the whole width: no sider.
    const cards = page.locator('.issue-card');
    await expect(cards).toHaveCount(3);
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
    await checkPage(page, `problem-390-${lang}`);

    // The header's menu button opens the same menu in a drawer; choosing an entry goes there and closes it.
    const menuButton = page.getByRole('button', { name: l.openMenu });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: l.menu });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await checkPage(page, `menu-390-${lang}`);
    await drawer.getByRole('menuitem', { name: l.todo }).click();
    await drawer.getByRole('menuitem', { name: new RegExp(l.myTodo) }).click();
    await expect(page).toHaveURL('/backlog');
    await expect(drawer).toBeHidden();
    await expect(cards).toHaveCount(3);
    await checkPage(page, `backlog-390-${lang}`);

    // Keyboard: the menu button opens the drawer with Enter and Escape closes it again.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await drawer.getByRole('menuitem', { name: l.issues }).click();
    await expect(page).toHaveURL('/problem');
    await expect(drawer).toBeHidden();

    // A card opens its issue over the whole screen, the fields one under another.
    await cards.filter({ hasText: 'Checkout button 2 does nothing' }).click();
    const details = page.getByRole('dialog', { name: l.details });
    await expect(details.getByText('Checkout button 2 does nothing on the second click')).toBeVisible();
    const detailsBox = await details.boundingBox();
    expect(detailsBox?.width).toBe(390);
    await checkPage(page, `issue-390-${lang}`);
    await details.getByRole('button', { name: l.closeDetails }).click();
    await expect(details).toBeHidden();

    // A new issue is written in a sheet as wide as the screen; the submit button stays in reach.
    await button(page, l.create).click();
    const form = page.getByRole('dialog', { name: l.create });
    await expect(form.getByLabel(l.title)).toBeFocused();
    const sheet = await page.locator('.ant-modal:visible .ant-modal-container').boundingBox();
    expect(sheet?.width).toBe(390);
    await expect(button(form, l.submit)).toBeInViewport();
    await pick(form, l.handlers, name);
    await form.getByLabel(l.title).fill('Refund e-mail never arrives on a phone');
    await checkPage(page, `new-issue-390-${lang}`);
    await button(form, l.submit).click();
    await expect(form).toBeHidden();
    await expect(cards.first()).toContainText('Refund e-mail never arrives on a phone');
    await expect(cards).toHaveCount(4);
    await expectNoSidewaysScroll(page);

    // The narrowest common phone: the list and the personal centre still fit.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
    await menuButton.click();
    await drawer.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: l.personal }).click();
    await expect(page).toHaveURL('/user/Personal');
    await expect(drawer).toBeHidden();
    await expect(page.getByText(account.phone).first()).toBeVisible();
    await checkPage(page, `personal-360-${lang}`);
  });
}
