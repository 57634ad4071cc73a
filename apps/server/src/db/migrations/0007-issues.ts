import { type Migration, withId } from './kit';

const time = 'varchar(32)';
const date = 'varchar(10)';

/**
 * Issues (issue 10): the issue with its people, history, comments, attachments, links, favourites and
 * shares; the title n-grams of the similar-issue check; per-user list settings. Everything goes with its
 * issue (cascade) and issues go with their project, so the recycle-bin purge stays one delete.
 * Indexes serve the list's filters and sorts on a project of 100k issues (ADR 0021).
 */
export const issues: Migration = {
  async up(db) {
    // The per-project issue number, taken in the insert's transaction (DOMAIN.md "Identifiers").
    await db.schema
      .alterTable('projects')
      .addColumn('question_seq', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await withId(db, db.schema.createTable('questions'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('number', 'integer', (col) => col.notNull())
      .addColumn('title', 'varchar(256)', (col) => col.notNull())
      .addColumn('question_type', 'integer', (col) => col.notNull())
      .addColumn('severity', 'integer', (col) => col.notNull())
      .addColumn('priority', 'integer', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull())
      .addColumn('module_id', 'integer', (col) => col.references('project_modules.id').onDelete('set null'))
      .addColumn('version_id', 'integer', (col) => col.references('project_versions.id').onDelete('set null'))
      .addColumn('handling_mode', 'varchar(8)', (col) => col.notNull())
      .addColumn('start_date', date)
      .addColumn('deadline', date)
      .addColumn('estimated_hours', 'real')
      .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
      // Plans and iterations arrive with issue 13; until then these stay empty.
      .addColumn('plan_id', 'integer')
      .addColumn('iteration_id', 'integer')
      .addColumn('terminal', 'integer')
      .addColumn('defect_category', 'integer')
      .addColumn('refuse_reason', 'integer')
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('parent_id', 'integer', (col) => col.references('questions.id').onDelete('set null'))
      .addColumn('reviewer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addUniqueConstraint('questions_project_number', ['project_id', 'number'])
      .execute();
    // Status with creator covers the list's count, whose draft rule reads both (bench/issueList.mjs).
    await db.schema
      .createIndex('questions_project_status_creator')
      .on('questions')
      .columns(['project_id', 'status', 'creator_id'])
      .execute();
    for (const column of ['update_time', 'create_time', 'deadline', 'creator_id'] as const) {
      await db.schema
        .createIndex(`questions_project_${column}`)
        .on('questions')
        .columns(['project_id', column])
        .execute();
    }
    await db.schema
      .createIndex('questions_project_type_status')
      .on('questions')
      .columns(['project_id', 'question_type', 'status'])
      .execute();
    await db.schema.createIndex('questions_parent_id').on('questions').column('parent_id').execute();

    await db.schema
      .createTable('question_handlers')
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('question_handlers_pk', ['question_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('question_handlers_user')
      .on('question_handlers')
      .columns(['user_id', 'question_id'])
      .execute();

    await db.schema
      .createTable('question_cc')
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('question_cc_pk', ['question_id', 'user_id'])
      .execute();
    await db.schema.createIndex('question_cc_user').on('question_cc').columns(['user_id', 'question_id']).execute();

    await withId(db, db.schema.createTable('question_history'))
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('code', 'integer', (col) => col.notNull())
      .addColumn('operator_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('from_status', 'integer')
      .addColumn('to_status', 'integer')
      .addColumn('note', 'varchar(4000)', (col) => col.notNull().defaultTo(''))
      .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('question_history_question').on('question_history').column('question_id').execute();

    await withId(db, db.schema.createTable('question_comments'))
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('question_comments_question').on('question_comments').column('question_id').execute();

    // Uploaded before the issue exists (question_id null) and claimed by the create, edit or comment.
    await withId(db, db.schema.createTable('question_attachments'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (col) => col.references('questions.id').onDelete('cascade'))
      .addColumn('comment_id', 'integer', (col) => col.references('question_comments.id').onDelete('cascade'))
      .addColumn('uploader_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('storage_key', 'varchar(128)', (col) => col.notNull().unique())
      .addColumn('file_name', 'varchar(256)', (col) => col.notNull())
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('mime_type', 'varchar(128)', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('question_attachments_question')
      .on('question_attachments')
      .column('question_id')
      .execute();

    await db.schema
      .createTable('question_relations')
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('related_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('question_relations_pk', ['question_id', 'related_id'])
      .execute();

    await db.schema
      .createTable('question_collects')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('question_collects_pk', ['user_id', 'question_id'])
      .execute();

    await withId(db, db.schema.createTable('question_shares'))
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('token', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('create_by', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('expire_time', time)
      .addColumn('revoke_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('question_shares_question').on('question_shares').column('question_id').execute();

    await db.schema
      .createTable('question_title_grams')
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('gram', 'varchar(32)', (col) => col.notNull())
      .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('question_title_grams_pk', ['project_id', 'gram', 'question_id'])
      .execute();
    await db.schema
      .createIndex('question_title_grams_question')
      .on('question_title_grams')
      .column('question_id')
      .execute();

    await db.schema
      .createTable('user_preferences')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'varchar(64)', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('user_preferences_pk', ['user_id', 'key'])
      .execute();
  },
};
