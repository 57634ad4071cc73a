import type { ColumnType, Generated } from 'kysely';

/** Issue 10's tables (migration 0007-issues); instants are ISO-8601 UTC text, dates YYYY-MM-DD. */

export interface QuestionTable {
  id: Generated<number>;
  project_id: number;
  /** Per-project number shown as #n; from projects.question_seq in the insert's transaction. */
  number: number;
  title: string;
  question_type: number;
  severity: number;
  priority: number;
  status: number;
  module_id: number | null;
  version_id: number | null;
  handling_mode: 'single' | 'multi';
  start_date: string | null;
  deadline: string | null;
  estimated_hours: number | null;
  progress: Generated<number>;
  plan_id: number | null;
  iteration_id: number | null;
  /** The issue's column on its iteration's board (migration 0014); null: the first stage. */
  iteration_stage_id: ColumnType<number | null, number | null | undefined, number | null>;
  terminal: number | null;
  defect_category: number | null;
  refuse_reason: number | null;
  /** The last completion's resolution, fixed-in version and duplicated issue (migration 0025). */
  resolution: ColumnType<number | null, number | null | undefined, number | null>;
  fixed_version_id: ColumnType<number | null, number | null | undefined, number | null>;
  duplicate_of_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Sanitised HTML. */
  description: Generated<string>;
  parent_id: number | null;
  /** The re-reviewer named by AdoptReviewAndRetrial. */
  reviewer_id: number | null;
  creator_id: number;
  create_time: string;
  update_time: string;
}

export interface QuestionHandlerTable {
  question_id: number;
  user_id: number;
  /** Multi-person mode: this handler's completion is recorded. */
  completed: Generated<number>;
  sort: Generated<number>;
}

export interface QuestionCcTable {
  question_id: number;
  user_id: number;
}

export interface QuestionHistoryTable {
  id: Generated<number>;
  question_id: number;
  code: number;
  operator_id: number;
  from_status: number | null;
  to_status: number | null;
  note: Generated<string>;
  /** JSON object of what changed besides the status. */
  detail: Generated<string>;
  create_time: string;
}

export interface QuestionCommentTable {
  id: Generated<number>;
  question_id: number;
  user_id: number;
  content: string;
  create_time: string;
}

export interface QuestionAttachmentTable {
  id: Generated<number>;
  project_id: number;
  question_id: number | null;
  comment_id: number | null;
  uploader_id: number;
  /** The file's name in the storage; never derived from the uploaded name. */
  storage_key: string;
  file_name: string;
  kind: 'image' | 'video' | 'file';
  mime_type: string;
  size: number;
  create_time: string;
  /** A run's screenshot (issue 14): kept past the pending sweep, shown by the run and by its defect. */
  test_run_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface QuestionRelationTable {
  question_id: number;
  related_id: number;
}

export interface QuestionCollectTable {
  user_id: number;
  question_id: number;
  create_time: string;
}

export interface QuestionShareTable {
  id: Generated<number>;
  question_id: number;
  token: string;
  create_by: number;
  expire_time: string | null;
  revoke_time: string | null;
  create_time: string;
}

export interface QuestionTitleGramTable {
  project_id: number;
  gram: string;
  question_id: number;
}

/** Per-user settings as JSON by key (list columns, type tabs, terminals, to-do columns). */
export interface UserPreferenceTable {
  user_id: number;
  key: string;
  value: string;
  update_time: string;
}

export interface IssueTables {
  questions: QuestionTable;
  question_handlers: QuestionHandlerTable;
  question_cc: QuestionCcTable;
  question_history: QuestionHistoryTable;
  question_comments: QuestionCommentTable;
  question_attachments: QuestionAttachmentTable;
  question_relations: QuestionRelationTable;
  question_collects: QuestionCollectTable;
  question_shares: QuestionShareTable;
  question_title_grams: QuestionTitleGramTable;
  user_preferences: UserPreferenceTable;
}
