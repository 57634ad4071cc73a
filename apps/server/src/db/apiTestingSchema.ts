import type { Generated } from 'kysely';

/** Migration 0035 (issue 34, ADR 0122): the interface tester. Instants are ISO-8601 UTC text, JSON as text. */

export interface ApiCollectionTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  description: string;
  creator_id: number;
  create_time: string;
  update_time: string;
}

export interface ApiFolderTable {
  id: Generated<number>;
  project_id: number;
  collection_id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  create_time: string;
  update_time: string;
}

export interface ApiRequestTable {
  id: Generated<number>;
  project_id: number;
  collection_id: number;
  folder_id: number | null;
  name: string;
  method: string;
  url: string;
  /** JSON ApiRequestSpec (contract). */
  spec: string;
  sort: number;
  question_id: number | null;
  creator_id: number;
  create_time: string;
  update_time: string;
}

export interface ApiEnvironmentTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  /** JSON [{ name, value, secret }], secrets' values included: only the server reads this column whole. */
  variables: string;
  create_time: string;
  update_time: string;
}

export interface ApiHistoryTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  request_id: number | null;
  collection_id: number | null;
  name: string | null;
  method: string;
  /** As sent, secrets left as their {{name}}. */
  url: string;
  status: number | null;
  /** Why there was no answer, in the sender's language. */
  error: string | null;
  time_ms: number;
  size: number;
  passed: number;
  failed_assertions: number;
  /** JSON AssertionResult[]. */
  assertions: string;
  /** The request as an .http file, without secrets or credentials. */
  request_text: string;
  /** JSON ApiResponse with the body cut to API_HISTORY_BODY_MAX_BYTES; null without an answer. */
  response: string | null;
  create_time: string;
}

export interface ApiTestingTables {
  api_collections: ApiCollectionTable;
  api_folders: ApiFolderTable;
  api_requests: ApiRequestTable;
  api_environments: ApiEnvironmentTable;
  api_history: ApiHistoryTable;
}
