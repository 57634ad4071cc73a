import type { ImportRowError, TestCaseDetail, TestCaseRow } from '@questline/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { importForm } from '../projectModules/importWorkbook.fixture';

const HEADER = ['Title', 'Module', 'Type', 'Priority', 'Precondition', 'Steps', 'Expected', 'Tags'];

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Cases');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const caseRow = (index: number, module = 'Sign-in') => [
  `Case ${index}`,
  module,
  index % 2 ? 'Functional' : '性能测试',
  index % 3 ? 'High' : '低',
  'Signed out',
  'Open the page\nPress the button',
  'The page shows\nIt works',
  'smoke',
];

/** Issue 14: the case import of spec point 5 "Imports" (500 rows, xlsx only, row errors, nothing written) and the export. */
describe('case import and export', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const upload = async (file: { name: string; content: Buffer }, token = w.member.token, language = 'en') => {
    const body = importForm({ projectId: String(w.projectId) }, file);
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/testCase/importData',
      headers: { ...bearer(token), ...body.headers, language },
      payload: body.payload,
    });
    return response.json<{ code: number; msg: string; data?: unknown }>();
  };
  const caseCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('test_cases')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('project_id', '=', w.projectId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('imports 300 cases in step mode with labels in either language', async () => {
    const rows = Array.from({ length: 300 }, (_, index) => caseRow(index + 1));
    const answer = await upload({ name: 'cases.xlsx', content: await workbook(rows) });
    expect(answer).toMatchObject({ code: 200, data: { imported: 300 } });
    expect(await caseCount()).toBe(301);
    const api = apiAs(server, w.member.token, 'en-US');
    const page = await api<TestCaseRow[]>('POST', 'testCase/list?pageNum=1&pageSize=150', {
      projectId: w.projectId,
      keyword: 'Case 2',
    });
    expect(page.total).toBe(111);
    const first = page.rows.find((row) => row.caseName === 'Case 2');
    const detail = await api<TestCaseDetail>(
      'GET',
      `testCase/info?projectId=${w.projectId}&caseId=${first?.caseId ?? 0}`,
    );
    expect(detail.data).toMatchObject({
      caseType: 2,
      priority: 3,
      mode: 'step',
      precondition: 'Signed out',
      moduleName: 'Sign-in',
      steps: [
        { action: 'Open the page', expected: 'The page shows' },
        { action: 'Press the button', expected: 'It works' },
      ],
      tags: ['smoke'],
    });
  });

  it('refuses 501 rows and a file that is not xlsx with the spec messages, writing nothing', async () => {
    const rows = Array.from({ length: 501 }, (_, index) => caseRow(index + 1));
    expect(await upload({ name: 'cases.xlsx', content: await workbook(rows) })).toMatchObject({
      code: 500,
      msg: 'Imported data cannot exceed 500 items',
    });
    const zh = await upload({ name: 'cases.xlsx', content: await workbook(rows) }, w.member.token, 'zh-CN');
    expect(zh.msg).toBe('导入数据不能超过 500 条');
    expect(await upload({ name: 'cases.txt', content: Buffer.from('title\nA') })).toMatchObject({
      code: 500,
      msg: 'Wrong file type; upload an .xlsx file',
    });
    expect(await caseCount()).toBe(1);
  });

  it('answers every row error and writes nothing when one row is wrong', async () => {
    const rows = [caseRow(1), ['x'.repeat(33), 'Sign-in'], ['Case 3', 'Nowhere', 'Kind of'], ['Case 4', '']];
    const answer = await upload({ name: 'cases.xlsx', content: await workbook(rows) });
    expect(answer).toMatchObject({ code: 500, msg: 'Nothing was imported: 3 row(s) have errors' });
    const errors = answer.data as ImportRowError[];
    expect(errors.map((error) => error.row)).toEqual([3, 4, 4, 5]);
    expect(errors[0]?.msg).toContain('at most 32 bytes');
    expect(errors[1]?.msg).toBe('The module "Nowhere" does not exist');
    expect(errors[2]?.msg).toBe('Case type "Kind of" is not one of the choices');
    expect(errors[3]?.msg).toBe('Only project admins can create cases in the root module; choose a module');
    expect(await caseCount()).toBe(1);
    expect(
      await upload({ name: 'cases.xlsx', content: await workbook([['Case 4', '']]) }, w.admin.token),
    ).toMatchObject({
      code: 200,
    });
  });

  it('serves a template that imports as it is, and exports the library in the same layout', async () => {
    const template = await server.app.inject({
      method: 'GET',
      url: '/prod-api/questline/testCase/importTemplate',
      headers: { ...bearer(w.admin.token), language: 'zh-CN' },
    });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as Parameters<typeof book.xlsx.load>[0]);
    expect(book.worksheets[0]?.getRow(1).getCell(1).text).toBe('用例标题');
    const imported = await upload({ name: 'template.xlsx', content: template.rawPayload }, w.admin.token);
    expect(imported).toMatchObject({
      code: 200,
      data: { imported: 1 },
    });

    const api = apiAs(server, w.member.token, 'en-US');
    const ticket = await api<{ fileName: string }>('POST', 'testCase/export', {
      projectId: w.projectId,
      moduleId: w.testModuleId,
    });
    const file = await server.app.inject({
      method: 'GET',
      url: `/prod-api/common/download?fileName=${ticket.data.fileName}&delete=true`,
      headers: bearer(w.member.token),
    });
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load(file.rawPayload as unknown as Parameters<typeof exported.xlsx.load>[0]);
    const sheet = exported.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).text).toBe('Case title');
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Sign in',
      'Sign-in',
      'Functional',
      'High',
      '',
      '1. Open the sign-in page',
      '1. The form shows',
      '',
    ]);
    expect(sheet?.rowCount).toBe(2);
  });

  it('exports and imports back every mode as it was, a single step still in step mode (ADR 0048)', async () => {
    const api = apiAs(server, w.member.token, 'en-US');
    const module = await api<{ moduleId: number }>('POST', 'testModule', { projectId: w.projectId, name: 'Trip' });
    const moduleId = module.data.moduleId;
    const originals = [
      { caseName: 'One step', mode: 'step', steps: [{ action: 'Open the page', expected: 'It shows' }] },
      {
        caseName: 'Three steps',
        mode: 'step',
        steps: [
          { action: 'Open', expected: 'Opened' },
          { action: 'Wait', expected: '' },
          { action: '2. Numbered in the text', expected: 'Done' },
        ],
      },
      { caseName: 'Text', mode: 'text', textSteps: 'Just do it', textExpected: 'It is done' },
    ];
    for (const original of originals) {
      expect((await api('POST', 'testCase', { projectId: w.projectId, moduleId, ...original })).code).toBe(200);
    }
    const ticket = await api<{ fileName: string }>('POST', 'testCase/export', { projectId: w.projectId, moduleId });
    const file = await server.app.inject({
      method: 'GET',
      url: `/prod-api/common/download?fileName=${ticket.data.fileName}&delete=true`,
      headers: bearer(w.member.token),
    });
    await api('PUT', 'testModule', { projectId: w.projectId, moduleId, name: 'Trip back' });
    await api('POST', 'testModule', { projectId: w.projectId, name: 'Trip' });
    expect(await upload({ name: 'trip.xlsx', content: file.rawPayload })).toMatchObject({ data: { imported: 3 } });
    const list = await api<TestCaseRow[]>('POST', 'testCase/list?pageNum=1&pageSize=10', {
      projectId: w.projectId,
      keyword: '',
    });
    const back = list.rows.filter((row) => row.moduleName === 'Trip').sort((a, b) => a.caseId - b.caseId);
    const details = await Promise.all(
      back.map(
        async (row) =>
          (await api<TestCaseDetail>('GET', `testCase/info?projectId=${w.projectId}&caseId=${row.caseId}`)).data,
      ),
    );
    expect(
      details.map(({ caseName, mode, steps, textSteps, textExpected }) => ({
        caseName,
        mode,
        steps,
        textSteps,
        textExpected,
      })),
    ).toEqual([
      { caseName: 'One step', mode: 'step', steps: originals[0]?.steps, textSteps: '', textExpected: '' },
      { caseName: 'Three steps', mode: 'step', steps: originals[1]?.steps, textSteps: '', textExpected: '' },
      { caseName: 'Text', mode: 'text', steps: [], textSteps: 'Just do it', textExpected: 'It is done' },
    ]);
  });
});
