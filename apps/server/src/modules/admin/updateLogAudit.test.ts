import { ResultCode } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { adminSuite } from './adminKit.fixture';

/** Issue 35: the update log's release notes, added, edited and deleted, each in the audit log. */
describe('the audit log of the update log', () => {
  const suite = adminSuite();

  it('records a release note as it was and became, and nothing for a refused one', async () => {
    const call = prodApi(suite.server);
    const entry = { day: '2031-02-03', locale: 'en', summary: 'Boards', content: '<p>Faster boards.</p>' };
    const added = await call('POST', '/register/updateLog', { token: suite.root, payload: entry });
    expect(added.code).toBe(ResultCode.ok);
    const id = added.data.id as number;
    const edit = { ...entry, id, summary: 'Boards, faster' };
    expect((await call('PUT', '/register/updateLog', { token: suite.root, payload: edit })).code).toBe(ResultCode.ok);
    expect((await call('DELETE', `/register/updateLog/${String(id)}`, { token: suite.root })).code).toBe(ResultCode.ok);
    expect((await call('DELETE', `/register/updateLog/${String(id)}`, { token: suite.root })).code).toBe(
      ResultCode.notFound,
    );

    const lines = (await call('GET', '/admin/audit/list?keyword=2031-02-03', { token: suite.root })).rows;
    expect(lines.map((line: { action: string }) => line.action)).toEqual([
      'updateLogDelete',
      'updateLogEdit',
      'updateLogCreate',
    ]);
    expect(lines[1]).toMatchObject({ before: { summary: 'Boards' }, after: { summary: 'Boards, faster' } });
    expect(lines[0]).toMatchObject({ targetType: 'updateLog', after: null });
  });
});
