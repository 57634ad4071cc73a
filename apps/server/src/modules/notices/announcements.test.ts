import {
  type Announcement,
  type NoticeDetail,
  type NoticeItem,
  ResultCode,
  type UnreadCount,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';

/**
 * Issue 11 "Administration of announcements" and spec points 2 "Layout pieces after login", 3 "Notice":
 * platform administrators write, publish and withdraw announcements; everyone reads the published ones,
 * each with their own read mark; the latest one is offered at start until read.
 */
describe('announcements', () => {
  let server: TestServer;
  let admin: string;
  let reader: string;
  let second: string;
  beforeAll(async () => {
    server = await getTestServer();
    const db = server.database.db;
    admin = await signIn(db, (await buildUser(db, { is_platform_admin: 1 })).id);
    reader = await signIn(db, (await buildUser(db)).id);
    second = await signIn(db, (await buildUser(db)).id);
  });
  afterAll(() => server.close());

  const as = (token: string | undefined, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const add = (body: object, token = admin) => as(token)<Announcement>('POST', 'admin/announcement/add', body);
  const publish = (announcementId: number, token = admin) =>
    as(token)<Announcement>('POST', 'admin/announcement/publish', { announcementId });

  it('only platform administrators manage announcements', async () => {
    expect((await add({ noticeTitle: 'T', noticeContent: '<p>x</p>' }, reader)).code).toBe(ResultCode.forbidden);
    expect((await as(reader)('GET', 'admin/announcement/list')).code).toBe(ResultCode.forbidden);
    expect((await as(undefined)('GET', 'admin/announcement/list')).code).toBe(ResultCode.unauthorized);
  });

  it('a draft is sanitised, unseen by readers until published, then pops up once as the latest', async () => {
    const draft = await add({
      noticeTitle: 'Maintenance tonight',
      noticeContent: '<p>From <b>22:00</b></p><script>alert(1)</script>',
    });
    expect(draft.code).toBe(ResultCode.ok);
    expect(draft.data).toMatchObject({ status: 0, publishTime: null, noticeContent: '<p>From <b>22:00</b></p>' });
    const id = draft.data.announcementId;
    expect((await as(reader)('GET', `notice/${id}`)).code).toBe(ResultCode.notFound);

    const published = await publish(id);
    expect(published.data).toMatchObject({ status: 1, publishTime: expect.any(String) });
    expect((await publish(id)).msg).toBe('The announcement is already published');

    const latest = await as(reader)<NoticeDetail | null>('GET', 'notice/getNewLog');
    expect(latest.data).toMatchObject({ noticeId: id, noticeType: 1, isRead: false, body: '<p>From <b>22:00</b></p>' });
    expect((await as(reader)<UnreadCount>('GET', 'notice/getUnreadCount')).data.announcements).toBe(1);

    const opened = await as(reader)<NoticeDetail>('GET', `notice/${id}`);
    expect(opened.data).toMatchObject({ noticeTitle: 'Maintenance tonight', isRead: true });
    expect((await as(reader)<NoticeDetail>('GET', 'notice/getNewLog')).data.isRead).toBe(true);
    // Each reader has their own mark.
    expect((await as(second)<NoticeDetail>('GET', 'notice/getNewLog')).data.isRead).toBe(false);
    const list = await as(admin)<Announcement[]>('GET', 'admin/announcement/list');
    expect(list.rows.find((row) => row.announcementId === id)?.readCount).toBe(1);
  });

  it('withdrawing hides it from readers; only a published one can be withdrawn', async () => {
    const id = (await add({ noticeTitle: 'Oops', noticeContent: '<p>wrong</p>' })).data.announcementId;
    const early = await as(admin, 'zh-CN')('POST', 'admin/announcement/withdraw', { announcementId: id });
    expect(early).toMatchObject({ code: ResultCode.fail, msg: '只有已发布的公告才能撤回' });
    await publish(id);
    const withdrawn = await as(admin)<Announcement>('POST', 'admin/announcement/withdraw', { announcementId: id });
    expect(withdrawn.data.status).toBe(2);
    expect((await as(reader)('GET', `notice/${id}`)).code).toBe(ResultCode.notFound);
    const readerList = await as(reader)<NoticeItem[]>('GET', 'notice/getList', { noticeType: '1' });
    expect(readerList.rows.map((row) => row.noticeId)).not.toContain(id);
  });

  it('edits and removes; unknown ids are 404; empty or too long input changes nothing', async () => {
    const id = (await add({ noticeTitle: 'Draft', noticeContent: '<p>v1</p>' })).data.announcementId;
    const edited = await as(admin)<Announcement>('PUT', 'admin/announcement/edit', {
      announcementId: id,
      noticeTitle: 'Draft 2',
      noticeContent: '<p>v2</p>',
    });
    expect(edited.data).toMatchObject({ noticeTitle: 'Draft 2', noticeContent: '<p>v2</p>' });
    const empty = await as(admin)('PUT', 'admin/announcement/edit', {
      announcementId: id,
      noticeTitle: 'Draft 3',
      noticeContent: '<script>x</script>',
    });
    expect(empty).toMatchObject({ code: ResultCode.fail, msg: 'The announcement cannot be empty' });
    const long = await add({ noticeTitle: '长'.repeat(51), noticeContent: '<p>x</p>' });
    expect(long.code).toBe(ResultCode.fail);
    const list = await as(admin)<Announcement[]>('GET', 'admin/announcement/list');
    expect(list.rows.find((row) => row.announcementId === id)?.noticeTitle).toBe('Draft 2');

    for (const call of ['publish', 'withdraw', 'remove']) {
      expect((await as(admin)('POST', `admin/announcement/${call}`, { announcementId: 999_999 })).code).toBe(
        ResultCode.notFound,
      );
    }
    expect(
      (
        await as(admin)('PUT', 'admin/announcement/edit', {
          announcementId: 999_999,
          noticeTitle: 'x',
          noticeContent: 'y',
        })
      ).code,
    ).toBe(ResultCode.notFound);
    expect((await as(admin)('POST', 'admin/announcement/remove', { announcementId: id })).code).toBe(ResultCode.ok);
    expect(
      (await as(admin)<Announcement[]>('GET', 'admin/announcement/list')).rows.map((r) => r.announcementId),
    ).not.toContain(id);
  });

  it('updateMessageRead {type: 1} marks every published announcement read for the caller only', async () => {
    await publish((await add({ noticeTitle: 'A1', noticeContent: '<p>1</p>' })).data.announcementId);
    await publish((await add({ noticeTitle: 'A2', noticeContent: '<p>2</p>' })).data.announcementId);
    const third = await signIn(server.database.db, (await buildUser(server.database.db)).id);
    expect((await as(third)<UnreadCount>('GET', 'notice/getUnreadCount')).data.announcements).toBeGreaterThanOrEqual(2);
    const marked = await as(third)<UnreadCount>('POST', 'notice/updateMessageRead', { type: 0 });
    expect(marked.data).toEqual({ total: 0, announcements: 0, messages: 0, workOrders: 0 });
    expect((await as(second)<UnreadCount>('GET', 'notice/getUnreadCount')).data.announcements).toBeGreaterThanOrEqual(
      2,
    );
    const all = await as(third)<NoticeItem[]>('GET', 'notice/getList');
    expect(all.rows.length).toBeGreaterThanOrEqual(2);
    expect(all.rows.every((row) => row.isRead && row.noticeType === 1)).toBe(true);
  });
});
