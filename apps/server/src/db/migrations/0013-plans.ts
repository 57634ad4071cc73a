import { type Migration, withId } from './kit';

const time = 'varchar(32)';
const date = 'varchar(10)';

/**
 * Project plans (issue 13): the plan tree (spec point 3 "Project plan item") and the deliverables of plans
 * and milestones. Deliverable files sit in the attachment storage under their own rows. Issues already
 * carry `plan_id` (migration 0007); it gets its index here, for the roll-up and the list filter.
 */
export const projectPlans: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('plan_items'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (col) => col.references('plan_items.id').onDelete('cascade'))
      .addColumn('item_type', 'integer', (col) => col.notNull())
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('publish_time', date)
      .addColumn('start_date', date, (col) => col.notNull())
      .addColumn('end_date', date, (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('plan_items_project').on('plan_items').column('project_id').execute();

    await withId(db, db.schema.createTable('plan_deliverables'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('plan_id', 'integer', (col) => col.notNull().references('plan_items.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
      .addColumn('url', 'varchar(1000)')
      .addColumn('storage_key', 'varchar(100)')
      .addColumn('mime_type', 'varchar(100)')
      .addColumn('size', 'integer')
      .addColumn('uploader_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('plan_deliverables_plan').on('plan_deliverables').column('plan_id').execute();

    await db.schema.createIndex('questions_plan').on('questions').columns(['project_id', 'plan_id']).execute();
  },
};
