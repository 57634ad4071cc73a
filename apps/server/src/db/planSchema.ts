import type { Generated } from 'kysely';

/** Issue 13's tables (migration 0013-plans); instants are ISO-8601 UTC text, dates YYYY-MM-DD. */

export interface PlanItemTable {
  id: Generated<number>;
  project_id: number;
  /** A plan group of the same project, or null at the top of the tree. */
  parent_id: number | null;
  /** 1 plan group, 2 plan, 3 milestone, 4 other. */
  item_type: number;
  name: string;
  /** 0 unfinished, 1 finished. */
  status: Generated<number>;
  assignee_id: number | null;
  publish_time: string | null;
  start_date: string;
  end_date: string;
  description: Generated<string>;
  sort: Generated<number>;
  creator_id: number;
  create_time: string;
  update_time: string;
}

export interface PlanDeliverableTable {
  id: Generated<number>;
  project_id: number;
  plan_id: number;
  kind: 'link' | 'file';
  file_name: string;
  /** The link of a `link` deliverable. */
  url: string | null;
  /** The stored file of a `file` deliverable (attachment storage). */
  storage_key: string | null;
  mime_type: string | null;
  size: number | null;
  uploader_id: number;
  create_time: string;
}

export interface PlanTables {
  plan_items: PlanItemTable;
  plan_deliverables: PlanDeliverableTable;
}
