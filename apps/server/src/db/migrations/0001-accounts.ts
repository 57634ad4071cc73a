import { type Migration, withId } from './kit';

/** Users and their sessions: what every guarded call needs. */
export const accounts: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('users'))
      .addColumn('user_name', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('nick_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('phone', 'varchar(32)', (col) => col.unique())
      .addColumn('email', 'varchar(255)')
      .addColumn('avatar', 'varchar(512)', (col) => col.notNull().defaultTo(''))
      .addColumn('introduction', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('version_code', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_platform_admin', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_time', 'varchar(32)', (col) => col.notNull())
      .addColumn('update_time', 'varchar(32)', (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('sessions'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
      .addColumn('create_time', 'varchar(32)', (col) => col.notNull())
      .addColumn('expire_time', 'varchar(32)', (col) => col.notNull())
      .addColumn('end_time', 'varchar(32)')
      .addColumn('end_reason', 'varchar(32)')
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  },
};
