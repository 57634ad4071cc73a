import {
  type CannedAnswer,
  type NoticeItem,
  NOTICE_PATHS,
  type SupportPerson,
  type WorkOrderDetail,
  type WorkOrderFigures,
  type WorkOrderRow,
  ADMIN_PATHS,
  WORK_ORDER_PATHS,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../providers/mail';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { type DeskPerson, deskKit } from './testKit.fixture';

const HOUR = 3_600_000;

/**
 * Issue 31, the support side: the support role, the queue and its filters, internal notes that never reach the
 * requester, canned answers, the desk's figures and the notifications of each side.
 */
describe('work orders: the support desk', () => {
  let server: TestServer;
  const clock = movableClock(Date.parse('2026-11-02T02:00:00.000Z'));
  const mails: MailMessage[] = [];
  let kit: ReturnType<typeof deskKit>;
  let supporter: DeskPerson;
  beforeAll(async () => {
    server = await getTestServer({
      now: clock.now,
      config: { notifyMailWindowMs: 5 },
      mail: { send: async (message) => void mails.push(message) },
    });
    kit = deskKit(server, clock.now);
    supporter = await kit.supporter();
  });
  afterAll(() => server.close());

  it('keeps the desk to support staff and platform administrators, and the role to administrators to grant', async () => {
    const someone = await kit.person();
    expect((await kit.call('GET', WORK_ORDER_PATHS.queue, { token: someone.token })).code).toBe(403);
    const roles = async (token: string) =>
      (await kit.call<{ roles: string[] }>('GET', '/getInfo', { token })).data.roles;
    expect(await roles(supporter.token)).toEqual(['common', 'support']);
    expect(await roles(someone.token)).toEqual(['common']);
    expect((await kit.call('GET', WORK_ORDER_PATHS.queue, { token: supporter.token })).code).toBe(200);
    expect((await kit.call('GET', WORK_ORDER_PATHS.queue, { token: (await kit.admin()).token })).code).toBe(200);
    const bySupport = await kit.call('POST', ADMIN_PATHS.grantRole, {
      token: supporter.token,
      payload: { account: someone.userName, role: 'support' },
    });
    expect(bySupport.code).toBe(403);
    const admin = await kit.admin();
    const unknown = await kit.call('POST', ADMIN_PATHS.grantRole, {
      token: admin.token,
      payload: { account: 'nobody-here', role: 'support' },
    });
    expect(unknown.msg).toBe('No such user');
    const staff = await kit.call<SupportPerson[]>('GET', WORK_ORDER_PATHS.staff, { token: supporter.token });
    expect(staff.data.map((person) => person.userId)).toEqual(expect.arrayContaining([admin.id, supporter.id]));
    expect(staff.data.find((person) => person.userId === admin.id)?.platformAdmin).toBe(true);
    const adminRole = await kit.call('POST', ADMIN_PATHS.grantRole, {
      token: admin.token,
      payload: { account: admin.userName, role: 'support' },
    });
    expect(adminRole.code).toBe(500);
  });

  it('hands a revoked supporter’s open orders back to the queue and shuts the desk to them at once', async () => {
    const temp = await kit.supporter();
    const requester = await kit.person();
    const order = await kit.open(requester.token);
    const accepted = await kit.act(temp.token, order, { action: 'accept' });
    expect(accepted.data.assignee?.userId).toBe(temp.id);
    const revoked = await kit.call('POST', ADMIN_PATHS.revokeRole, {
      token: (await kit.admin()).token,
      payload: { userId: temp.id, role: 'support' },
    });
    expect(revoked.code).toBe(200);
    expect((await kit.call('GET', WORK_ORDER_PATHS.queue, { token: temp.token })).code).toBe(403);
    expect((await kit.detail(temp.token, order.workOrderId)).code).toBe(404);
    expect((await kit.detail(requester.token, order.workOrderId)).data.assignee).toBeNull();
  });

  it('never answers internal notes, their pictures or their timeline lines to the requester', async () => {
    const requester = await kit.person();
    let order = await kit.orderIn('processing', requester, supporter);
    const picture = await kit.upload(supporter.token);
    order = (
      await kit.act(supporter.token, order, {
        action: 'note',
        body: 'Internal: account flagged by fraud check',
        imageIds: [picture.data.imageId],
      })
    ).data;
    expect(order.messages.map((message) => message.internal)).toEqual([true]);
    const seenByRequester = await server.app.inject({
      method: 'GET',
      url: `/prod-api${WORK_ORDER_PATHS.detail(order.workOrderId)}`,
      headers: { authorization: `Bearer ${requester.token}` },
    });
    expect(seenByRequester.body).not.toContain('fraud');
    const detail = seenByRequester.json<{ data: WorkOrderDetail }>().data;
    expect(detail.messages).toEqual([]);
    expect(detail.history.map((event) => event.action)).not.toContain('note');
    const image = await server.app.inject({
      method: 'GET',
      url: picture.data.url,
      headers: { authorization: `Bearer ${requester.token}` },
    });
    expect(image.json()).toMatchObject({ code: 404 });
    for (const path of [WORK_ORDER_PATHS.list, WORK_ORDER_PATHS.counts, `${NOTICE_PATHS.list}?noticeType=2`]) {
      const answer = await server.app.inject({
        method: 'GET',
        url: `/prod-api${path}`,
        headers: { authorization: `Bearer ${requester.token}` },
      });
      expect(answer.body, path).not.toContain('fraud');
    }
    const seenByDesk = await kit.detail(supporter.token, order.workOrderId);
    expect(seenByDesk.data.messages[0]?.body).toContain('fraud');
  });

  it('filters the queue by status, category, priority, assignee and age, open orders oldest first', async () => {
    const requester = await kit.person();
    const old = await kit.open(requester.token, { title: 'Old billing', category: 'billing', priority: 'urgent' });
    clock.advance(3 * 24 * HOUR);
    const fresh = await kit.open(requester.token, { title: 'Fresh feature', category: 'feature', priority: 'low' });
    await kit.act(supporter.token, fresh, { action: 'accept' });
    const query = async (filters: string) =>
      (
        await kit.call<WorkOrderRow[]>('GET', `${WORK_ORDER_PATHS.queue}?pageSize=100&${filters}`, {
          token: supporter.token,
        })
      ).rows
        .map((row) => row.workOrderId)
        .filter((id) => id === old.workOrderId || id === fresh.workOrderId);
    expect(await query('')).toEqual([old.workOrderId, fresh.workOrderId]);
    expect(await query('category=billing')).toEqual([old.workOrderId]);
    expect(await query('priority=low')).toEqual([fresh.workOrderId]);
    expect(await query('status=accepting')).toEqual([fresh.workOrderId]);
    expect(await query(`assigneeId=${String(supporter.id)}`)).toEqual([fresh.workOrderId]);
    expect(await query('assigneeId=0')).toEqual([old.workOrderId]);
    expect(await query('olderThanDays=2')).toEqual([old.workOrderId]);
    const bad = await kit.call('GET', `${WORK_ORDER_PATHS.queue}?status=lost`, { token: supporter.token });
    expect(bad.code).toBe(500);
  });

  it('keeps canned answers per language for the desk', async () => {
    const added = await kit.call<CannedAnswer>('POST', WORK_ORDER_PATHS.canned, {
      token: supporter.token,
      payload: { locale: 'en', title: 'Reset link', body: 'We sent a reset link to your e-mail.' },
    });
    await kit.call('POST', WORK_ORDER_PATHS.canned, {
      token: supporter.token,
      payload: { locale: 'zh', title: '重置链接', body: '我们已将重置链接发送到你的邮箱。' },
    });
    const english = await kit.call<CannedAnswer[]>('GET', `${WORK_ORDER_PATHS.canned}?locale=en`, {
      token: supporter.token,
    });
    expect(english.data.map((answer) => answer.title)).toEqual(['Reset link']);
    const edited = await kit.call<CannedAnswer>('PUT', WORK_ORDER_PATHS.canned, {
      token: supporter.token,
      payload: { cannedId: added.data.cannedId, locale: 'en', title: 'Reset link', body: 'Check your inbox.' },
    });
    expect(edited.data.body).toBe('Check your inbox.');
    const empty = await kit.call('POST', WORK_ORDER_PATHS.canned, {
      token: supporter.token,
      payload: { locale: 'en', title: 'x', body: ' ' },
    });
    expect(empty.msg).toContain('Enter the canned answer');
    const someone = await kit.person();
    expect((await kit.call('GET', WORK_ORDER_PATHS.canned, { token: someone.token })).code).toBe(403);
    await kit.call('POST', WORK_ORDER_PATHS.removeCanned, {
      token: supporter.token,
      payload: { cannedId: added.data.cannedId },
    });
    const left = await kit.call<CannedAnswer[]>('GET', WORK_ORDER_PATHS.canned, { token: supporter.token });
    expect(left.data.map((answer) => answer.title)).toEqual(['重置链接']);
  });

  it('tells the requester of replies and status changes, by message and batched e-mail, and the holder of replies', async () => {
    const requester = await kit.person({ email: 'requester@example.com', email_notify: 1 });
    let order = await kit.open(requester.token, { title: 'Invoice missing' });
    order = (await kit.act(supporter.token, order, { action: 'accept' })).data;
    order = (await kit.act(supporter.token, order, { action: 'start' })).data;
    order = (await kit.act(supporter.token, order, { action: 'supportReply', body: 'Which month?' })).data;
    // Notices are written after each answer (routes.ts `tell`), so on a loaded machine the last may not be in yet and
    // the three, written on one test clock instant, may land in any order.
    const kinds = async (token: string) =>
      (await kit.call<NoticeItem[]>('GET', `${NOTICE_PATHS.list}?noticeType=2`, { token })).rows
        .map((row) => row.kind)
        .sort();
    await expect.poll(() => kinds(requester.token)).toEqual(['workOrderReply', 'workOrderStatus', 'workOrderStatus']);
    // Batched: however the window split them, every line reaches the requester's mailbox.
    const mailed = () =>
      mails
        .filter((sent) => sent.to === 'requester@example.com')
        .map((sent) => sent.text)
        .join('\n');
    await vi.waitFor(() => expect(mailed()).toContain('A work order has a new reply'));
    expect(mailed()).toContain(`WO-${String(order.workOrderId)} Invoice missing`);
    expect(mailed()).toContain('工单有新回复');

    const replies = async () =>
      (
        await kit.call<NoticeItem[]>('GET', `${NOTICE_PATHS.list}?noticeType=2`, { token: supporter.token })
      ).rows.filter((row) => row.kind === 'workOrderReply' && row.workOrderId === order.workOrderId).length;
    expect(await replies()).toBe(0);
    await kit.act(requester.token, order, { action: 'requesterReply', body: 'October' });
    await expect.poll(replies).toBe(1);
  });

  it('measures first response and resolution per week, leaving withdrawals out of resolution', async () => {
    const requester = await kit.person();
    const answered = await kit.open(requester.token);
    clock.advance(2 * HOUR);
    let order = (await kit.act(supporter.token, answered, { action: 'accept' })).data;
    order = (await kit.act(supporter.token, order, { action: 'start' })).data;
    order = (await kit.act(supporter.token, order, { action: 'askConfirm', body: 'Fixed' })).data;
    clock.advance(HOUR);
    await kit.act(requester.token, order, { action: 'confirm' });
    const withdrawn = await kit.open(requester.token);
    clock.advance(HOUR);
    await kit.act(requester.token, withdrawn, { action: 'withdraw' });
    const figures = await kit.call<WorkOrderFigures>('GET', WORK_ORDER_PATHS.figures, { token: supporter.token });
    expect(figures.data.weeks).toHaveLength(8);
    const week = figures.data.weeks.at(-1);
    expect(week?.created).toBeGreaterThanOrEqual(2);
    expect(week?.firstResponseMedianMs).toEqual(expect.any(Number));
    expect(week?.resolutionMedianMs).toEqual(expect.any(Number));
    const open = await server.database.db
      .selectFrom('work_orders')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    expect(figures.data.open.pending).toBe(open.length);
    const rows = await server.database.db
      .selectFrom('work_orders')
      .select(['create_time', 'first_response_time', 'complete_time'])
      .where('id', '=', answered.workOrderId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(rows.first_response_time ?? '') - Date.parse(rows.create_time)).toBeGreaterThanOrEqual(2 * HOUR);
    expect(Date.parse(rows.complete_time ?? '') - Date.parse(rows.create_time)).toBeGreaterThanOrEqual(3 * HOUR);
  });
});
