import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 34 (ADR 0122): the interface tester's collections (folders and requests, each request's method, URL,
 * query, headers, body, authentication and assertions as one JSON `spec`), the project's environments (variables
 * as JSON, secrets among them kept here and never answered to members who are not admins) and each person's
 * history of sent requests, the last 200 per person and project, with what a defect filed later needs.
 */
export const apiTesting: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('api_collections'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('api_collections_project').on('api_collections').columns(['project_id']).execute();

    await withId(db, db.schema.createTable('api_folders'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('collection_id', 'integer', (col) =>
        col.notNull().references('api_collections.id').onDelete('cascade'),
      )
      .addColumn('parent_id', 'integer', (col) => col.references('api_folders.id').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('api_folders_collection').on('api_folders').columns(['collection_id']).execute();

    await withId(db, db.schema.createTable('api_requests'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('collection_id', 'integer', (col) =>
        col.notNull().references('api_collections.id').onDelete('cascade'),
      )
      .addColumn('folder_id', 'integer', (col) => col.references('api_folders.id').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('method', 'varchar(10)', (col) => col.notNull())
      .addColumn('url', 'varchar(2000)', (col) => col.notNull())
      .addColumn('spec', 'text', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull())
      // The defect last filed from one of its answers (issue 34 "linked back to the saved request").
      .addColumn('question_id', 'integer', (col) => col.references('questions.id').onDelete('set null'))
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('api_requests_collection').on('api_requests').columns(['collection_id']).execute();

    await withId(db, db.schema.createTable('api_environments'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('variables', 'text', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('api_environments_project').on('api_environments').columns(['project_id']).execute();

    await withId(db, db.schema.createTable('api_history'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('request_id', 'integer', (col) => col.references('api_requests.id').onDelete('set null'))
      .addColumn('collection_id', 'integer', (col) => col.references('api_collections.id').onDelete('set null'))
      .addColumn('name', 'varchar(100)')
      .addColumn('method', 'varchar(10)', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('status', 'integer')
      .addColumn('error', 'text')
      .addColumn('time_ms', 'integer', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('passed', 'integer', (col) => col.notNull())
      .addColumn('failed_assertions', 'integer', (col) => col.notNull())
      .addColumn('assertions', 'text', (col) => col.notNull())
      .addColumn('request_text', 'text', (col) => col.notNull())
      .addColumn('response', 'text')
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('api_history_person')
      .on('api_history')
      .columns(['project_id', 'user_id', 'id'])
      .execute();
  },
};
