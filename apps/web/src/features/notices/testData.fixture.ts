import type { NoticeDetail, NoticeItem } from '@questline/contract';

export const ok = <T>(data: T) => ({ code: 200 as const, msg: '', data });
export const page = <T>(rows: T[], total = rows.length) => ({ code: 200 as const, msg: '', rows, total });

export function noticeItem(overrides: Partial<NoticeItem> = {}): NoticeItem {
  return {
    noticeId: 1,
    noticeType: 1,
    noticeTitle: 'Version 2 is out',
    noticeContent: 'New boards and faster lists',
    createTime: '2026-11-20T08:00:00.000Z',
    isRead: false,
    kind: null,
    projectId: null,
    projectName: null,
    questionId: null,
    invitationId: null,
    workOrderId: null,
    ...overrides,
  };
}

export function noticeDetail(overrides: Partial<NoticeDetail> = {}): NoticeDetail {
  return {
    ...noticeItem(),
    body: '<p>New <strong>boards</strong> and faster lists</p>',
    operatorName: null,
    ...overrides,
  };
}

export const MESSAGE = noticeItem({
  noticeId: 40,
  noticeType: 2,
  noticeTitle: 'An issue is waiting for you to handle',
  noticeContent: '#12 Crash on save',
  kind: 'assigned',
  projectId: 6,
  projectName: 'Beta',
  questionId: 201,
});
