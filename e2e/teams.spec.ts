import { type Page, expect as baseExpect } from '@playwright/test';
import { apiCall, freshPhone, registerThroughApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { seedMember, seedProject, seedSignedInUser } from './support/seed';
import { speaks, useToken } from './support/session';
import { test } from './support/journey';

// Each step waits on the server; on a busy shared machine 5 s is not always enough.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The words the journey looks for, per language (apps/web/src/i18n/<lng>/teams.json and the server's messages). */
const words = {
  zh: {
    noTeams: '您还没有加入任何团队',
    createTeam: '新建团队',
    name: '名称',
    ok: /确\s?定$/,
    addDept: '新建部门',
    addChild: '新建子部门',
    addMembers: '添加成员',
    phones: '手机号',
    add: /^添\s?加$/,
    invitationSent: (phone: string) => `已向 ${phone} 发送邀请，对方接受后即可加入`,
    addedAndInvited: '已添加 1 人 · 已邀请 1 人 · 未添加也未邀请',
    invitationsTab: /^邀请/,
    accept: /^接\s?受$/,
    joined: '你已加入',
    close: /^关\s?闭$/,
    move: /^移\s?动$/,
    dept: '部门',
    remove: /^移\s?除$/,
    deleteDept: '删除部门',
    refused: '团队或部门下存在子部门或成员，不能删除',
    repeated: '手机号重复',
  },
  en: {
    noTeams: 'You are not in any team yet',
    createTeam: 'New team',
    name: 'Name',
    ok: 'OK',
    addDept: 'New department',
    addChild: 'New sub-department',
    addMembers: 'Add members',
    phones: 'Phone numbers',
    add: 'Add',
    invitationSent: (phone: string) => `An invitation was sent to ${phone}; they join once they accept it`,
    addedAndInvited: '1 added · 1 invited · Neither added nor invited',
    invitationsTab: /^Invitations/,
    accept: 'Accept',
    joined: 'You joined',
    close: 'Close',
    move: 'Move',
    dept: 'Department',
    remove: 'Remove',
    deleteDept: 'Delete department',
    refused: 'A team or department with children or members cannot be deleted',
    repeated: 'The phone number appears more than once',
  },
} as const;

/** A registered colleague with a nick name: the phone the owner adds them by, and their session. */
async function colleague(
  request: Parameters<typeof registerThroughApi>[0],
  nickName: string,
): Promise<{ phone: string; token: string }> {
  const { phone, token } = await registerThroughApi(request);
  await apiCall(request, 'POST', '/questline/center/updateUser', { token, data: { nickName, introduction: '' } });
  return { phone, token };
}

function treeNode(page: Page, name: string) {
  // A department's title reads "<name> (<direct member count>)".
  return page.getByRole('tree').locator('[data-testid^="dept-"]', { hasText: new RegExp(`^${name} \\(\\d+\\)$`) });
}

function memberRow(page: Page, nickName: string) {
  return page.getByRole('row').filter({ hasText: nickName });
}

async function nameDialog(page: Page, w: (typeof words)['en' | 'zh'], opener: string, name: string) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.name).fill(name);
  await dialog.getByRole('button', { name: w.ok }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Issue 8 "Done when": an owner creates a team, builds a department tree, adds a colleague by phone and
 * another in a batch, moves one between departments, is refused deleting a department with members
 * (spec point 8), removes the member and deletes the empty department; once in each language. Issue 28,
 * point 11: the first colleague is a stranger, invited, who accepts in their own browser; the second already
 * shares a project with the owner and is added at once, beside an unknown number that is invited.
 */
for (const language of ['zh', 'en'] as const) {
  test(`team setup journey (${language})`, async ({ page, request, context, browser, baseURL }) => {
    // A long journey on a shared machine: the default 30 s is for single pages.
    test.setTimeout(120_000);
    const w = words[language];
    const suffix = language.toUpperCase();
    const token = await seedSignedInUser(request, { nickName: `Owner ${suffix}` });
    const anna = await colleague(request, `Anna ${suffix}`);
    const ben = await colleague(request, `Ben ${suffix}`);
    const { projectId } = await seedProject(request, token, `Shared ${suffix}`);
    await seedMember(request, { projectId, adminToken: token, member: ben });
    await useToken(context, baseURL ?? '', token);
    await speaks(page, language);

    await page.goto('/team');
    await expect(page.getByText(w.noTeams)).toBeVisible();
    await expectAccessible(page);
    await nameDialog(page, w, w.createTeam, `Questline ${suffix}`);
    await expect(page.getByRole('tree').getByText(`Questline ${suffix}`, { exact: false })).toBeVisible();

    await nameDialog(page, w, w.addDept, 'Development');
    await nameDialog(page, w, w.addDept, 'QA');
    await treeNode(page, 'Development').click();
    await nameDialog(page, w, w.addChild, 'Web');
    await expect(treeNode(page, 'Web')).toBeVisible();

    await page.getByRole('button', { name: w.addMembers }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: w.phones }).fill(anna.phone);
    await page.getByRole('dialog').getByRole('button', { name: w.add }).click();
    await expect(page.getByText(w.invitationSent(anna.phone))).toBeVisible();
    await expect(memberRow(page, `Anna ${suffix}`)).toHaveCount(0);

    // Anna, in her own browser, finds the invitation among her messages and accepts it.
    const annaContext = await browser.newContext({ baseURL });
    await useToken(annaContext, baseURL ?? '', anna.token);
    const annaPage = await annaContext.newPage();
    await speaks(annaPage, language);
    await annaPage.goto('/user/message?tab=invitations');
    await expect(annaPage.getByRole('tab', { name: w.invitationsTab, selected: true })).toBeVisible();
    const invitation = annaPage.getByTestId('invitation');
    await expect(invitation).toContainText(`Questline ${suffix}`);
    await expectAccessible(annaPage);
    await invitation.getByRole('button', { name: w.accept }).click();
    await expect(annaPage.getByText(w.joined)).toBeVisible();
    await annaContext.close();

    await page.reload();
    await treeNode(page, 'Development').click();
    await expect(memberRow(page, `Anna ${suffix}`)).toContainText('Development');

    await treeNode(page, 'Web').click();
    await page.getByRole('button', { name: w.addMembers }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: w.phones })
      .fill(`${ben.phone}\n${freshPhone()}\n${ben.phone}`);
    await page.getByRole('dialog').getByRole('button', { name: w.add }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText(w.addedAndInvited);
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText(w.repeated);
    await page.getByRole('dialog').locator('.ant-modal-footer').getByRole('button', { name: w.close }).click();
    await expect(memberRow(page, `Ben ${suffix}`)).toContainText('Web');
    await expectAccessible(page);

    await memberRow(page, `Ben ${suffix}`).getByRole('button', { name: w.move, exact: true }).click();
    await page.getByRole('dialog').getByLabel(w.dept).click();
    await page.locator('.ant-select-tree').getByTitle('QA').click();
    await page.getByRole('dialog').getByRole('button', { name: w.ok }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await treeNode(page, 'QA').click();
    await expect(memberRow(page, `Ben ${suffix}`)).toContainText('QA');

    await page.getByRole('button', { name: w.deleteDept }).click();
    await page.getByRole('tooltip').getByRole('button', { name: w.ok }).click();
    await expect(page.getByText(w.refused).first()).toBeVisible();
    await expect(treeNode(page, 'QA')).toBeVisible();
    // The refused confirmation fades out with its button still loading; the next one must be the only one.
    await expect(page.getByRole('tooltip').filter({ has: page.getByRole('button') })).toHaveCount(0);

    await memberRow(page, `Ben ${suffix}`).getByRole('button', { name: w.remove, exact: true }).click();
    await page.getByRole('tooltip').getByRole('button', { name: w.ok }).click();
    await expect(memberRow(page, `Ben ${suffix}`)).toHaveCount(0);
    await expect(page.getByRole('tooltip').filter({ has: page.getByRole('button') })).toHaveCount(0);
    await page.getByRole('button', { name: w.deleteDept }).click();
    await page.getByRole('tooltip').getByRole('button', { name: w.ok }).click();
    await expect(treeNode(page, 'QA')).toHaveCount(0);

    await treeNode(page, 'Development').click();
    await expect(memberRow(page, `Anna ${suffix}`)).toBeVisible();
    await expectAccessible(page);
  });
}
