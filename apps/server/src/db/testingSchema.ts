import type { Generated } from 'kysely';

/** Issue 14's tables (migration 0011-test-management); instants are ISO-8601 UTC text, dates YYYY-MM-DD. */

export interface TestModuleTable {
  id: Generated<number>;
  project_id: number;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  create_time: string;
  update_time: string;
}

export interface TestCaseTable {
  id: Generated<number>;
  project_id: number;
  /** Null: the library's root, where only admins put cases (spec point 5). */
  module_id: number | null;
  title: string;
  case_type: number;
  priority: number;
  precondition: string;
  mode: 'text' | 'step';
  text_steps: string;
  text_expected: string;
  /** JSON [{ action, expected }]. */
  steps: string;
  /** JSON string[]. */
  tags: string;
  version: number;
  creator_id: number;
  create_time: string;
  update_time: string;
}

export interface TestCaseVersionTable {
  id: Generated<number>;
  case_id: number;
  version: number;
  /** JSON TestCaseContent as saved. */
  content: string;
  editor_id: number;
  create_time: string;
}

export interface TestCaseRequirementTable {
  case_id: number;
  question_id: number;
}

export interface TestTaskTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  phase: number;
  status: number;
  start_date: string;
  end_date: string;
  version_id: number | null;
  owner_id: number;
  description: string;
  creator_id: number;
  create_time: string;
  update_time: string;
}

export interface TestTaskExecutorTable {
  task_id: number;
  user_id: number;
}

export interface TestTaskCaseTable {
  id: Generated<number>;
  task_id: number;
  case_id: number | null;
  title: string;
  module_name: string | null;
  priority: number;
  executor_id: number | null;
  /** The latest run's result, 0 before any. */
  result: Generated<number>;
  last_run_time: string | null;
  sort: number;
}

export interface TestRunTable {
  id: Generated<number>;
  task_case_id: number;
  case_version: number;
  result: number;
  note: string;
  /** JSON [{ result, actual }] in step order. */
  step_results: string;
  executor_id: number;
  create_time: string;
}

export interface QuestionTestCaseTable {
  question_id: number;
  task_case_id: number;
  run_id: number | null;
  create_time: string;
}

export interface TestingTables {
  test_modules: TestModuleTable;
  test_cases: TestCaseTable;
  test_case_versions: TestCaseVersionTable;
  test_case_requirements: TestCaseRequirementTable;
  test_tasks: TestTaskTable;
  test_task_executors: TestTaskExecutorTable;
  test_task_cases: TestTaskCaseTable;
  test_runs: TestRunTable;
  question_test_cases: QuestionTestCaseTable;
}
