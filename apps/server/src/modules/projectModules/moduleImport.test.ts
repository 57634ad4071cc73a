import type { ImportRowError, ProjectModule } from '@questline/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { inlineRow, xlsxFile } from '../../test/xlsxFile';
import { caller } from '../projectSettings/settingsTestKit.fixture';
import { importForm as form, moduleWorkbook as workbook } from './importWorkbook.fixture';

/** Issue 8: the module import (spec points 5 "Imports", 7 "Modules" importTemplate, 8 "imported data cannot exceed 100 items"). */
describe('module import', () => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let w: ProjectWorld;
  let memberPhone: string;
  beforeAll(async () => {
    server = await getTestServer();
    call = caller(server);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
    const member = await server.database.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', w.member.id)
      .executeTakeFirstOrThrow();
    memberPhone = member.phone ?? '';
  });

  const upload = async (
    file: { name: string; content: Buffer } | undefined,
    token = w.admin.token,
    language = 'en',
  ) => {
    const body = form({ projectId: String(w.projectId) }, file);
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/projectModule/importModule',
      headers: { ...bearer(token), ...body.headers, language },
      payload: body.payload,
    });
    return response.json<{ code: number; msg: string; data?: unknown }>();
  };
  const modules = async () =>
    (
      await call(w.admin.token, {
        method: 'GET',
        url: `/prod-api/questline/projectModule/list?projectId=${w.projectId}`,
      })
    ).data as ProjectModule[];

  it('serves a real .xlsx template headed in the caller’s language to any member', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/projectModule/importTemplate?projectId=${w.projectId}`,
      headers: { ...bearer(w.member.token), language: 'zh-CN' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, '模块名称', '上级模块名称', '默认处理人手机号']);

    const outsider = await call(w.outsider.token, {
      method: 'GET',
      url: `/prod-api/questline/projectModule/importTemplate?projectId=${w.projectId}`,
    });
    expect(outsider.code).toBe(404);
  });

  it('imports every row in one go: parents from the project or rows above, handlers by phone', async () => {
    const content = await workbook([
      ['Frontend', '', memberPhone],
      ['Login page', 'Frontend', ''],
      ['Sub of existing', 'Module', Number(memberPhone)],
      [],
      ['Widget', 'Login page', ''],
    ]);
    expect(await upload({ name: 'modules.xlsx', content })).toEqual({
      code: 200,
      msg: 'Success',
      data: { imported: 4 },
    });
    const rows = await modules();
    const byName = new Map(rows.map((row) => [row.moduleName, row]));
    expect(byName.get('Frontend')).toMatchObject({ parentId: null, serialNo: 1, handlerUserId: w.member.id });
    expect(byName.get('Login page')?.parentId).toBe(byName.get('Frontend')?.moduleId);
    expect(byName.get('Sub of existing')).toMatchObject({ parentId: w.moduleId, handlerUserId: w.member.id });
    expect(byName.get('Widget')?.parentId).toBe(byName.get('Login page')?.moduleId);
  });

  it('lists every row error and writes nothing (spec point 5)', async () => {
    const content = await workbook([
      ['Fine', '', ''],
      ['', 'Fine', ''],
      ['x'.repeat(21), '', ''],
      ['Orphan', 'Nowhere', ''],
      ['Stranger', '', '13000000000'],
    ]);
    const answer = await upload({ name: 'modules.xlsx', content });
    expect(answer).toMatchObject({ code: 500, msg: 'Nothing was imported: 4 row(s) have errors' });
    expect(answer.data as ImportRowError[]).toEqual([
      { row: 3, msg: 'Module name is required' },
      { row: 4, msg: 'Module name must be at most 20 long' },
      { row: 5, msg: 'The parent module "Nowhere" does not exist' },
      { row: 6, msg: 'The phone number 13000000000 does not belong to a member of the project' },
    ]);
    expect((await modules()).length).toBe(1);
  });

  it('refuses more than 100 rows (spec point 8 "imported data cannot exceed 100 items")', async () => {
    const rows = Array.from({ length: 101 }, (_, index) => [`M${index}`, '', '']);
    expect(await upload({ name: 'modules.xlsx', content: await workbook(rows) })).toEqual({
      code: 500,
      msg: 'Imported data cannot exceed 100 items',
    });
    expect((await upload({ name: 'm.xlsx', content: await workbook(rows.slice(0, 100)) })).code).toBe(200);
    expect((await modules()).length).toBe(101);
  });

  it('takes .xlsx only, by name and by content (ADR 0018)', async () => {
    const good = await workbook([['A', '', '']]);
    const legacy = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    const xlsMessage = 'Old .xls files are not supported yet; save the file as .xlsx in Excel and import it again';
    const wrong = 'Wrong file type; upload an .xlsx file';
    expect(await upload({ name: 'old.xls', content: legacy })).toEqual({ code: 500, msg: xlsMessage });
    expect(await upload({ name: 'old.xlsx', content: legacy })).toEqual({ code: 500, msg: xlsMessage });
    expect(await upload({ name: 'modules.csv', content: Buffer.from('A,,\n') })).toEqual({ code: 500, msg: wrong });
    expect(await upload({ name: 'modules.xlsx', content: Buffer.from('A,,\n') })).toEqual({ code: 500, msg: wrong });
    expect(await upload({ name: 'zip.xlsx', content: Buffer.from('PK\u0003\u0004 not really a zip') })).toEqual({
      code: 500,
      msg: wrong,
    });
    expect(await upload({ name: 'modules.txt', content: good })).toEqual({ code: 500, msg: wrong });
    expect(await upload(undefined)).toEqual({ code: 500, msg: 'Choose a file to import' });
    expect(await upload({ name: 'empty.xlsx', content: await workbook([]) })).toEqual({
      code: 500,
      msg: 'The file holds no data to import',
    });
    expect((await modules()).length).toBe(1);
  });

  it('refuses a sheet that unpacks past 32 MB, however few its rows, in the caller’s language (issue 28, point 10)', async () => {
    const content = await xlsxFile([inlineRow(1, ['Module name']), inlineRow(2, ['M'.repeat(33 * 1024 * 1024)])]);
    expect(await upload({ name: 'huge.xlsx', content })).toEqual({
      code: 500,
      msg: 'The spreadsheet holds too much (over 32 MB unpacked); keep only the data to import and try again',
    });
    expect(await upload({ name: 'huge.xlsx', content }, w.admin.token, 'zh-CN')).toEqual({
      code: 500,
      msg: '表格内容过多（解压后超过 32 MB），请只保留要导入的数据后再导入',
    });
    expect((await modules()).length).toBe(1);
  });

  it('answers 403 to a member and 404 to an outsider before reading the file', async () => {
    const content = await workbook([['A', '', '']]);
    expect((await upload({ name: 'm.xlsx', content }, w.member.token)).code).toBe(403);
    expect((await upload({ name: 'm.xlsx', content }, w.outsider.token)).code).toBe(404);
    expect((await modules()).length).toBe(1);
  });
});
