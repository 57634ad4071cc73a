import { POINTS_PATHS } from '@questline/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { mallKit } from './mall/testKit.fixture';

/** Spec point 7 `integral/export` (issue 30): the filtered ledger as .xlsx, for platform administrators only. */
describe('points export', () => {
  let server: TestServer;
  let kit: ReturnType<typeof mallKit>;
  beforeAll(async () => {
    server = await getTestServer();
    kit = mallKit(server, () => new Date());
  });
  afterAll(() => server.close());

  it('exports one person’s adjustments with the sources named, fetched once by the administrator', async () => {
    const ann = await kit.person({ nick_name: 'Ann Export' });
    await kit.grant(ann.id, 25);
    await kit.grant(ann.id, -5);
    expect((await kit.call('GET', `/questline/integral/addSignIn/1`, { token: ann.token })).code).toBe(200);
    const admin = await kit.admin();
    const refused = await kit.call('GET', `${POINTS_PATHS.export}?userId=${String(ann.id)}`, { token: ann.token });
    expect(refused.code).toBe(403);
    const ticket = await kit.call<{ fileName: string }>(
      'GET',
      `${POINTS_PATHS.export}?userId=${String(ann.id)}&source=adjustment`,
      { token: admin.token, language: 'zh-CN' },
    );
    expect(ticket.code).toBe(200);
    const url = `/prod-api/common/download?fileName=${ticket.data.fileName}&delete=true`;
    const response = await server.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('积分记录');
    const rows = [2, 3].map((row) => [2, 3, 4, 6].map((cell) => sheet?.getRow(row).getCell(cell).value));
    expect(rows).toEqual([
      ['Ann Export', -5, '管理员调整', 20],
      ['Ann Export', 25, '管理员调整', 25],
    ]);
    expect(sheet?.rowCount).toBe(3);
  });
});
