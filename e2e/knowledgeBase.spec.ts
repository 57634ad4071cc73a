import { type Browser, type Page, expect as baseExpect } from '@playwright/test';
import { apiCall, person } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button, pick } from './support/pages';
import { acceptInvitation, seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { test } from './support/journey';

// Each step waits on the server; on a busy shared machine 5 s is not always enough.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The words the journey looks for, per language (apps/web/src/i18n/<lng>/knowledge.json and server messages). */
const words = {
  zh: {
    empty: '您还没有加入任何知识库',
    create: '新建知识库',
    name: '名称',
    template: '从模板开始',
    meetingNotes: '会议纪要',
    ok: '确定',
    draft: '草稿',
    published: '已发布',
    members: '成员',
    phone: '手机号',
    role: '角色',
    reader: '只读成员',
    invite: '邀请',
    invitationSent: (phone: string) => `已向 ${phone} 发送邀请，对方接受后即可加入`,
    edit: '编辑',
    title: '标题',
    editor: '文档内容',
    autosaved: '草稿已自动保存',
    done: '完成编辑',
    publish: '发布',
    save: '保存',
    conflict: '该文档已被他人修改',
    search: '搜索文档',
    share: '公开分享',
    password: '访问密码（可选，4 到 32 个字符）',
    createShare: '生成分享链接',
    sharedPassword: '访问密码',
    view: '查看',
    revoke: '撤销',
    gone: '分享不存在或已失效',
    body: '发布计划：周五上线 rollout',
    project: '关联项目',
    table: '插入表格',
    addRow: '添加行',
    codeBlock: '代码块',
    language: '代码语言',
    exportPdf: '导出 PDF',
    toSolve: '待解决',
  },
  en: {
    empty: 'You are not in any knowledge base yet',
    create: 'New knowledge base',
    name: 'Name',
    template: 'Start from a template',
    meetingNotes: 'Meeting notes',
    ok: 'OK',
    draft: 'Draft',
    published: 'Published',
    members: 'Members',
    phone: 'Phone',
    role: 'Role',
    reader: 'Read-only member',
    invite: 'Invite',
    invitationSent: (phone: string) => `An invitation was sent to ${phone}; they join once they accept it`,
    edit: 'Edit',
    title: 'Title',
    editor: 'Document text',
    autosaved: 'Draft saved at',
    done: 'Done',
    publish: 'Publish',
    save: 'Save',
    conflict: 'Someone else changed this document',
    search: 'Search documents',
    share: 'Share publicly',
    password: 'Password (optional, 4 to 32 characters)',
    createShare: 'Create a share link',
    sharedPassword: 'Password',
    view: 'View',
    revoke: 'Revoke',
    gone: 'This share does not exist or is no longer available',
    body: '发布计划：周五上线 rollout',
    project: 'Linked project',
    table: 'Insert table',
    addRow: 'Add row',
    codeBlock: 'Code block',
    language: 'Code language',
    exportPdf: 'Export PDF',
    toSolve: 'To solve',
  },
} as const;
type Words = (typeof words)['zh' | 'en'];

async function signedInPage(
  browser: Browser,
  baseURL: string,
  token: string | null,
  language: 'zh' | 'en',
): Promise<Page> {
  const context = await browser.newContext();
  if (token) await useToken(context, baseURL, token);
  const page = await context.newPage();
  await speaks(page, language);
  return page;
}

const treeItem = (page: Page, title: string) => page.getByRole('tree').getByText(title, { exact: true });

/** People who share no project or team with the owner are sent an invitation (issue 28, point 11). */
async function inviteByPhone(page: Page, w: Words, phone: string, role?: string) {
  const form = page.locator('.ant-drawer').locator('form#invite');
  await form.getByLabel(w.phone).fill(phone);
  if (role) await pick(form, w.role, role);
  await button(form, w.invite).click();
  await expect(page.getByText(w.invitationSent(phone))).toBeVisible();
}

/**
 * Issue 15 "Done when": an owner creates a space from a template, invites an editor and a read-only
 * member, both see what their role allows; a document is drafted (autosaved), published, edited by two
 * people with the conflict caught, searched in Chinese and English, shared publicly with a password and
 * revoked; once in each language.
 */
for (const language of ['zh', 'en'] as const) {
  test(`knowledge base journey (${language})`, async ({ page, request, context, browser, baseURL }) => {
    test.setTimeout(180_000);
    const w = words[language];
    const base = baseURL ?? '';
    const suffix = language.toUpperCase();
    const owner = await person(request, `Owner ${suffix}`);
    const editor = await person(request, `Editor ${suffix}`);
    const reader = await person(request, `Reader ${suffix}`);
    await useToken(context, base, owner.token);
    await speaks(page, language);

    await page.goto('/knowledgeBase');
    await expect(page.getByText(w.empty)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: w.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.name, { exact: true }).fill(`Handbook ${suffix}`);
    await pick(dialog, w.template, w.meetingNotes);
    await button(dialog, w.ok).click();
    await expect(page).toHaveURL(/\/libraryInfo\?kbId=\d+/);
    const kbId = Number(new URL(page.url()).searchParams.get('kbId'));
    await expect(treeItem(page, w.meetingNotes)).toBeVisible();

    await page.getByRole('button', { name: w.members }).click();
    await inviteByPhone(page, w, editor.phone);
    await inviteByPhone(page, w, reader.phone, w.reader);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    // Both accept, as they would from their messages (the teams journey does it in the browser).
    for (const invitee of [editor, reader]) await acceptInvitation(request, invitee.token, 'knowledge', kbId);

    // Drafting: the editor saves the draft by itself, then the owner publishes it.
    await treeItem(page, w.meetingNotes).click();
    await button(page, w.edit).click();
    // The title field by its role: in zh the editor's heading button is called 标题 as well, once the toolbar is in.
    await page.getByRole('textbox', { name: w.title, exact: true }).fill(`Release plan ${suffix}`);
    const body = page.getByRole('textbox', { name: w.editor });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(w.body);
    await expect(page.getByText(w.autosaved)).toBeVisible();
    await button(page, w.done).click();
    // "Done" saves first and then leaves the editor; the toolbar changes under the pointer meanwhile.
    await expect(button(page, w.edit)).toBeVisible();
    await button(page, w.publish).click();
    await expect(page.getByTestId('document-status')).toHaveText(w.published);
    const docId = Number(new URL(page.url()).searchParams.get('docId'));
    await expectAccessible(page);

    // A second draft the read-only member must not see.
    await apiCall(request, 'POST', '/questline/knowledge/doc/add', {
      token: owner.token,
      data: { kbId, title: `Hidden draft ${suffix}` },
    });

    const readerPage = await signedInPage(browser, base, reader.token, language);
    await readerPage.goto(`/libraryInfo?kbId=${String(kbId)}`);
    await expect(treeItem(readerPage, `Release plan ${suffix}`)).toBeVisible();
    await expect(readerPage.getByRole('tree').getByText(`Hidden draft ${suffix}`)).toHaveCount(0);
    await treeItem(readerPage, `Release plan ${suffix}`).click();
    await expect(readerPage.getByTestId('document-body')).toContainText('rollout');
    await expect(button(readerPage, w.edit)).toHaveCount(0);
    await expectAccessible(readerPage);

    // Two people edit the same published document: the later save is refused, nothing is overwritten.
    const editorPage = await signedInPage(browser, base, editor.token, language);
    await editorPage.goto(`/libraryInfo?kbId=${String(kbId)}&docId=${String(docId)}`);
    await expect(editorPage.getByRole('tree').getByText(`Hidden draft ${suffix}`)).toBeVisible();
    await page.reload();
    await button(page, w.edit).click();
    await button(editorPage, w.edit).click();
    await editorPage.getByRole('textbox', { name: w.editor }).click();
    await editorPage.keyboard.press('Control+End');
    await editorPage.keyboard.type(' editor-change');
    await button(editorPage, w.save).click();
    await expect(editorPage.getByTestId('document-conflict')).toHaveCount(0);
    await page.getByRole('textbox', { name: w.editor }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' owner-change');
    await button(page, w.save).click();
    await expect(page.getByTestId('document-conflict')).toContainText(w.conflict);
    await page.reload();
    await expect(page.getByTestId('document-body')).toContainText('editor-change');
    await expect(page.getByTestId('document-body')).not.toContainText('owner-change');

    // Search in Chinese and in English, with the match highlighted.
    const search = page.getByRole('searchbox', { name: w.search });
    await search.fill('发布计划');
    await search.press('Enter');
    await expect(page.getByTestId('knowledge-search-results').locator('mark').first()).toHaveText('发布计划');
    await search.fill('ROLLOUT');
    await search.press('Enter');
    await expect(page.getByTestId('knowledge-search-results').locator('mark').first()).toHaveText('rollout');

    // A public share with a password, opened signed out, then revoked.
    await page.getByRole('button', { name: w.share }).click();
    const shareDialog = page.getByRole('dialog');
    await shareDialog.getByLabel(w.password).fill('open-sesame');
    await shareDialog.getByRole('button', { name: w.createShare }).click();
    const link = await shareDialog.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/knowledgeShared\/[\w-]{32}$/);
    await expectAccessible(page);

    const visitor = await signedInPage(browser, base, null, language);
    await visitor.goto(link);
    await visitor.getByLabel(w.sharedPassword).fill('open-sesame');
    await button(visitor, w.view).click();
    await expect(visitor.getByTestId('shared-document')).toContainText('editor-change');
    await expectAccessible(visitor);

    await button(shareDialog, w.revoke).click();
    await visitor.reload();
    await expect(visitor.getByText(w.gone)).toBeVisible();
    await expectAccessible(visitor);
  });
}

/**
 * Issue 15 "Documents" and "Export": a space linked to a project, a document with a table, highlighted code
 * and a link to an issue read as a chip with its status, printed to PDF; once in each language.
 */
for (const language of ['zh', 'en'] as const) {
  test(`technical document journey (${language})`, async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    const w = words[language];
    const base = baseURL ?? '';
    const suffix = language.toUpperCase();
    const owner = await person(request, `Writer ${suffix}`);
    const { projectId } = await seedProject(request, owner.token, `Payments ${suffix}`);
    const info = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token: owner.token });
    const { questionId } = await apiCall<{ questionId: number }>(request, 'POST', '/questline/questionInfo', {
      token: owner.token,
      data: { projectId, questionName: `Refund fails ${suffix}`, handlerUserIds: [info.user.userId] },
    });
    await useToken(context, base, owner.token);
    await speaks(page, language);

    await page.goto('/knowledgeBase');
    await page.getByRole('button', { name: w.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.name, { exact: true }).fill(`Runbook ${suffix}`);
    await pick(dialog, w.project, `Payments ${suffix}`);
    await button(dialog, w.ok).click();
    await expect(page).toHaveURL(/\/libraryInfo\?kbId=\d+/);
    const kbId = Number(new URL(page.url()).searchParams.get('kbId'));
    const doc = await apiCall<{ docId: number }>(request, 'POST', '/questline/knowledge/doc/add', {
      token: owner.token,
      data: { kbId, title: `Refund runbook ${suffix}` },
    });
    await page.goto(`/libraryInfo?kbId=${String(kbId)}&docId=${String(doc.docId)}`);

    await button(page, w.edit).click();
    const body = page.getByRole('textbox', { name: w.editor });
    await body.click();
    await page.keyboard.type(`${base}/problem?projectId=${String(projectId)}&questionId=${String(questionId)} `);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: w.table }).click();
    await page.keyboard.type('Step');
    await page.getByRole('button', { name: w.addRow }).click();
    await expect(body.locator('tr')).toHaveCount(4);
    await body.locator('td').last().click();
    await page.getByRole('button', { name: w.codeBlock }).click();
    await pick(page.getByRole('toolbar'), w.language, 'sql');
    await page.keyboard.type('select 1 from refunds');
    await expect(body.locator('.hljs-keyword').first()).toHaveText('select');
    await expectAccessible(page);
    await button(page, w.done).click();
    // "Done" saves first and then leaves the editor; the toolbar changes under the pointer meanwhile.
    await expect(button(page, w.edit)).toBeVisible();
    await button(page, w.publish).click();
    await expect(page.getByTestId('document-status')).toHaveText(w.published);

    const reading = page.getByTestId('document-body');
    await expect(reading.getByRole('columnheader', { name: 'Step' })).toBeVisible();
    await expect(reading.locator('.hljs-keyword').first()).toHaveText('select');
    const chip = reading.getByRole('link', { name: `#1 Refund fails ${suffix} ${w.toSolve}` });
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute('href', new RegExp(`questionId=${String(questionId)}`));
    await expectAccessible(page);

    // Export to PDF is the browser's print: only the document is printed, without its buttons or the tree.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('tree')).toBeHidden();
    await expect(button(page, w.exportPdf)).toBeHidden();
    await expect(reading).toBeVisible();
    const pdf = await page.pdf();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    await expect(button(page, w.exportPdf)).toBeVisible();
  });
}
