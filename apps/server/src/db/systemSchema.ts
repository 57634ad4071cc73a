/** A setting of the installation itself (migration 0023): its id, later the settings an administrator edits. */
export interface SystemSettingTable {
  key: string;
  value: string;
  update_time: string;
}

/**
 * The first answer to a write sent with an Idempotency-Key (migration 0024). `answer` is null while the first
 * request is still running, then the JSON it answered.
 */
export interface IdempotentRequestTable {
  user_id: number;
  idempotency_key: string;
  route: string;
  answer: string | null;
  create_time: string;
}

export interface SystemTables {
  system_settings: SystemSettingTable;
  idempotent_requests: IdempotentRequestTable;
}
