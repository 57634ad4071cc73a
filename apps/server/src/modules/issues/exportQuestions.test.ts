import type { QuestionDetail } from '@questline/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/** Issue 10: the list exported to .xlsx, fetched once through GET /common/download (spec point 7). */
describe('issue export', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const create = (body: object, token = w.member.token) =>
    apiAs(server, token, 'en-US')<QuestionDetail>('POST', 'questionInfo', {
      projectId: w.projectId,
      handlerUserIds: [w.other.id],
      ...body,
    });

  it('exports the filtered list to an .xlsx only its requester fetches, once', async () => {
    await create({ questionName: '导出报表太慢', priority: 4, description: '<p>Takes <b>40 s</b></p>' });
    await create({ questionName: 'Low priority thing', priority: 1 });
    const ticket = await apiAs(server, w.member.token, 'en-US')<{ fileName: string }>(
      'POST',
      'questionInfo/exportQuestion',
      {
        projectId: w.projectId,
        priority: [4],
      },
    );
    expect(ticket.code).toBe(200);
    const url = `/prod-api/common/download?fileName=${ticket.data.fileName}&delete=true`;
    expect((await server.app.inject({ method: 'GET', url, headers: bearer(w.other.token) })).json()).toMatchObject({
      code: 404,
    });
    const response = await server.app.inject({ method: 'GET', url, headers: bearer(w.member.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Issues');
    expect(sheet?.getRow(1).getCell(2).value).toBe('Title');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(2).value).toBe('导出报表太慢');
    expect(sheet?.getRow(2).getCell(5).value).toBe('Urgent');
    expect(sheet?.getRow(2).getCell(18).value).toBe('Takes 40 s');
    const again = await server.app.inject({ method: 'GET', url, headers: bearer(w.member.token) });
    expect(again.json()).toMatchObject({ code: 500 });
  });
});
