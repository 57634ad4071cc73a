import { sql } from 'kysely';
import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 38 point 2 (ADR 0108): invitation links and set-password links, both kept as SHA-256 hashes of their
 * tokens like sessions, and how each account came to be (`joined_by`), so that only accounts registered by
 * phone are sent to bind one. Existing accounts were all registered by phone or are the administrator.
 */
export const joiningWithoutSms: Migration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('joined_by', 'varchar(16)', (col) => col.notNull().defaultTo('phone'))
      .execute();
    // The platform administrator is made at the first start, not registered by phone.
    await sql`update users set joined_by = 'admin' where is_platform_admin = 1`.execute(db);

    await withId(db, db.schema.createTable('join_links'))
      .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
      .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'varchar(254)')
      .addColumn('max_uses', 'integer', (col) => col.notNull())
      .addColumn('use_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expire_time', time, (col) => col.notNull())
      .addColumn('revoke_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('join_links_project').on('join_links').columns(['project_id', 'id']).execute();
    await db.schema.createIndex('join_links_creator').on('join_links').columns(['creator_id', 'id']).execute();

    await withId(db, db.schema.createTable('password_links'))
      .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expire_time', time, (col) => col.notNull())
      .addColumn('used_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('password_links_user').on('password_links').column('user_id').execute();
  },
};
