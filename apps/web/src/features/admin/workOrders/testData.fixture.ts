import type { CannedAnswer, GetInfoData, SupportPerson, WorkOrderRow } from '@questline/contract';
import { userInfoFixture } from '../../../test/fixtures';

/** One row of the queue; pass only what the test is about. */
export function queueRowFixture(workOrderId: number, row: Partial<WorkOrderRow> = {}): WorkOrderRow {
  return {
    workOrderId,
    label: `WO-${String(workOrderId)}`,
    title: 'Cannot sign in',
    category: 'account',
    priority: 'normal',
    status: 'pending',
    closeReason: null,
    requester: { userId: 30, nickName: 'Han Meimei' },
    assignee: null,
    createTime: '2026-06-01T08:00:00.000Z',
    updateTime: '2026-06-01T08:00:00.000Z',
    firstResponseTime: null,
    completeTime: null,
    unread: false,
    ...row,
  };
}

export const adminPerson: SupportPerson = { userId: 1, nickName: 'Ada Admin', platformAdmin: true, openAssigned: 2 };
export const supportPerson: SupportPerson = {
  userId: 5,
  nickName: 'Sam Support',
  platformAdmin: false,
  openAssigned: 3,
};

export const refundAnswer: CannedAnswer = {
  cannedId: 3,
  locale: 'en',
  title: 'Refund requested',
  body: 'We have passed your refund to billing.',
  updateTime: '2026-06-02T09:30:00.000Z',
};

/** The signed-in person at the desk: a platform administrator or support staff. */
export function deskSession(role: 'admin' | 'support'): GetInfoData {
  const person = role === 'admin' ? adminPerson : supportPerson;
  return { ...userInfoFixture({ userId: person.userId, nickName: person.nickName }), roles: [role] };
}
