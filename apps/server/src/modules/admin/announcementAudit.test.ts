import { ResultCode } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { adminSuite } from './adminKit.fixture';

/** Issue 35: each change to an announcement is in the audit log, as it was and as it became. */
describe('the audit log of announcements', () => {
  const suite = adminSuite();

  it('records writing, publishing, withdrawing and deleting, and a refused step writes nothing', async () => {
    const call = prodApi(suite.server);
    const path = (step: string) => `/questline/admin/announcement/${step}`;
    const made = await call('POST', path('add'), {
      token: suite.root,
      payload: { noticeTitle: 'Faster boards', noticeContent: '<p>Boards are faster now.</p>' },
    });
    expect(made.code).toBe(ResultCode.ok);
    const announcementId = made.data.announcementId as number;
    for (const step of ['publish', 'withdraw']) {
      expect((await call('POST', path(step), { token: suite.root, payload: { announcementId } })).code).toBe(
        ResultCode.ok,
      );
    }
    expect((await call('POST', path('withdraw'), { token: suite.root, payload: { announcementId } })).code).toBe(
      ResultCode.fail,
    );
    expect((await call('POST', path('remove'), { token: suite.root, payload: { announcementId } })).code).toBe(
      ResultCode.ok,
    );

    const lines = (await call('GET', '/admin/audit/list?keyword=Faster%20boards', { token: suite.root })).rows;
    expect(lines.map((line: { action: string }) => line.action)).toEqual([
      'announcementDelete',
      'announcementWithdraw',
      'announcementPublish',
      'announcementCreate',
    ]);
    expect(lines[0]).toMatchObject({ targetType: 'announcement', after: null, before: { status: 2 } });
    expect(lines[2]).toMatchObject({ before: { status: 0 }, after: { status: 1 } });
    expect(lines[3]).toMatchObject({ before: null, after: { title: 'Faster boards' } });
  });
});
