import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 11: announcements with each reader's read mark, and personal messages (spec point 3 "Notice").
 * A message keeps a copy of the number and title, so it still reads right after the issue is
 * renamed or deleted; `mail_state` drives the batched notification e-mail (0 none, 1 waiting, 2 sent).
 * Two indexes let the to-do lists find the issues a person verifies or re-verifies across projects.
 */
export const notices: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('announcements'))
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('publish_time', time)
      .addColumn('create_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('announcements_status_publish')
      .on('announcements')
      .columns(['status', 'publish_time'])
      .execute();

    await db.schema
      .createTable('announcement_reads')
      .addColumn('announcement_id', 'integer', (col) =>
        col.notNull().references('announcements.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('read_time', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('announcement_reads_pk', ['user_id', 'announcement_id'])
      .execute();

    await withId(db, db.schema.createTable('user_messages'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (col) => col.references('questions.id').onDelete('set null'))
      .addColumn('question_number', 'integer', (col) => col.notNull())
      .addColumn('question_title', 'varchar(256)', (col) => col.notNull())
      .addColumn('operator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('is_read', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('mail_state', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('user_messages_user_read')
      .on('user_messages')
      .columns(['user_id', 'is_read'])
      .execute();
    await db.schema
      .createIndex('user_messages_user_mail')
      .on('user_messages')
      .columns(['user_id', 'mail_state'])
      .execute();

    await db.schema.createIndex('questions_creator_status').on('questions').columns(['creator_id', 'status']).execute();
    await db.schema
      .createIndex('questions_reviewer_status')
      .on('questions')
      .columns(['reviewer_id', 'status'])
      .execute();
  },
};
