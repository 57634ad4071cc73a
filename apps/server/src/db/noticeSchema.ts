import type { Generated } from 'kysely';

/** Issue 11's tables (migration 0009-notices); instants are ISO-8601 UTC text, booleans 0/1. */

export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  /** Sanitised HTML. */
  content: string;
  /** 0 draft, 1 published, 2 withdrawn (contract AnnouncementStatus). */
  status: Generated<number>;
  publish_time: string | null;
  create_by: number | null;
  create_time: string;
  update_time: string;
}

export interface AnnouncementReadTable {
  announcement_id: number;
  user_id: number;
  read_time: string;
}

export interface UserMessageTable {
  id: Generated<number>;
  user_id: number;
  /** Contract NotificationKind. */
  kind: string;
  project_id: number | null;
  question_id: number | null;
  /** An `invited` message names no issue: 0 and '' (its words come from its invitation). */
  question_number: number;
  question_title: string;
  /** An `invited` message's invitation (migration 0021), deleted with it. */
  invitation_id: number | null;
  /** A `workOrder*` message's order (migration 0029); question_title holds its title then. */
  work_order_id: number | null;
  operator_id: number | null;
  is_read: Generated<number>;
  /** 0 no e-mail wanted, 1 waiting for the batch, 2 sent. */
  mail_state: Generated<number>;
  create_time: string;
}

export interface NoticeTables {
  announcements: AnnouncementTable;
  announcement_reads: AnnouncementReadTable;
  user_messages: UserMessageTable;
}
