import { productPath } from '../transport';
import type {
  WorkOrderAction,
  WorkOrderCategory,
  WorkOrderCloseReason,
  WorkOrderPriority,
  WorkOrderStatus,
} from './rules';

const path = (name: string) => productPath(`workOrder/${name}`);

/**
 * Work orders (issue 31, ADR 0113). The requester's calls need a session; the `admin/` calls need support staff or a
 * platform administrator, and granting the support role needs a platform administrator. Someone else's order answers
 * 404 to a requester. No zod here: the pages read these without the schema library (ADR 0091).
 */
export const WORK_ORDER_PATHS = {
  /** GET WorkOrderListQuery: `rows` of the caller's WorkOrderRow, newest first. */
  list: path('list'),
  /** GET: `data` = WorkOrderCounts for the caller (the status tabs and the menu's unread count). */
  counts: path('counts'),
  /** POST CreateWorkOrderBody: `data` = WorkOrderDetail of the new order (pending). */
  add: path('add'),
  /** GET /{id}: `data` = WorkOrderDetail; marks the caller's messages about the order read. */
  detail: (workOrderId: number) => path(String(workOrderId)),
  /** POST WorkOrderActionBody: one action of the table; `data` = WorkOrderDetail. */
  act: path('act'),
  /** POST ReopenWorkOrderBody: a follow-up of a complete order; `data` = WorkOrderDetail of the follow-up. */
  reopen: path('reopen'),
  /** POST multipart `file` (JPEG or PNG by content, at most WORK_ORDER_IMAGE_MAX_BYTES): `data` = WorkOrderImage. */
  image: path('image'),
  /** GET: the picture, to the uploader and to whoever may read its order (the session cookie is enough). */
  imageFile: (imageId: number) => path(`image/${String(imageId)}`),

  /** Support: GET WorkOrderQueueQuery: `rows` of everyone's WorkOrderRow, oldest open first. */
  queue: path('admin/queue'),
  /** Support: GET: `data` = WorkOrderFigures. */
  figures: path('admin/figures'),
  /** Support: GET: `data` = SupportPerson[] (support staff and platform administrators). */
  staff: path('admin/staff'),
  /** Support: GET ?locale: `data` = CannedAnswer[]; POST CannedAnswerBody; PUT EditCannedAnswerBody. */
  canned: path('admin/canned'),
  /** Support: POST {cannedId}: removes a canned answer. */
  removeCanned: path('admin/canned/remove'),
} as const;

export interface WorkOrderPerson {
  userId: number;
  nickName: string;
}

export interface WorkOrderImage {
  imageId: number;
  /** The picture's address under /prod-api (GET, the session cookie suffices, so an <img> can show it). */
  url: string;
  size: number;
}

export interface WorkOrderRef {
  workOrderId: number;
  label: string;
}

/** One row of the requester's list and of the support queue. */
export interface WorkOrderRow extends WorkOrderRef {
  title: string;
  category: WorkOrderCategory;
  priority: WorkOrderPriority;
  status: WorkOrderStatus;
  closeReason: WorkOrderCloseReason | null;
  requester: WorkOrderPerson;
  assignee: WorkOrderPerson | null;
  createTime: string;
  updateTime: string;
  /** The first reply support gave the requester (not an internal note). */
  firstResponseTime: string | null;
  completeTime: string | null;
  /** The caller has unread messages about this order. */
  unread: boolean;
}

export interface WorkOrderMessage {
  messageId: number;
  author: WorkOrderPerson;
  side: 'requester' | 'support';
  /** An internal note: only support staff ever receive these. */
  internal: boolean;
  body: string;
  images: WorkOrderImage[];
  createTime: string;
}

/** One line of the status timeline: every status change, assignment, reply and note. */
export interface WorkOrderEvent {
  eventId: number;
  action: WorkOrderAction | 'create';
  fromStatus: WorkOrderStatus | null;
  toStatus: WorkOrderStatus;
  /** Null for the server's own sweep. */
  actor: WorkOrderPerson | null;
  /** `assign` (and `accept`, which takes the order): who it went to. */
  assignee: WorkOrderPerson | null;
  createTime: string;
}

export interface WorkOrderDetail extends WorkOrderRow {
  /** Sanitised HTML. */
  description: string;
  images: WorkOrderImage[];
  messages: WorkOrderMessage[];
  history: WorkOrderEvent[];
  /** The order this one follows up (reopened), and the follow-ups opened from this one. */
  followUpOf: WorkOrderRef | null;
  followUps: WorkOrderRef[];
  /** Which side the caller reads as: support staff read every order as support, except their own. */
  side: 'requester' | 'support';
  /** What the caller may do now (the table, for their side). */
  actions: WorkOrderAction[];
  /** Awaiting confirmation: when it completes itself. */
  autoCompleteTime: string | null;
  /** Complete: until when the requester may reopen it; null otherwise or past. */
  reopenUntil: string | null;
}

export interface WorkOrderCounts {
  byStatus: Record<WorkOrderStatus, number>;
  /** Unread messages about work orders: the caller's own and, for support staff, those of the queue. */
  unread: number;
  /** The caller may work the support queue. */
  support: boolean;
}

export interface WorkOrderWeek {
  /** Monday of the week, YYYY-MM-DD (UTC). */
  weekStart: string;
  created: number;
  /** Median time to the first support reply of the orders created that week, in ms; null when none was answered. */
  firstResponseMedianMs: number | null;
  /** Median time to completion (confirmed or automatic; withdrawals excluded), in ms. */
  resolutionMedianMs: number | null;
}

export interface WorkOrderFigures {
  open: Record<WorkOrderStatus, number>;
  /** The last FIGURE_WEEKS weeks, oldest first. */
  weeks: WorkOrderWeek[];
}
export const FIGURE_WEEKS = 8;

export interface SupportPerson extends WorkOrderPerson {
  /** Platform administrators work the queue by their role; only support staff can have the role taken back. */
  platformAdmin: boolean;
  /** Open orders assigned to them. */
  openAssigned: number;
}

export interface CannedAnswer {
  cannedId: number;
  locale: 'zh' | 'en';
  title: string;
  body: string;
  updateTime: string;
}
