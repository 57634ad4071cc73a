import type { Migration } from './kit';

/**
 * Issue 17 (ADR 0088): every workflow action and every new issue inserts a history row, and each index on
 * question_history is written with it. question_history_question (question_id) is the prefix of
 * question_history_question_changes (question_id, id, ...), which serves every read by issue as well,
 * so the narrower one only cost writes.
 */
export const writeIndexes: Migration = {
  async up(db) {
    await db.schema.dropIndex('question_history_question').execute();
  },
};
