import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 32 (ADR 0118): codes that let a phone send photos to one issue, or to one person's issue form, without
 * signing in. Only the token's SHA-256 is kept; `mobile_upload_photos` remembers what each code brought, so the
 * desktop can take them all when it closes the code.
 */
export const mobileUpload: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('mobile_uploads'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (col) => col.references('questions.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('max_photos', 'integer', (col) => col.notNull())
      .addColumn('received', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expire_time', time, (col) => col.notNull())
      .addColumn('close_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('mobile_uploads_expire').on('mobile_uploads').columns(['expire_time']).execute();
    await db.schema
      .createTable('mobile_upload_photos')
      .addColumn('mobile_upload_id', 'integer', (col) =>
        col.notNull().references('mobile_uploads.id').onDelete('cascade'),
      )
      .addColumn('attachment_id', 'integer', (col) =>
        col.notNull().references('question_attachments.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('mobile_upload_photos_pk', ['mobile_upload_id', 'attachment_id'])
      .execute();
  },
};
