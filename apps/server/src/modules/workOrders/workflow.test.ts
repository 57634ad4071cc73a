import {
  WORK_ORDER_ACTIONS,
  WORK_ORDER_ACTORS,
  WORK_ORDER_STATUSES,
  type WorkOrderAction,
  type WorkOrderDetail,
  type WorkOrderStatus,
  WORK_ORDER_PATHS,
  workOrderTransition,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { type ActionFields, type DeskPerson, deskKit } from './testKit.fixture';
import { completeDueOrders } from './sweep';

const DAY = 86_400_000;
type Acted = Exclude<WorkOrderAction, 'autoComplete' | 'reopen'>;
/** Every action a person takes through workOrder/act (the sweep completes, reopen has a call of its own). */
const ACTED = WORK_ORDER_ACTIONS.filter((action): action is Acted => action !== 'autoComplete' && action !== 'reopen');

/**
 * docs/DOMAIN.md "Work orders" (issue 31): every cell of the table through the real call, allowed and refused, who
 * may act, stale update times, reopening and the sweep that completes orders left awaiting confirmation.
 */
describe('work orders: the workflow table', () => {
  let server: TestServer;
  const clock = movableClock(Date.parse('2026-11-02T02:00:00.000Z'));
  let kit: ReturnType<typeof deskKit>;
  let requester: DeskPerson;
  let supporter: DeskPerson;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    kit = deskKit(server, clock.now);
    requester = await kit.person();
    supporter = await kit.supporter();
  });
  afterAll(() => server.close());

  const fieldsOf = (action: Acted): ActionFields => {
    if (action === 'assign') return { action, assigneeId: supporter.id };
    if (action === 'supportReply' || action === 'requesterReply' || action === 'note' || action === 'askConfirm') {
      return { action, body: `${action} text` };
    }
    return { action };
  };

  for (const status of WORK_ORDER_STATUSES) {
    it(`from ${status}: does what the table allows and refuses the rest, changing nothing`, async () => {
      for (const action of ACTED) {
        const order = await kit.orderIn(status, requester, supporter);
        const token = WORK_ORDER_ACTORS[action] === 'requester' ? requester.token : supporter.token;
        const answer = await kit.act(token, order, fieldsOf(action));
        const next = workOrderTransition(status, action);
        if (next === undefined) {
          expect(answer.code, `${status} ${action}`).toBe(500);
          expect(answer.msg).toContain(status === 'awaiting' ? 'Awaiting confirmation' : status.slice(1));
          const after = await kit.detail(requester.token, order.workOrderId);
          expect(after.data.updateTime).toBe(order.updateTime);
          expect(after.data.history).toHaveLength(order.history.length);
        } else {
          expect(answer.msg, `${status} ${action}`).toBe('Success');
          expect(answer.data.status).toBe(next);
          expect(answer.data.history.at(-1)).toMatchObject({ action, fromStatus: status, toStatus: next });
        }
      }
    });
  }

  it('names the status and the action of a refusal in Chinese too', async () => {
    const order = await kit.orderIn('pending', requester, supporter);
    const answer = await kit.call('POST', WORK_ORDER_PATHS.act, {
      token: supporter.token,
      language: 'zh-CN',
      payload: { workOrderId: order.workOrderId, updateTime: order.updateTime, action: 'start' },
    });
    expect(answer.msg).toBe('工单处于“待受理”状态，不能执行“开始处理”');
  });

  it('lets each side take only its own actions', async () => {
    const order = await kit.orderIn('processing', requester, supporter);
    expect((await kit.act(requester.token, order, { action: 'askConfirm' })).code).toBe(403);
    expect((await kit.act(supporter.token, order, { action: 'withdraw' })).code).toBe(403);
    // A supporter's own order is theirs to act on as its requester, not as the desk.
    const own = await kit.open(supporter.token);
    expect((await kit.act(supporter.token, own, { action: 'accept' })).code).toBe(403);
    expect((await kit.act(supporter.token, own, { action: 'withdraw' })).data.status).toBe('complete');
    // Only desk people can hold an order.
    const stranger = await kit.person();
    const refused = await kit.act(supporter.token, order, { action: 'assign', assigneeId: stranger.id });
    expect(refused.msg).toBe('Work orders can only be assigned to support staff');
  });

  it('accepts into the acceptor’s hands, answers with the first response and goes back to processing on a reply', async () => {
    let order = await kit.open(requester.token);
    order = (await kit.act(supporter.token, order, { action: 'accept' })).data;
    expect(order.assignee?.userId).toBe(supporter.id);
    expect(order.firstResponseTime).toBeNull();
    order = (await kit.act(supporter.token, order, { action: 'start' })).data;
    clock.advance(60_000);
    order = (await kit.act(supporter.token, order, { action: 'askConfirm', body: 'Reset done; sign in again?' })).data;
    expect(order.firstResponseTime).toBe(clock.now().toISOString());
    expect(order.autoCompleteTime).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
    const empty = await kit.act(requester.token, order, { action: 'requesterReply', body: '  ' });
    expect(empty.msg).toBe('Write a reply or add a picture');
    order = (await kit.act(requester.token, order, { action: 'requesterReply', body: 'Still locked' })).data;
    expect(order).toMatchObject({ status: 'processing', autoCompleteTime: null });
    expect(order.messages.map((message) => [message.side, message.body])).toEqual([
      ['support', 'Reset done; sign in again?'],
      ['requester', 'Still locked'],
    ]);
  });

  it('refuses an action on an order changed since the caller saw it', async () => {
    const order = await kit.orderIn('accepting', requester, supporter);
    const moved = await kit.act(supporter.token, order, { action: 'start' });
    expect(moved.data.status).toBe('processing');
    const stale = await kit.act(requester.token, order, { action: 'withdraw' });
    expect(stale.msg).toBe('Someone else updated this work order; reload it and try again');
    expect((await kit.detail(requester.token, order.workOrderId)).data.status).toBe('processing');
  });

  it('reopens a complete order as a linked follow-up within 30 days, not later', async () => {
    const order = await kit.orderIn('complete', requester, supporter);
    expect(order).toMatchObject({ closeReason: 'confirmed', actions: ['reopen'] });
    expect(order.reopenUntil).not.toBeNull();
    const reopened = await kit.call<WorkOrderDetail>('POST', WORK_ORDER_PATHS.reopen, {
      token: requester.token,
      payload: { workOrderId: order.workOrderId, updateTime: order.updateTime, description: '<p>Back again</p>' },
    });
    expect(reopened.data).toMatchObject({
      status: 'pending',
      title: order.title,
      followUpOf: { workOrderId: order.workOrderId },
    });
    const original = (await kit.detail(requester.token, order.workOrderId)).data;
    expect(original.status).toBe('complete');
    expect(original.followUps.map((link) => link.workOrderId)).toEqual([reopened.data.workOrderId]);
    expect(original.history.at(-1)).toMatchObject({ action: 'reopen', toStatus: 'complete' });

    const old = await kit.orderIn('complete', requester, supporter);
    clock.advance(31 * DAY);
    const late = await kit.call('POST', WORK_ORDER_PATHS.reopen, {
      token: requester.token,
      payload: { workOrderId: old.workOrderId, updateTime: old.updateTime, description: '<p>Again</p>' },
    });
    expect(late.msg).toBe('The work order completed more than 30 days ago and cannot be reopened; open a new one');
    const notComplete = await kit.orderIn('processing', requester, supporter);
    const early = await kit.call('POST', WORK_ORDER_PATHS.reopen, {
      token: requester.token,
      payload: { workOrderId: notComplete.workOrderId, updateTime: notComplete.updateTime, description: '<p>x</p>' },
    });
    expect(early.code).toBe(500);
  });

  it('completes an order left awaiting confirmation for 7 days, once, however many sweeps run', async () => {
    const order = await kit.orderIn('awaiting', requester, supporter);
    const due = Date.parse(order.autoCompleteTime ?? '');
    expect(due - clock.now().getTime()).toBeGreaterThanOrEqual(7 * DAY);
    clock.advance(due - clock.now().getTime() - 1000);
    expect(await completeDueOrders(server.database.db, clock.now())).toBe(0);
    clock.advance(1000);
    const sweeps = await Promise.all([1, 2, 3].map(() => completeDueOrders(server.database.db, clock.now())));
    expect(sweeps.reduce((sum, moved) => sum + moved, 0)).toBe(1);
    const done = (await kit.detail(requester.token, order.workOrderId)).data;
    expect(done).toMatchObject({
      status: 'complete',
      closeReason: 'auto',
      completeTime: order.autoCompleteTime,
    });
    expect(done.history.filter((event) => event.action === 'autoComplete')).toHaveLength(1);
    expect(done.history.at(-1)).toMatchObject({ actor: null, fromStatus: 'awaiting' });
  });

  it('completes overdue orders before a list shows them', async () => {
    const order = await kit.orderIn('awaiting', requester, supporter);
    clock.advance(8 * DAY);
    const list = await kit.call<{ workOrderId: number; status: WorkOrderStatus }[]>('GET', WORK_ORDER_PATHS.list, {
      token: requester.token,
    });
    expect(list.rows.find((row) => row.workOrderId === order.workOrderId)?.status).toBe('complete');
  });
});
