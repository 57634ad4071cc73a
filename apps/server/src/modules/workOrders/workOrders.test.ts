import {
  type NoticeItem,
  NOTICE_PATHS,
  type WorkOrderCounts,
  type WorkOrderRow,
  WORK_ORDER_IMAGE_MAX_BYTES,
  WORK_ORDER_PATHS,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepFiles } from '../attachments/purge';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { tinyJpeg, tinyPng } from '../../test/uploads';
import { deskKit } from './testKit.fixture';

const DAY = 86_400_000;

/**
 * Issue 31, spec points 2 "workorder" and "/woprocess" and 5 "Work order": a requester opens orders with pictures,
 * reads them and their list; the limits of spec point 5 and someone else's order (404).
 */
describe('work orders: the requester', () => {
  let server: TestServer;
  const clock = movableClock(Date.parse('2026-11-02T02:00:00.000Z'));
  let kit: ReturnType<typeof deskKit>;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    kit = deskKit(server, clock.now);
  });
  afterAll(() => server.close());

  it('opens an order with a picture, sanitises its description and lists it under its status', async () => {
    const requester = await kit.person();
    const picture = await kit.upload(requester.token);
    expect(picture.code).toBe(200);
    const order = await kit.open(requester.token, {
      title: '发票抬头错误',
      category: 'billing',
      priority: 'high',
      description: '<p>Wrong company</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      imageIds: [picture.data.imageId],
    });
    expect(order).toMatchObject({
      label: `WO-${String(order.workOrderId)}`,
      title: '发票抬头错误',
      category: 'billing',
      priority: 'high',
      status: 'pending',
      side: 'requester',
      actions: ['requesterReply', 'withdraw'],
      assignee: null,
      requester: { userId: requester.id },
    });
    expect(order.description).toContain('Wrong company');
    expect(order.description).not.toMatch(/script|onerror/);
    expect(order.images.map((image) => image.imageId)).toEqual([picture.data.imageId]);
    expect(order.history.map((event) => [event.action, event.toStatus])).toEqual([['create', 'pending']]);

    const served = await server.app.inject({
      method: 'GET',
      url: picture.data.url,
      headers: { cookie: `questline=${requester.token}` },
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);

    const list = await kit.call<WorkOrderRow[]>('GET', `${WORK_ORDER_PATHS.list}?status=pending`, {
      token: requester.token,
    });
    expect(list.rows.map((row) => row.workOrderId)).toEqual([order.workOrderId]);
    const none = await kit.call<WorkOrderRow[]>('GET', `${WORK_ORDER_PATHS.list}?status=complete`, {
      token: requester.token,
    });
    expect(none.total).toBe(0);
    const counts = await kit.call<WorkOrderCounts>('GET', WORK_ORDER_PATHS.counts, { token: requester.token });
    expect(counts.data).toMatchObject({ byStatus: { pending: 1, complete: 0 }, unread: 0, support: false });
  });

  it('takes a title of 200 bytes: 66 Chinese characters pass, 67 are refused in the caller’s language', async () => {
    const requester = await kit.person();
    await kit.open(requester.token, { title: '锁'.repeat(66) });
    const refused = await kit.call('POST', WORK_ORDER_PATHS.add, {
      token: requester.token,
      language: 'zh-CN',
      payload: { title: '锁'.repeat(67), category: 'account', description: '<p>x</p>' },
    });
    expect(refused).toMatchObject({ code: 500 });
    expect(refused.msg).toContain('200');
    const empty = await kit.call('POST', WORK_ORDER_PATHS.add, {
      token: requester.token,
      language: 'zh-CN',
      payload: { title: '  ', category: 'account', description: '<p>x</p>' },
    });
    expect(empty.msg).toContain('请填写工单标题');
    const markupOnly = await kit.call('POST', WORK_ORDER_PATHS.add, {
      token: requester.token,
      payload: { title: 'x', category: 'account', description: '<p> </p><script>x</script>' },
    });
    expect(markupOnly.msg).toBe('Describe the problem');
    const rows = await kit.call<WorkOrderRow[]>('GET', WORK_ORDER_PATHS.list, { token: requester.token });
    expect(rows.total).toBe(1);
  });

  it('checks pictures by content: a PNG named .jpg passes, an HTML page named .png and a fourth picture do not', async () => {
    const requester = await kit.person();
    const renamed = await kit.upload(requester.token, 'screen.jpg', tinyPng(), 'image/jpeg');
    expect(renamed.code).toBe(200);
    const jpeg = await kit.upload(requester.token, 'photo.jpeg', tinyJpeg, 'image/jpeg');
    expect(jpeg.code).toBe(200);
    const page = await kit.upload(requester.token, 'evil.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(page).toMatchObject({ code: 500, msg: 'Only jpg, jpeg or png pictures can be uploaded' });
    const huge = Buffer.concat([tinyPng(), Buffer.alloc(WORK_ORDER_IMAGE_MAX_BYTES)]);
    expect(await kit.upload(requester.token, 'huge.png', huge)).toMatchObject({
      code: 500,
      msg: 'A picture can be at most 10 MB',
    });
    const third = await kit.upload(requester.token);
    const fourth = await kit.upload(requester.token);
    const ids = [renamed, jpeg, third, fourth].map((answer) => answer.data.imageId);
    const tooMany = await kit.call('POST', WORK_ORDER_PATHS.add, {
      token: requester.token,
      payload: { title: 'Four', category: 'other', description: '<p>x</p>', imageIds: ids },
    });
    expect(tooMany.code).toBe(500);
    expect(tooMany.msg).toContain('At most 3 pictures');
    const three = await kit.open(requester.token, { imageIds: ids.slice(0, 3) });
    expect(three.images).toHaveLength(3);

    // Another person's upload, or one already used, cannot be claimed; nothing is created then.
    const other = await kit.person();
    const stolen = await kit.call('POST', WORK_ORDER_PATHS.add, {
      token: other.token,
      payload: { title: 'Mine', category: 'other', description: '<p>x</p>', imageIds: [fourth.data.imageId] },
    });
    expect(stolen.msg).toBe('The picture is not valid or already used; upload it again');
    const reused = await kit.call('POST', WORK_ORDER_PATHS.add, {
      token: requester.token,
      payload: { title: 'Again', category: 'other', description: '<p>x</p>', imageIds: [ids[0]] },
    });
    expect(reused.code).toBe(500);
    const otherList = await kit.call<WorkOrderRow[]>('GET', WORK_ORDER_PATHS.list, { token: other.token });
    expect(otherList.total).toBe(0);

    // The unclaimed fourth goes with the file sweep a day later; claimed ones stay.
    clock.advance(2 * DAY);
    const swept = await sweepFiles(server.database.db, server.files, clock.now());
    expect(swept.workOrderImages).toBeGreaterThanOrEqual(1);
    const left = await server.database.db.selectFrom('work_order_images').select('id').where('id', 'in', ids).execute();
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 3).sort((a, b) => a - b));
  });

  it('answers 404 for someone else’s order, its pictures and its actions', async () => {
    const requester = await kit.person();
    const picture = await kit.upload(requester.token);
    const order = await kit.open(requester.token, { imageIds: [picture.data.imageId] });
    const stranger = await kit.person();
    expect((await kit.detail(stranger.token, order.workOrderId)).code).toBe(404);
    expect((await kit.act(stranger.token, order, { action: 'withdraw' })).code).toBe(404);
    expect((await kit.act(stranger.token, order, { action: 'accept' })).code).toBe(404);
    const image = await server.app.inject({
      method: 'GET',
      url: picture.data.url,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(image.json()).toMatchObject({ code: 404 });
    expect((await kit.detail(stranger.token, 999_999)).code).toBe(404);
    const unchanged = await kit.detail(requester.token, order.workOrderId);
    expect(unchanged.data.updateTime).toBe(order.updateTime);
  });

  it('tells the desk of a new order in its messages, read when the order is opened', async () => {
    const requester = await kit.person();
    const supporter = await kit.supporter();
    const order = await kit.open(requester.token, { title: 'Export my data' });
    const inbox = await kit.call<NoticeItem[]>('GET', `${NOTICE_PATHS.list}?noticeType=2`, { token: supporter.token });
    expect(inbox.rows[0]).toMatchObject({
      workOrderId: order.workOrderId,
      kind: 'workOrderNew',
      noticeTitle: 'A new work order came in',
      noticeContent: `WO-${String(order.workOrderId)} Export my data`,
      isRead: false,
    });
    const before = await kit.call<WorkOrderCounts>('GET', WORK_ORDER_PATHS.counts, { token: supporter.token });
    expect(before.data).toMatchObject({ support: true });
    expect(before.data.unread).toBeGreaterThanOrEqual(1);
    const unread = await kit.call<{ workOrders: number }>('GET', NOTICE_PATHS.unreadCount, { token: supporter.token });
    expect(unread.data.workOrders).toBe(before.data.unread);
    const opened = await kit.detail(supporter.token, order.workOrderId);
    expect(opened.data).toMatchObject({ side: 'support', actions: ['accept', 'assign', 'note'] });
    const after = await kit.call<WorkOrderCounts>('GET', WORK_ORDER_PATHS.counts, { token: supporter.token });
    expect(after.data.unread).toBe(before.data.unread - 1);
    // The requester is never told of their own order.
    const own = await kit.call<NoticeItem[]>('GET', `${NOTICE_PATHS.list}?noticeType=2`, { token: requester.token });
    expect(own.total).toBe(0);
  });
});
