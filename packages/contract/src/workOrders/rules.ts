/**
 * Work orders (spec points 2, 3 "Work order status" and 5 "Work order"; issue 31, ADR 0113): a support desk between
 * the people who use Questline and the platform's support staff. docs/DOMAIN.md "Work orders" is this file in prose;
 * the server enforces exactly WORK_ORDER_TRANSITIONS. No zod here: the pages read these without the schema library
 * (ADR 0091).
 */
import type { Locale } from '../locale';

/** Spec point 3: pending, accepting, processing, awaiting confirmation, complete. */
export const WORK_ORDER_STATUSES = ['pending', 'accepting', 'processing', 'awaiting', 'complete'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
/** The statuses a requester's order is still open in. */
export const OPEN_WORK_ORDER_STATUSES = ['pending', 'accepting', 'processing', 'awaiting'] as const;

export const WORK_ORDER_STATUS_LABELS: Record<Locale, Record<WorkOrderStatus, string>> = {
  zh: { pending: '待受理', accepting: '受理中', processing: '处理中', awaiting: '待确认', complete: '已完成' },
  en: {
    pending: 'Pending',
    accepting: 'Accepting',
    processing: 'Processing',
    awaiting: 'Awaiting confirmation',
    complete: 'Complete',
  },
};

/**
 * What can happen to an order. `supportReply` and `requesterReply` are messages in the thread; `askConfirm` is support's
 * reply that asks the requester to confirm the problem is solved; `note` is support's internal note, which the
 * requester never sees; `reopen` (the requester, within REOPEN_DAYS of completion) leaves the order complete and opens a
 * follow-up that links to it.
 */
export const WORK_ORDER_ACTIONS = [
  'accept',
  'start',
  'askConfirm',
  'supportReply',
  'requesterReply',
  'confirm',
  'withdraw',
  'autoComplete',
  'assign',
  'note',
  'reopen',
] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/** Who takes each action: support staff (or a platform administrator), the requester, or the server's sweep. */
export const WORK_ORDER_ACTORS: Record<WorkOrderAction, 'support' | 'requester' | 'system'> = {
  accept: 'support',
  start: 'support',
  askConfirm: 'support',
  supportReply: 'support',
  requesterReply: 'requester',
  confirm: 'requester',
  withdraw: 'requester',
  autoComplete: 'system',
  assign: 'support',
  note: 'support',
  reopen: 'requester',
};

/** The table of docs/DOMAIN.md "Work orders": the status each action leads to from each status; absent is refused. */
export const WORK_ORDER_TRANSITIONS: Record<WorkOrderStatus, Partial<Record<WorkOrderAction, WorkOrderStatus>>> = {
  pending: {
    accept: 'accepting',
    requesterReply: 'pending',
    withdraw: 'complete',
    assign: 'pending',
    note: 'pending',
  },
  accepting: {
    start: 'processing',
    supportReply: 'accepting',
    requesterReply: 'accepting',
    withdraw: 'complete',
    assign: 'accepting',
    note: 'accepting',
  },
  processing: {
    askConfirm: 'awaiting',
    supportReply: 'processing',
    requesterReply: 'processing',
    withdraw: 'complete',
    assign: 'processing',
    note: 'processing',
  },
  awaiting: {
    supportReply: 'awaiting',
    requesterReply: 'processing',
    confirm: 'complete',
    withdraw: 'complete',
    autoComplete: 'complete',
    assign: 'awaiting',
    note: 'awaiting',
  },
  complete: { note: 'complete', reopen: 'complete' },
};

/** The status `action` leads to from `status`, or undefined when the table refuses it. */
export function workOrderTransition(status: WorkOrderStatus, action: WorkOrderAction): WorkOrderStatus | undefined {
  return WORK_ORDER_TRANSITIONS[status][action];
}

/** Actions the given side may take on an order in `status` (the page shows these buttons and no others). */
export function workOrderActionsFor(status: WorkOrderStatus, side: 'support' | 'requester'): WorkOrderAction[] {
  return WORK_ORDER_ACTIONS.filter(
    (action) => WORK_ORDER_ACTORS[action] === side && workOrderTransition(status, action) !== undefined,
  );
}

export const WORK_ORDER_ACTION_LABELS: Record<Locale, Record<WorkOrderAction, string>> = {
  zh: {
    accept: '受理',
    start: '开始处理',
    askConfirm: '请用户确认',
    supportReply: '客服回复',
    requesterReply: '用户回复',
    confirm: '确认已解决',
    withdraw: '撤回',
    autoComplete: '超时自动完成',
    assign: '指派',
    note: '内部备注',
    reopen: '重新打开',
  },
  en: {
    accept: 'Accept',
    start: 'Start processing',
    askConfirm: 'Ask to confirm',
    supportReply: 'Support replied',
    requesterReply: 'Requester replied',
    confirm: 'Confirm solved',
    withdraw: 'Withdraw',
    autoComplete: 'Completed automatically',
    assign: 'Assign',
    note: 'Internal note',
    reopen: 'Reopen',
  },
};

/** How a complete order ended. */
export const WORK_ORDER_CLOSE_REASONS = ['confirmed', 'auto', 'withdrawn'] as const;
export type WorkOrderCloseReason = (typeof WORK_ORDER_CLOSE_REASONS)[number];
export const WORK_ORDER_CLOSE_REASON_LABELS: Record<Locale, Record<WorkOrderCloseReason, string>> = {
  zh: { confirmed: '用户确认已解决', auto: '超过 7 天未确认，自动完成', withdrawn: '用户已撤回' },
  en: {
    confirmed: 'Confirmed solved by the requester',
    auto: 'Completed after 7 days without confirmation',
    withdrawn: 'Withdrawn by the requester',
  },
};

export const WORK_ORDER_CATEGORIES = ['account', 'billing', 'defect', 'feature', 'data', 'other'] as const;
export type WorkOrderCategory = (typeof WORK_ORDER_CATEGORIES)[number];
export const WORK_ORDER_CATEGORY_LABELS: Record<Locale, Record<WorkOrderCategory, string>> = {
  zh: {
    account: '账号',
    billing: '账单与发票',
    defect: 'Questline 的缺陷',
    feature: '功能建议',
    data: '数据请求',
    other: '其他',
  },
  en: {
    account: 'Account',
    billing: 'Billing and invoices',
    defect: 'Defect in Questline',
    feature: 'Feature request',
    data: 'Data request',
    other: 'Other',
  },
};

export const WORK_ORDER_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];
export const WORK_ORDER_PRIORITY_LABELS: Record<Locale, Record<WorkOrderPriority, string>> = {
  zh: { low: '低', normal: '普通', high: '高', urgent: '紧急' },
  en: { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' },
};

/** Spec point 5: the title is at most 200 bytes of UTF-8, as every byte limit here: 66 Chinese characters fit, 67 do not. */
export const WORK_ORDER_TITLE_MAX_BYTES = 200;
/** Spec point 5: up to 3 images, each a jpg, jpeg or png of at most 10 MB. The same for each message. */
export const WORK_ORDER_IMAGES_MAX = 3;
export const WORK_ORDER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const WORK_ORDER_IMAGE_ACCEPT = '.jpg,.jpeg,.png';
/** The description's sanitised HTML and a message's text, in characters. */
export const WORK_ORDER_DESCRIPTION_MAX = 20_000;
export const WORK_ORDER_MESSAGE_MAX = 5_000;
export const CANNED_ANSWER_TITLE_MAX = 60;
export const CANNED_ANSWER_BODY_MAX = 2_000;

/** An order awaiting confirmation this long completes itself. */
export const AUTO_COMPLETE_DAYS = 7;
/** A complete order can be reopened (as a linked follow-up) this long after it completed. */
export const REOPEN_DAYS = 30;
const DAY_MS = 86_400_000;

/** The instant at or before which an order that began awaiting confirmation is due to complete itself. */
export function autoCompleteCutoff(now: Date): string {
  return new Date(now.getTime() - AUTO_COMPLETE_DAYS * DAY_MS).toISOString();
}

/** When an order awaiting confirmation since `awaitingSince` completes itself if the requester says nothing. */
export function autoCompleteTime(awaitingSince: string): string {
  return new Date(Date.parse(awaitingSince) + AUTO_COMPLETE_DAYS * DAY_MS).toISOString();
}

/** The last instant an order completed at `completeTime` may be reopened. */
export function reopenDeadline(completeTime: string): string {
  return new Date(Date.parse(completeTime) + REOPEN_DAYS * DAY_MS).toISOString();
}

/** Whether an order completed at `completeTime` may still be reopened at `now`. */
export function mayReopen(completeTime: string, now: Date): boolean {
  return now.toISOString() <= reopenDeadline(completeTime);
}

/** "WO-12": how people name an order (in the thread, in e-mail, on the phone to support). */
export function workOrderLabel(workOrderId: number): string {
  return `WO-${String(workOrderId)}`;
}

/** The platform roles a platform administrator grants (ADR 0113); the administrator's own role is separate. */
export const SUPPORT_ROLE = 'support';
