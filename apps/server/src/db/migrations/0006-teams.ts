import { type Migration, withId } from './kit';

/**
 * Teams, their department tree and their members (issue 8). Deleting a team takes its departments and
 * members with it; deleting a department is refused by the service while it has children or members, and
 * the foreign key's `set null` only guards rows the service did not expect.
 */
export const teams: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('teams'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('create_time', 'varchar(32)', (col) => col.notNull())
      .addColumn('update_time', 'varchar(32)', (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('team_departments'))
      .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (col) => col.references('team_departments.id').onDelete('cascade'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_time', 'varchar(32)', (col) => col.notNull())
      .addColumn('update_time', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('team_departments_team_id').on('team_departments').column('team_id').execute();
    await db.schema.createIndex('team_departments_parent_id').on('team_departments').column('parent_id').execute();

    await withId(db, db.schema.createTable('team_members'))
      .addColumn('team_id', 'integer', (col) => col.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('department_id', 'integer', (col) => col.references('team_departments.id').onDelete('set null'))
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('create_time', 'varchar(32)', (col) => col.notNull())
      .addColumn('update_time', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('team_members_team_user', ['team_id', 'user_id'])
      .execute();
    await db.schema.createIndex('team_members_user_id').on('team_members').column('user_id').execute();
    await db.schema.createIndex('team_members_department_id').on('team_members').column('department_id').execute();
  },
};
