import type { Generated } from 'kysely';

/** One line of the administration area's audit log (migration 0038, issue 35): written once, never changed. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  /** JSON, or null where there was no state on that side. */
  before_json: string | null;
  after_json: string | null;
  ip: string;
  create_time: string;
}

export interface AdminTables {
  audit_log: AuditLogTable;
}
