import { describe, expect, it } from 'vitest';
import {
  WORK_ORDER_ACTIONS,
  WORK_ORDER_STATUSES,
  autoCompleteCutoff,
  autoCompleteTime,
  mayReopen,
  workOrderActionsFor,
  workOrderLabel,
  workOrderTransition,
} from './rules';
import { createWorkOrderBody, workOrderActionBody } from './workOrderSchemas';

const messageKeyOf = (result: { error?: { issues: readonly object[] } }) =>
  (result.error?.issues[0] as { params?: { messageKey?: string } } | undefined)?.params?.messageKey;

describe('work order workflow (issue 31, docs/DOMAIN.md "Work orders")', () => {
  it('walks the happy path pending -> accepting -> processing -> awaiting -> complete', () => {
    expect(workOrderTransition('pending', 'accept')).toBe('accepting');
    expect(workOrderTransition('accepting', 'start')).toBe('processing');
    expect(workOrderTransition('processing', 'askConfirm')).toBe('awaiting');
    expect(workOrderTransition('awaiting', 'confirm')).toBe('complete');
  });

  it('sends an order awaiting confirmation back to processing when the requester replies', () => {
    expect(workOrderTransition('awaiting', 'requesterReply')).toBe('processing');
    expect(workOrderTransition('processing', 'requesterReply')).toBe('processing');
  });

  it('lets the requester withdraw any open order and the sweep complete only one awaiting confirmation', () => {
    for (const status of ['pending', 'accepting', 'processing', 'awaiting'] as const) {
      expect(workOrderTransition(status, 'withdraw')).toBe('complete');
    }
    expect(workOrderTransition('complete', 'withdraw')).toBeUndefined();
    expect(WORK_ORDER_STATUSES.filter((status) => workOrderTransition(status, 'autoComplete'))).toEqual(['awaiting']);
  });

  it('refuses skipping steps and acting on a complete order except notes and reopening', () => {
    expect(workOrderTransition('pending', 'start')).toBeUndefined();
    expect(workOrderTransition('pending', 'askConfirm')).toBeUndefined();
    expect(workOrderTransition('pending', 'supportReply')).toBeUndefined();
    expect(workOrderTransition('accepting', 'confirm')).toBeUndefined();
    expect(WORK_ORDER_ACTIONS.filter((action) => workOrderTransition('complete', action))).toEqual(['note', 'reopen']);
  });

  it('offers each side only its own actions', () => {
    expect(workOrderActionsFor('pending', 'support')).toEqual(['accept', 'assign', 'note']);
    expect(workOrderActionsFor('pending', 'requester')).toEqual(['requesterReply', 'withdraw']);
    expect(workOrderActionsFor('awaiting', 'requester')).toEqual(['requesterReply', 'confirm', 'withdraw']);
    expect(workOrderActionsFor('complete', 'requester')).toEqual(['reopen']);
  });

  it('completes itself 7 days after it began awaiting confirmation and reopens for 30 days', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    expect(autoCompleteCutoff(now)).toBe('2026-11-21T12:00:00.000Z');
    expect(autoCompleteTime('2026-11-21T12:00:00.000Z')).toBe(now.toISOString());
    expect(mayReopen('2026-10-29T12:00:00.000Z', now)).toBe(true);
    expect(mayReopen('2026-10-29T11:59:59.000Z', now)).toBe(false);
    expect(workOrderLabel(12)).toBe('WO-12');
  });
});

describe('work order input (spec point 5 "Work order")', () => {
  const base = { category: 'account', description: '<p>Locked out</p>' };

  it('takes a title of at most 200 UTF-8 bytes: 66 Chinese characters, not 67', () => {
    expect(createWorkOrderBody.safeParse({ ...base, title: '锁'.repeat(66) }).success).toBe(true);
    const long = createWorkOrderBody.safeParse({ ...base, title: '锁'.repeat(67) });
    expect(messageKeyOf(long)).toBe('nameTooLongBytes');
    expect(createWorkOrderBody.safeParse({ ...base, title: 'a'.repeat(200) }).success).toBe(true);
  });

  it('refuses an empty title or description with their own messages', () => {
    expect(messageKeyOf(createWorkOrderBody.safeParse({ ...base, title: '   ' }))).toBe('workOrderTitleRequired');
    expect(messageKeyOf(createWorkOrderBody.safeParse({ ...base, title: 'x', description: ' ' }))).toBe(
      'workOrderDescriptionRequired',
    );
  });

  it('takes at most 3 pictures on an order and on a message', () => {
    expect(createWorkOrderBody.safeParse({ ...base, title: 'x', imageIds: [1, 2, 3] }).success).toBe(true);
    expect(messageKeyOf(createWorkOrderBody.safeParse({ ...base, title: 'x', imageIds: [1, 2, 3, 4] }))).toBe(
      'workOrderImagesTooMany',
    );
    const reply = { workOrderId: 1, updateTime: 't', action: 'supportReply', body: 'hi', imageIds: [1, 2, 3, 4] };
    expect(messageKeyOf(workOrderActionBody.safeParse(reply))).toBe('workOrderImagesTooMany');
  });

  it('takes an assignee only with assign', () => {
    expect(
      workOrderActionBody.safeParse({ workOrderId: 1, updateTime: 't', action: 'assign', assigneeId: 2 }).success,
    ).toBe(true);
    expect(
      workOrderActionBody.safeParse({ workOrderId: 1, updateTime: 't', action: 'accept', assigneeId: 2 }).success,
    ).toBe(false);
  });
});
