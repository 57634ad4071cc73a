import { type Migration, isPostgres, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 32 (ADR 0117): the resource store. Resources with their files (kept in file storage, area `resources`) and
 * the resources people bought outright; memberships stay entitlements of kind `resources` (migration 0016).
 */
export const resourceStore: Migration = {
  async up(db) {
    const bytes = isPostgres(db) ? 'bigint' : 'integer';
    await withId(db, db.schema.createTable('resources'))
      .addColumn('title', 'varchar(255)', (col) => col.notNull())
      .addColumn('category', 'varchar(16)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('cover', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('price_fen', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('points_price', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('members_free', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('downloads', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('resources_category').on('resources').columns(['published', 'category']).execute();

    await withId(db, db.schema.createTable('resource_files'))
      .addColumn('resource_id', 'integer', (col) => col.notNull().references('resources.id').onDelete('cascade'))
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('storage_key', 'varchar(128)', (col) => col.notNull())
      .addColumn('size', bytes, (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('resource_files_resource').on('resource_files').columns(['resource_id']).execute();

    await withId(db, db.schema.createTable('resource_purchases'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('resource_id', 'integer', (col) => col.notNull().references('resources.id').onDelete('cascade'))
      .addColumn('via', 'varchar(8)', (col) => col.notNull())
      .addColumn('order_id', 'integer')
      .addColumn('points', 'integer')
      .addColumn('create_time', time, (col) => col.notNull())
      .addUniqueConstraint('resource_purchases_once', ['user_id', 'resource_id'])
      .execute();
  },
};
