import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import type { TestServer } from '../../test/server';
import { adminKit } from './adminKit.fixture';

/** Issue 35: each change to an announcement is in the audit log, as it was and as it became. */
describe('the audit log of announcements', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    const kit = await adminKit();
    server = kit.server;
    root = kit.root.token;
  });
  afterAll(() => server.close());

  it('records writing, publishing, withdrawing and deleting, and a refused step writes nothing', async () => {
    const call = prodApi(server);
    const path = (step: string) => `/questline/admin/announcement/${step}`;
    const made = await call('POST', path('add'), {
      token: root,
      payload: { noticeTitle: 'Faster boards', noticeContent: '<p>Boards are faster now.</p>' },
    });
    expect(made.code).toBe(ResultCode.ok);
    const announcementId = made.data.announcementId as number;
    for (const step of ['publish', 'withdraw']) {
      expect((await call('POST', path(step), { token: root, payload: { announcementId } })).code).toBe(ResultCode.ok);
    }
    expect((await call('POST', path('withdraw'), { token: root, payload: { announcementId } })).code).toBe(
      ResultCode.fail,
    );
    expect((await call('POST', path('remove'), { token: root, payload: { announcementId } })).code).toBe(ResultCode.ok);

    const lines = (await call('GET', '/admin/audit/list?keyword=Faster%20boards', { token: root })).rows;
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
