import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Projects and what they contain (issue 8): members with roles, modules, versions, groups, iteration
 * stages and notices; the user's current project. Everything inside a project goes with it (cascade),
 * so the recycle-bin purge is one delete.
 */
export const projects: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('projects'))
      .addColumn('name', 'varchar(128)', (col) => col.notNull())
      .addColumn('description', 'varchar(800)', (col) => col.notNull().defaultTo(''))
      .addColumn('image', 'varchar(256)', (col) => col.notNull().defaultTo(''))
      .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('archived', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('delete_time', time)
      .addColumn('add_code', 'varchar(16)', (col) => col.unique())
      .addColumn('verify_code', 'varchar(8)')
      .addColumn('add_code_end_time', time)
      .addColumn('member_grace_until', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('projects_owner_id').on('projects').column('owner_id').execute();

    await withId(db, db.schema.createTable('project_users'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addUniqueConstraint('project_users_project_user', ['project_id', 'user_id'])
      .execute();
    await db.schema.createIndex('project_users_user_id').on('project_users').column('user_id').execute();

    await db.schema
      .alterTable('users')
      .addColumn('current_project_id', 'integer', (col) => col.references('projects.id').onDelete('set null'))
      .execute();

    await withId(db, db.schema.createTable('project_modules'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (col) => col.references('project_modules.id').onDelete('cascade'))
      .addColumn('name', 'varchar(128)', (col) => col.notNull())
      .addColumn('serial_no', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('handler_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('project_modules_project_id').on('project_modules').column('project_id').execute();

    await withId(db, db.schema.createTable('project_versions'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('name', 'varchar(128)', (col) => col.notNull())
      .addColumn('icon', 'varchar(32)', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addUniqueConstraint('project_versions_project_name', ['project_id', 'name'])
      .execute();

    await withId(db, db.schema.createTable('project_groups'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('name', 'varchar(128)', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .addUniqueConstraint('project_groups_project_name', ['project_id', 'name'])
      .execute();
    await db.schema
      .createTable('project_group_members')
      .addColumn('group_id', 'integer', (col) => col.notNull().references('project_groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('project_group_members_pk', ['group_id', 'user_id'])
      .execute();

    await withId(db, db.schema.createTable('iteration_stages'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('name', 'varchar(128)', (col) => col.notNull())
      .addColumn('fixed', 'varchar(16)')
      .addColumn('sort', 'integer', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('iteration_stages_project_id').on('iteration_stages').column('project_id').execute();

    await withId(db, db.schema.createTable('project_notices'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('title', 'varchar(128)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('publish_time', time, (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_by', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('project_notices_project_id').on('project_notices').column('project_id').execute();
  },
};
