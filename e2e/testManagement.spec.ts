import { type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall, person, type Person } from './support/accounts';
import { expectAccessible } from './support/axe';
import { button, pick } from './support/pages';
import { seedMember, seedProject } from './support/seed';
import { speaks, useToken } from './support/session';
import { expect, test } from './support/journey';

/**
 * Issue 14 "Done when": a tester imports 300 cases, builds a smoke task, runs it from the keyboard, fails
 * a step that files a linked defect with the step's screenshot, the defect goes through the workflow to
 * resolved, the case is re-run and passes, and the report shows it (spec points 2 "testLibrary", "test",
 * 3-5 "Test case", "Test task", "Imports", 7 updateBatchProblemTestTaskCase).
 */

const labels = {
  zh: {
    addModule: '新建模块',
    moduleName: '模块名称',
    import: '导入',
    importStart: '开始导入',
    stepAction: '步骤 2 操作',
    stepExpected: '步骤 2 预期结果',
    save: '保存',
    imported: '成功导入 300 个用例',
    newTask: '新建测试任务',
    taskName: '任务名称',
    startDate: '开始日期',
    endDate: '结束日期',
    add: '从用例库添加',
    module: '模块',
    added: '任务中现有 5 个用例',
    matching: '符合条件的用例 5 个',
    addMatching: '添加全部 5 个',
    requirements: '关联需求',
    run: '执行',
    report: '报告',
    stepResult: '步骤 2 结果',
    fail: '失败',
    actual: '实际结果 2',
    upload: '上传截图',
    handlers: '处理人',
    fileDefect: '提交缺陷',
    filed: /已提交缺陷 #\d+/,
    inProgress: '进行中',
    passed: '通过',
    resolved: '已解决',
    linked: '关联测试任务“冒烟 1.0”的用例“下单 2”',
    rerun: '测试任务“冒烟 1.0”重新执行用例“下单 2”：通过',
  },
  en: {
    addModule: 'New module',
    moduleName: 'Module name',
    import: 'Import',
    importStart: 'Import',
    stepAction: 'Step 2 action',
    stepExpected: 'Step 2 expected result',
    save: 'Save',
    imported: '300 case(s) imported',
    newTask: 'New test task',
    taskName: 'Task name',
    startDate: 'Start date',
    endDate: 'End date',
    add: 'Add from the library',
    module: 'Module',
    added: 'The task now holds 5 case(s)',
    matching: '5 case(s) match',
    addMatching: 'Add all 5 matching',
    requirements: 'Linked requirements',
    run: 'Run',
    report: 'Report',
    stepResult: 'Step 2 result',
    fail: 'Fail',
    actual: 'Actual result 2',
    upload: 'Upload screenshot',
    handlers: 'Handlers',
    fileDefect: 'File defect',
    filed: /Defect #\d+ filed/,
    inProgress: 'In progress',
    passed: 'Pass',
    resolved: 'Resolved',
    linked: 'Linked to case "Checkout 2" of test task "Smoke 1.0"',
    rerun: 'Case "Checkout 2" re-run in test task "Smoke 1.0": Pass',
  },
} as const;
type Lang = keyof typeof labels;

const words = {
  zh: {
    smoke: '冒烟',
    regression: '回归',
    caseName: '下单',
    task: '冒烟 1.0',
    type: '功能测试',
    priority: '高',
    requirement: '银行卡支付',
  },
  en: {
    smoke: 'Smoke',
    regression: 'Regression',
    caseName: 'Checkout',
    task: 'Smoke 1.0',
    type: 'Functional',
    priority: 'High',
    requirement: 'Card payments',
  },
} as const;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** 300 cases: five step-mode ones in the smoke module, the rest in the regression module. */
async function casesWorkbook(lang: Lang): Promise<Buffer> {
  const w = words[lang];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Cases');
  sheet.addRow(['Title', 'Module', 'Type', 'Priority', 'Precondition', 'Steps', 'Expected', 'Tags']);
  for (let index = 1; index <= 300; index += 1) {
    const smoke = index <= 5;
    sheet.addRow([
      `${w.caseName} ${String(index)}`,
      smoke ? w.smoke : w.regression,
      w.type,
      w.priority,
      '',
      'Open the cart\nPress Pay',
      'The cart shows\nThe order is paid',
      smoke ? 'smoke' : '',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function pageOf(browser: Browser, baseURL: string, who: Person, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await useToken(context, baseURL, who.token);
  const page = await context.newPage();
  await speaks(page, lang);
  return page;
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`test management: import 300 cases, run a smoke task, file a defect, re-run after the fix (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const l = labels[lang];
    const w = words[lang];
    const base = baseURL ?? '';
    const tester = await person(request, `Tess ${lang}`);
    const developer = await person(request, `Dev ${lang}`);
    const { projectId } = await seedProject(request, tester.token, `Shop QA ${lang}`);
    await seedMember(request, { projectId, adminToken: tester.token, member: developer });
    await apiCall(request, 'POST', '/questline/projectInfo/getMyProjectInfoList', {
      token: tester.token,
      data: { projectId },
    });
    await apiCall(request, 'POST', '/questline/testModule', {
      token: tester.token,
      data: { projectId, name: w.regression },
    });
    const { user } = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token: tester.token });
    const requirement = await apiCall<{ questionId: number; number: number }>(
      request,
      'POST',
      '/questline/questionInfo',
      {
        token: tester.token,
        data: { projectId, questionName: w.requirement, questionType: 3, handlerUserIds: [user.userId] },
      },
    );

    // The library: a module made on the page, then 300 cases imported from .xlsx into the two modules.
    const page = await pageOf(browser, base, tester, lang);
    await page.goto('/testLibrary');
    await expect(page.getByTestId('test-module-tree')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: l.addModule }).click();
    const moduleDialog = page.getByRole('dialog');
    await moduleDialog.getByLabel(l.moduleName).fill(w.smoke);
    await moduleDialog.getByRole('button', { name: /OK|确\s?定/ }).click();
    await expect(page.getByRole('tree').getByText(`${w.smoke} (0)`)).toBeVisible();
    await button(page, l.import).click();
    const importer = page.getByRole('dialog');
    await importer.locator('input[type="file"]').setInputFiles({
      name: 'cases.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await casesWorkbook(lang),
    });
    await button(importer.locator('.ant-modal-footer'), l.importStart).click();
    await expect(page.getByText(l.imported)).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tree').getByText(`${w.smoke} (5)`)).toBeVisible();
    await expect(page.getByRole('tree').getByText(`${w.regression} (295)`)).toBeVisible();
    await page.getByRole('tree').getByText(`${w.smoke} (5)`).click();
    await expect(page.getByRole('button', { name: `${w.caseName} 5`, exact: true })).toBeVisible();
    await expectAccessible(page);

    // The case editor: the steps as imported; an edited expected result and a linked requirement (found
    // by its number) save version 2, and the case then links to the requirement.
    await page.getByRole('button', { name: `${w.caseName} 1`, exact: true }).click();
    const editor = page.getByRole('dialog');
    await expect(editor.getByLabel(l.stepAction)).toHaveValue('Press Pay');
    await editor.getByLabel(l.stepExpected).fill('The order is paid and mailed');
    const requirementLabel = `#${requirement.number} ${w.requirement}`;
    await editor.getByRole('combobox', { name: l.requirements }).fill(String(requirement.number));
    await page.locator('.ant-select-item-option').filter({ hasText: requirementLabel }).click();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: test.info().outputPath('caseEditor.png'), fullPage: true });
    await expectAccessible(page);
    await button(editor, l.save).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`${w.caseName} 1 `) }).getByText('v2')).toBeVisible();
    await page.getByRole('button', { name: `${w.caseName} 1`, exact: true }).click();
    await expect(editor.getByRole('link', { name: requirementLabel })).toHaveAttribute(
      'href',
      `/problem?projectId=${projectId}&questionId=${requirement.questionId}`,
    );
    await page.screenshot({ path: test.info().outputPath('caseRequirements.png'), fullPage: true });
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    // A smoke task built on the page, with the smoke module's cases.
    await page.goto('/test');
    await button(page, l.newTask).click();
    const taskDialog = page.getByRole('dialog');
    await taskDialog.getByLabel(l.taskName).fill(w.task);
    await taskDialog.getByPlaceholder(l.startDate).click();
    await taskDialog.getByPlaceholder(l.startDate).fill('2026-11-01');
    await taskDialog.getByPlaceholder(l.startDate).press('Enter');
    await taskDialog.getByPlaceholder(l.endDate).fill('2026-11-07');
    // Enter on the completed range submits the form, as the Save button would.
    await taskDialog.getByPlaceholder(l.endDate).press('Enter');
    await expect(page.getByRole('heading', { name: w.task })).toBeVisible();
    await button(page, l.add).click();
    const addDialog = page.getByRole('dialog');
    await addDialog.getByRole('combobox', { name: l.module }).click();
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: w.smoke }).click();
    // The filter shows how many library cases it matches before any is added.
    await expect(addDialog.getByTestId('add-cases-count')).toHaveText(l.matching);
    await page.screenshot({ path: test.info().outputPath('addCases.png'), fullPage: true });
    await expectAccessible(page);
    await addDialog.getByRole('button', { name: l.addMatching }).click();
    await expect(page.getByText(l.added)).toBeVisible();
    await expectAccessible(page);

    // The run: pass the first case from the keyboard, fail step 2 of the second with a screenshot.
    await page.getByRole('tab', { name: l.run }).click();
    await expect(page.getByText(`${w.caseName} 1`, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('run-step').first()).toBeVisible();
    await page.keyboard.press('p');
    await expect(page.getByTestId('run-case').first().getByText(l.passed)).toBeVisible();
    await expect(page.getByTestId('task-status')).toHaveText(l.inProgress);
    const second = page.getByTestId('run-case').nth(1);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await page.getByRole('radiogroup', { name: l.stepResult }).getByText(l.fail, { exact: true }).click();
    await page.getByLabel(l.actual).fill('Spinner forever');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pay-step.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('run-shot')).toHaveText('pay-step.png');
    await page.getByLabel(l.actual).blur();
    await page.keyboard.press('f');
    const defectDialog = page.getByRole('dialog');
    await pick(defectDialog, l.handlers, developer.name);
    await page.screenshot({ path: test.info().outputPath('testRun.png'), fullPage: true });
    await expectAccessible(page);
    await button(defectDialog, l.fileDefect).click();
    await expect(page.getByText(l.filed)).toBeVisible();
    const defectLink = page.getByTestId('run-defect').getByRole('link');
    await expect(defectLink).toContainText(`${w.caseName} 2`);
    const href = (await defectLink.getAttribute('href')) ?? '';
    const questionId = Number(new URL(href, base).searchParams.get('questionId'));
    expect(questionId).toBeGreaterThan(0);

    // The developer repairs it and the tester passes the review: resolved.
    const act = async (action: string, token: string) => {
      const detail = await apiCall<{ updateTime: string }>(
        request,
        'GET',
        `/questline/questionInfo/getQuestionInfo?projectId=${String(projectId)}&questionId=${String(questionId)}`,
        { token },
      );
      await apiCall(request, 'POST', `/questline/questionInfo/questionBy${action}`, {
        token,
        data: { projectId, questionId, updateTime: detail.updateTime },
      });
    };
    await act('StartRepair', developer.token);
    await act('CompleteRepair', developer.token);
    await act('AdoptReview', tester.token);

    // Re-run the case after the fix: it passes, and the other cases pass too.
    await page.reload();
    await page.getByRole('tab', { name: l.run }).click();
    await page.getByTestId('run-case').nth(1).click();
    await expect(page.getByTestId('run-defect').getByText(l.resolved)).toBeVisible();
    for (let index = 0; index < 4; index += 1) {
      await expect(page.getByTestId('run-case').nth(index + 1)).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('run-step').first()).toBeVisible();
      await page.keyboard.press('p');
      await expect(
        page
          .getByTestId('run-case')
          .nth(index + 1)
          .getByText(l.passed),
      ).toBeVisible();
    }

    // The report: every case run, all passing now, and the defect resolved.
    await page.getByRole('tab', { name: l.report }).click();
    const report = page.getByTestId('task-report');
    await expect(report.getByText('100%').first()).toBeVisible();
    await expect(report.getByTestId('report-defect-status')).toHaveText(l.resolved);
    await expect(report.locator('canvas').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('testReport.png'), fullPage: true });
    await expectAccessible(page);

    // The defect's history names the case it came from and the re-run's outcome.
    await page.goto(`/problem?projectId=${String(projectId)}&questionId=${String(questionId)}`);
    await expect(page.getByText(l.linked)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(l.rerun)).toBeVisible();
    await expect(page.getByRole('img', { name: 'pay-step.png' })).toBeVisible();
  });
}
