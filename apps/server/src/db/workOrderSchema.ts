import type { Generated } from 'kysely';

/** Migration 0029 (issue 31, ADR 0113): a work order of the support desk. */
export interface WorkOrderTable {
  id: Generated<number>;
  requester_id: number;
  /** Support staff or a platform administrator; null while nobody holds it. */
  assignee_id: number | null;
  title: string;
  /** Contract WorkOrderCategory, WorkOrderPriority, WorkOrderStatus, WorkOrderCloseReason. */
  category: string;
  priority: string;
  /** Sanitised HTML. */
  description: string;
  status: string;
  close_reason: string | null;
  /** The complete order this one reopened. */
  follow_up_of: number | null;
  first_response_time: string | null;
  /** When it last began awaiting confirmation: the sweep completes it AUTO_COMPLETE_DAYS later. */
  awaiting_since: string | null;
  complete_time: string | null;
  create_time: string;
  update_time: string;
}

/** A message of an order's thread; `internal` notes are support's only. */
export interface WorkOrderMessageTable {
  id: Generated<number>;
  work_order_id: number;
  author_id: number;
  /** 'requester' | 'support'. */
  side: string;
  internal: number;
  body: string;
  create_time: string;
}

/** One line of an order's timeline: a status change, an assignment, a note, a reopening. */
export interface WorkOrderEventTable {
  id: Generated<number>;
  work_order_id: number;
  /** Contract WorkOrderAction or 'create'. */
  action: string;
  from_status: string | null;
  to_status: string;
  /** Null for the server's sweep. */
  actor_id: number | null;
  assignee_id: number | null;
  /** A reply's or note's message; a reopening's follow-up order. */
  message_id: number | null;
  follow_up_id: number | null;
  create_time: string;
}

/** A picture uploaded for an order or a message; pending (both null) until a save claims it, swept after a day. */
export interface WorkOrderImageTable {
  id: Generated<number>;
  uploader_id: number;
  work_order_id: number | null;
  message_id: number | null;
  storage_key: string;
  mime_type: string;
  size: number;
  create_time: string;
}

export interface CannedAnswerTable {
  id: Generated<number>;
  locale: 'zh' | 'en';
  title: string;
  body: string;
  create_time: string;
  update_time: string;
}

/** A platform role a platform administrator granted (today only `support`). */
export interface PlatformRoleTable {
  user_id: number;
  role: string;
  granted_by: number | null;
  create_time: string;
}

export interface WorkOrderTables {
  work_orders: WorkOrderTable;
  work_order_messages: WorkOrderMessageTable;
  work_order_events: WorkOrderEventTable;
  work_order_images: WorkOrderImageTable;
  canned_answers: CannedAnswerTable;
  platform_roles: PlatformRoleTable;
}
