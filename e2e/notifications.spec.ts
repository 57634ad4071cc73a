import { type Browser, type Page } from '@playwright/test';
import { apiCall, mailCodeAfter, person, type Person } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button, pick, userMenuEntry } from './support/pages';
import { seedMember, seedProject } from './support/seed';
import { logLength, waitForLogEntry } from './support/serverLog';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 11 "Done when", in two browsers: a project lead assigns a new issue to a developer, whose open
 * workspace shows the pop-up at once (spec point 2 "Layout pieces after login"), whose to-do list and
 * menu count change without waiting for the 15 s poll, who jumps from the pop-up to the issue, and who
 * finds the message in /user/message (spec point 2 "message"); with e-mail switched on, the same event goes
 * out as one batched mail (the journeys' server batches for 1 s and logs each mail it sends).
 */

const labels = {
  zh: {
    newIssue: '新建问题',
    title: '标题',
    handlers: '处理人',
    submit: '提交',
    assigned: '有问题需要你处理',
    viewDetails: '查看详情',
    todo: '待办',
    myTodo: '我的待办',
    empty: '没有待办，干得漂亮！',
    unread: '1 条未读',
    announcements: '公告',
    messagesTab: /消息/,
  },
  en: {
    newIssue: 'New issue',
    title: 'Title',
    handlers: 'Handlers',
    submit: 'Submit',
    assigned: 'An issue is waiting for you to handle',
    viewDetails: 'View details',
    todo: 'To-dos',
    myTodo: 'My to-dos',
    empty: 'Nothing is waiting. Well done!',
    unread: '1 unread',
    announcements: 'Announcements',
    messagesTab: /Messages/,
  },
} as const;
type Lang = keyof typeof labels;

/** Each person in their own browser context, in the language of the run. */
async function pageOf(browser: Browser, baseURL: string, who: Person, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await useToken(context, baseURL, who.token);
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`an assignment pops up in the other browser, counts as a to-do and stays as a message (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const l = labels[lang];
    const base = baseURL ?? '';
    const lead = await person(request, `Lena ${lang}`);
    const developer = await person(request, `Dex ${lang}`);
    const projectName = `Notify ${lang}`;
    const { projectId } = await seedProject(request, lead.token, projectName);
    await seedMember(request, { projectId, adminToken: lead.token, member: developer });
    // The developer has bound an e-mail address and switched notification e-mail on.
    const address = `dex-${lang}-${developer.phone}@example.com`;
    const code = await mailCodeAfter(address, () =>
      apiCall(request, 'POST', '/questline/userInfo/sendBindEmailCode', {
        token: developer.token,
        data: { email: address },
      }),
    );
    await apiCall(
      request,
      'GET',
      `/questline/userInfo/bindUserEmail?email=${encodeURIComponent(address)}&code=${code}`,
      {
        token: developer.token,
      },
    );
    await apiCall(request, 'GET', '/questline/userswitch/openEmail', { token: developer.token });
    for (const who of [lead, developer]) {
      await apiCall(request, 'POST', '/questline/projectInfo/getMyProjectInfoList', {
        token: who.token,
        data: { projectId },
      });
    }

    // The developer has nothing waiting, and the live connection has joined their room.
    const developerPage = await pageOf(browser, base, developer, lang);
    await developerPage.goto('/backlog');
    await expect(developerPage.getByText(l.empty)).toBeVisible({ timeout: 15_000 });
    await expect(developerPage.getByTestId('notification-stack')).toHaveAttribute('data-joined', 'true', {
      timeout: 15_000,
    });
    await expectAccessible(developerPage);

    // The lead files an issue for the developer in the other browser.
    const leadPage = await pageOf(browser, base, lead, lang);
    await leadPage.goto('/problem');
    await button(leadPage, l.newIssue).click();
    const form = leadPage.getByRole('dialog');
    const title = `Checkout total is wrong ${lang}`;
    await form.getByLabel(l.title).fill(title);
    await pick(form, l.handlers, developer.name);
    const mailSince = logLength();
    await button(form, l.submit).click();
    await expect(form).toBeHidden();

    // The developer's screen shows it within a second, and the list and menu follow without a poll.
    const item = developerPage.getByTestId('notification-item');
    await expect(item).toBeVisible({ timeout: 1_000 });
    await expect(item).toContainText(l.assigned);
    await expect(item).toContainText(projectName);
    await expect(item).toContainText(title);
    await expect(developerPage.getByRole('button', { name: title, exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(developerPage.getByTestId('user-menu')).toContainText(l.unread);

    // "View details" (before the pop-up closes itself after 10 s) opens the issue in its project.
    await item.getByRole('button', { name: l.viewDetails }).click();
    await expect(developerPage).toHaveURL(new RegExp(`/problem\\?projectId=${String(projectId)}&questionId=\\d+$`));
    await expect(developerPage.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible({
      timeout: 15_000,
    });
    await expect(item).toBeHidden();

    // The menu's to-do submenu counts it.
    await expect(developerPage.getByTestId('todo-dot').locator('.ant-badge-dot')).toBeVisible();
    await developerPage.getByRole('menuitem', { name: l.todo }).click();
    await expect(
      developerPage.getByRole('menuitem', { name: new RegExp(l.myTodo) }).getByTestId('todo-count'),
    ).toHaveAttribute('aria-label', lang === 'zh' ? '1 条待办' : '1 pending');
    await expectAccessible(developerPage);

    // The message stays in /user/message for later.
    await userMenuEntry(developerPage, l.announcements);
    await expect(developerPage).toHaveURL('/user/message');
    await developerPage.getByRole('tab', { name: l.messagesTab }).click();
    await expect(developerPage.getByRole('button', { name: l.assigned })).toBeVisible();
    await expect(developerPage.getByText(`${projectName} · #1 ${title}`)).toBeVisible();
    await expectAccessible(developerPage);

    // And one mail went to the developer's address for it.
    const mail = await waitForLogEntry((entry) => entry.msg === 'mail sent' && entry.to === address, {
      since: mailSince,
    });
    expect(String(mail.subject)).toContain('Questline');
  });
}
