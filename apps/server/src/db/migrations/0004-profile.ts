import { type Migration, withId } from './kit';

/** Personal centre: the e-mail notification switch, one user per e-mail address, social accounts. */
export const profile: Migration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('email_notify', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // Both dialects allow many NULLs in a unique index, so users without an e-mail do not collide.
    await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();

    await withId(db, db.schema.createTable('social_accounts'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'varchar(16)', (col) => col.notNull())
      .addColumn('open_id', 'varchar(128)', (col) => col.notNull())
      .addColumn('nick_name', 'varchar(128)', (col) => col.notNull().defaultTo(''))
      .addColumn('avatar', 'varchar(512)', (col) => col.notNull().defaultTo(''))
      .addColumn('create_time', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('social_accounts_provider_open_id', ['provider', 'open_id'])
      .addUniqueConstraint('social_accounts_user_provider', ['user_id', 'provider'])
      .execute();
  },
};
