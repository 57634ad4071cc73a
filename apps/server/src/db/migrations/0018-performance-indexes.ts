import type { Migration } from './kit';

/**
 * Issue 17 (ADR 0076): a person's open handler parts, read by every to-do list and count
 * (modules/issues/pending.ts) without visiting the issues they already finished.
 */
export const performanceIndexes: Migration = {
  async up(db) {
    await db.schema
      .createIndex('question_handlers_user_open')
      .on('question_handlers')
      .columns(['user_id', 'completed', 'question_id'])
      .execute();
  },
};
