import type { WorkOrderDetail } from '@questline/contract';

/** One order as its page reads it; pass only what the test is about. */
export function detailFixture(overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return {
    workOrderId: 12,
    label: 'WO-12',
    title: 'Invoice missing',
    category: 'billing',
    priority: 'high',
    status: 'awaiting',
    closeReason: null,
    requester: { userId: 30, nickName: 'Han Meimei' },
    assignee: { userId: 5, nickName: 'Sam Support' },
    createTime: '2026-06-01T08:00:00.000Z',
    updateTime: '2026-06-01T09:00:00.000Z',
    firstResponseTime: '2026-06-01T09:00:00.000Z',
    completeTime: null,
    unread: false,
    description: '<p>The October invoice never arrived</p>',
    images: [{ imageId: 3, url: '/prod-api/questline/workOrder/image/3', size: 100 }],
    messages: [
      {
        messageId: 1,
        author: { userId: 5, nickName: 'Sam Support' },
        side: 'support',
        internal: false,
        body: 'Sent again; did it arrive?',
        images: [],
        createTime: '2026-06-01T09:00:00.000Z',
      },
    ],
    history: [
      {
        eventId: 1,
        action: 'create',
        fromStatus: null,
        toStatus: 'pending',
        actor: { userId: 30, nickName: 'Han Meimei' },
        assignee: null,
        createTime: '2026-06-01T08:00:00.000Z',
      },
      {
        eventId: 2,
        action: 'askConfirm',
        fromStatus: 'processing',
        toStatus: 'awaiting',
        actor: { userId: 5, nickName: 'Sam Support' },
        assignee: null,
        createTime: '2026-06-01T09:00:00.000Z',
      },
    ],
    followUpOf: null,
    followUps: [],
    side: 'requester',
    actions: ['requesterReply', 'confirm', 'withdraw'],
    autoCompleteTime: '2026-06-08T09:00:00.000Z',
    reopenUntil: null,
    ...overrides,
  };
}
