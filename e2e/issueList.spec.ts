import ExcelJS from 'exceljs';
import { apiCall } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button } from './support/pages';
import { seedProject, seedSignedInUser } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 10, the project's issue list (spec point 2 "problem"): a project with 55 issues is filtered by
 * type, sorted, 50 issues are started in one batch where the drafts among them are refused one by one
 * (500201), then the list is exported and the import template comes back with three more issues.
 */

const labels = {
  zh: {
    defectTab: /^缺陷 \(50\)$/,
    allTab: (count: number) => new RegExp(`^全部 \\(${String(count)}\\)$`),
    number: '编号',
    pageSize: '80 条/页',
    perPage: '每页问题数',
    selectAll: '全选本页',
    toolbar: '对所选问题的操作',
    selected: '已选 50 个',
    startRepair: '开始修复',
    summary: '成功 45 个，未成功 5 个。',
    close: '关闭',
    filters: '筛选',
    exportButton: '导出',
    importButton: '导入',
    template: '下载模板',
    importStart: '导入',
    imported: '已导入 3 个问题。',
    rowsShown: '显示方式',
  },
  en: {
    defectTab: /^Defect \(50\)$/,
    allTab: (count: number) => new RegExp(`^All \\(${String(count)}\\)$`),
    number: 'No.',
    pageSize: '80 / page',
    perPage: 'Issues per page',
    selectAll: 'Select all on this page',
    toolbar: 'Actions on the selected issues',
    selected: 'Selected: 50',
    startRepair: 'Start repair',
    summary: 'Done on 45, not done on 5.',
    close: 'Close',
    filters: 'Filters',
    exportButton: 'Export',
    importButton: 'Import',
    template: 'Download template',
    importStart: 'Import',
    imported: 'Imported 3 issues.',
    rowsShown: 'Rows shown',
  },
} as const;
type Lang = keyof typeof labels;

/** 45 defects to solve, 5 defect drafts (which cannot be started) and 5 tasks, all handled by the owner. */
async function seedIssues(request: Parameters<typeof apiCall>[0], token: string, projectId: number, userId: number) {
  for (let index = 1; index <= 55; index += 1) {
    const draft = index % 10 === 0;
    const task = index > 50;
    await apiCall(request, 'POST', '/questline/questionInfo', {
      token,
      data: {
        projectId,
        questionName: `${task ? 'Task' : 'Defect'} ${String(index).padStart(2, '0')}`,
        questionType: task ? 2 : 1,
        handlerUserIds: [userId],
        draft,
      },
    });
  }
}

/**
 * The import template the dialog downloaded, filled with three issues: its example row imports as it is
 * (the caller as handler), so each row copies it under a title of its own.
 */
async function filledTemplate(path: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const example = Array.from(sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1);
  expect(example.length, 'the template has an example row').toBeGreaterThan(1);
  for (let index = 0; index < 3; index += 1) {
    const row = sheet.getRow(2 + index);
    row.values = [`Imported ${String(index + 1)}`, ...example.slice(1)];
    row.commit();
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`issue list: filter, sort, batch-start 50 issues, export and import (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const l = labels[lang];
    const ownerName = `Owner ${lang}`;
    const token = await seedSignedInUser(request, { nickName: ownerName });
    const { user } = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token });
    const { projectId } = await seedProject(request, token, `Issues ${lang}`);
    await seedIssues(request, token, projectId, user.userId);

    await speaks(page, lang);
    await useToken(context, baseURL ?? '', token);
    await page.goto('/problem');
    await expect(page.getByRole('tab', { name: l.allTab(55) })).toBeVisible();
    await expectAccessible(page);

    // Filter by the defect tab, 80 a page, oldest first: 50 rows, #1 on top, and the URL keeps it all.
    await page.getByRole('tab', { name: l.defectTab }).click();
    await page.getByRole('columnheader', { name: l.number }).click();
    await page.getByRole('combobox', { name: l.perPage }).selectOption({ label: l.pageSize });
    await expect(page).toHaveURL(/type=1/);
    await expect(page).toHaveURL(/orderBy=number&order=asc/);
    await expect(page).toHaveURL(/pageSize=80/);
    const rows = page.locator('tr.issue-row');
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText('Defect 01');
    await page.reload();
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText('Defect 01');
    await expectAccessible(page);
    const filters = button(page, l.filters);
    await filters.click();
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    await expectAccessible(page);
    await filters.click();

    // Start all 50 as their handler: the five drafts cannot be started and are listed one by one.
    await page.getByRole('checkbox', { name: l.selectAll }).check();
    const toolbar = page.getByRole('toolbar', { name: l.toolbar });
    await expect(toolbar).toContainText(l.selected);
    await button(toolbar, l.startRepair).click();
    const summary = page.getByRole('dialog').filter({ has: page.getByTestId('batch-summary') });
    await expect(summary.getByTestId('batch-summary')).toHaveText(l.summary);
    await expect(summary.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(50);
    await expect(summary.getByRole('row', { name: /Defect 10/ })).not.toContainText(lang === 'zh' ? /成功$/ : /Done$/);
    await expectAccessible(page);
    await button(summary.locator('.ant-modal-footer'), l.close).click();
    await expect(page.getByRole('row', { name: /Defect 01/ })).toContainText(lang === 'zh' ? '修复中' : 'Repairing');
    await expect(page.getByRole('row', { name: /Defect 10/ })).toContainText(lang === 'zh' ? '草稿' : 'Draft');

    // Export the filtered list.
    const exported = page.waitForEvent('download');
    await button(page, l.exportButton).click();
    expect((await exported).suggestedFilename()).toMatch(/\.xlsx$/);

    // Import: the template comes back with three rows and the "all" count grows by three.
    await page.getByRole('tab', { name: l.allTab(55) }).click();
    await button(page, l.importButton).first().click();
    const importer = page.getByRole('dialog').filter({ hasText: l.template });
    const template = page.waitForEvent('download', { timeout: 15_000 });
    await button(importer, l.template).click();
    const templatePath = await (await template).path();
    await expectAccessible(page);
    await importer.locator('input[type="file"]').setInputFiles({
      name: 'issues.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await filledTemplate(templatePath),
    });
    await button(importer.locator('.ant-modal-footer'), l.importStart).click();
    await expect(page.getByText(l.imported)).toBeVisible();
    await expect(page.getByRole('tab', { name: l.allTab(58) })).toBeVisible();

    // Issue 17: the "all" view (oldest first, as sorted above) draws the 58 issues in a windowed table that
    // scrolls in its own box.
    await page
      .getByRole('radiogroup', { name: l.rowsShown })
      .getByText(lang === 'zh' ? '全部' : 'All')
      .click();
    await expect(page).toHaveURL(/pageSize=all/);
    const allRows = page.getByTestId('issue-rows-all');
    await expect(allRows).toHaveAttribute('data-row-count', '58');
    await expect(allRows.getByText('Defect 01')).toBeVisible();
    const drawn = await allRows.locator('tr.issue-row').count();
    expect(drawn).toBeLessThan(58);
    // The pointer leaves the table first: rows scrolled under it would be measured in their hover colour.
    await page.mouse.move(0, 0);
    await allRows.evaluate((holder) => {
      holder.scrollTop = holder.scrollHeight;
    });
    await expect(allRows.getByText('Imported 3')).toBeVisible();
    await expectAccessible(page);
  });
}
