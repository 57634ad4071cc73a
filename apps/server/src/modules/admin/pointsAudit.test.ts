import { ResultCode } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { buildUser } from '../../test/factories';
import { adminSuite } from './adminKit.fixture';

/** Issue 35: points an administrator gives, amends or reverses are in the audit log with the balance moved. */
describe('the audit log of points adjustments', () => {
  const suite = adminSuite();

  it('records an adjustment, an amendment and a reversal with the balance before and after', async () => {
    const person = await buildUser(suite.server.database.db, { points: 10 });
    const call = prodApi(suite.server);
    const given = await call('POST', '/questline/integral', {
      token: suite.root,
      payload: { userId: person.id, points: 50, reason: 'goodwill' },
    });
    expect(given.code).toBe(ResultCode.ok);
    const amended = await call('PUT', '/questline/integral', {
      token: suite.root,
      payload: { id: given.data.id, points: 30, reason: 'too generous' },
    });
    expect(amended.code).toBe(ResultCode.ok);
    expect((await call('DELETE', `/questline/integral/${String(amended.data.id)}`, { token: suite.root })).code).toBe(
      ResultCode.ok,
    );

    const lines = (await call('GET', `/admin/audit/list?keyword=${person.userName}`, { token: suite.root })).rows;
    expect(lines.map((line: { action: string }) => line.action)).toEqual([
      'pointsReverse',
      'pointsAmend',
      'pointsAdjust',
    ]);
    expect(lines[2]).toMatchObject({ before: { balance: 10 }, after: { balance: 60, points: 50, reason: 'goodwill' } });
    expect(lines[1]).toMatchObject({ before: { balance: 60 }, after: { balance: 40, points: -20 } });
    expect(lines[0]).toMatchObject({ before: { balance: 40 }, after: { balance: 10, points: -30 } });
  });
});
