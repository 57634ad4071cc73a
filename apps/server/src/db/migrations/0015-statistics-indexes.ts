import type { Migration } from './kit';

/**
 * Statistics (issue 13, ADR 0060): every figure is a GROUP BY in the database, so each reads an index
 * that covers it instead of the table. On questions, one index holds every grouped and filtered field
 * after the project, so the distribution's one GROUP BY and the health counts never touch the table
 * whatever the filter; on the history, the arrivals at a status by time (created vs resolved, time to resolution), the reopens
 * by code, the changes by time (the issues active in a range) and each issue's changes in order with
 * everything the per-status stays read (the window of statistics/durations).
 */
export const statisticsIndexes: Migration = {
  async up(db) {
    await db.schema
      .createIndex('questions_project_statistics')
      .on('questions')
      .columns([
        'project_id',
        'status',
        'question_type',
        'priority',
        'severity',
        'module_id',
        'terminal',
        'defect_category',
        'deadline',
        'create_time',
        'iteration_id',
        'version_id',
      ])
      .execute();
    await db.schema
      .createIndex('question_history_to_status_time')
      .on('question_history')
      .columns(['to_status', 'create_time', 'question_id'])
      .execute();
    await db.schema
      .createIndex('question_history_code_question')
      .on('question_history')
      .columns(['code', 'question_id'])
      .execute();
    await db.schema
      .createIndex('question_history_time_question')
      .on('question_history')
      .columns(['create_time', 'question_id'])
      .execute();
    await db.schema
      .createIndex('question_history_question_changes')
      .on('question_history')
      .columns(['question_id', 'id', 'create_time', 'to_status', 'from_status'])
      .execute();
  },
};
