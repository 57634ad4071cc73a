import type { Migration } from './kit';

/**
 * Issue 38 point 7: what the last completion of a repair said (contract resolution.ts), kept on the issue
 * beside `refuse_reason`; the note and the same values go into the history row. The version or issue named
 * may be removed later, which clears the reference as `version_id` and `parent_id` are cleared. The index
 * lets a review settle the verification messages without reading everyone's inbox.
 */
export const completionResolution: Migration = {
  async up(db) {
    await db.schema.alterTable('questions').addColumn('resolution', 'integer').execute();
    await db.schema
      .alterTable('questions')
      .addColumn('fixed_version_id', 'integer', (col) => col.references('project_versions.id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable('questions')
      .addColumn('duplicate_of_id', 'integer', (col) => col.references('questions.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('user_messages_question_kind')
      .on('user_messages')
      .columns(['question_id', 'kind'])
      .execute();
  },
};
