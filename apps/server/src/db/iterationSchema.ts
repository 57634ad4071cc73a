import type { Generated } from 'kysely';

/** Issue 13's tables (migration 0014-iterations); instants are ISO-8601 UTC text, dates YYYY-MM-DD. */

export interface ProjectIterationTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  start_date: string;
  end_date: string;
  description: Generated<string>;
  creator_id: number;
  create_time: string;
  update_time: string;
}

/** Every change of an issue's iteration, written in the transaction of the change. */
export interface QuestionIterationLogTable {
  id: Generated<number>;
  question_id: number;
  iteration_id: number;
  action: 'add' | 'remove';
  create_time: string;
}

export interface IterationTables {
  project_iterations: ProjectIterationTable;
  question_iteration_log: QuestionIterationLogTable;
}
