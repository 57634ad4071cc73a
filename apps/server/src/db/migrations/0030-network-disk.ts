import { sql } from 'kysely';
import { type Migration, isPostgres, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 32 (ADR 0115): the personal network disk. Entries form a tree per owner; removing one sets `remove_time` on
 * it alone (its contents go with it by being inside), purging deletes it and, by cascade, everything under it.
 * `disk_usage` holds each owner's bytes, files and uploads under way, changed only by conditional updates so that
 * two uploads can never pass the quota together. Sizes are 64-bit: a disk holds up to 200 GB.
 */
export const networkDisk: Migration = {
  async up(db) {
    const bytes = isPostgres(db) ? 'bigint' : 'integer';
    await withId(db, db.schema.createTable('disk_entries'))
      .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (col) => col.references('disk_entries.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('name', 'varchar(1024)', (col) => col.notNull())
      .addColumn('storage_key', 'varchar(64)')
      .addColumn('size', bytes, (col) => col.notNull().defaultTo(0))
      .addColumn('mime_type', 'varchar(100)', (col) => col.notNull().defaultTo(''))
      .addColumn('remove_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('update_time', time, (col) => col.notNull())
      .execute();
    // One name per folder among what is not in the recycle bin; the root is folder 0 here.
    await sql`create unique index disk_entries_name on disk_entries (owner_id, coalesce(parent_id, 0), name) where remove_time is null`.execute(
      db,
    );
    await db.schema.createIndex('disk_entries_parent').on('disk_entries').columns(['parent_id']).execute();
    await db.schema
      .createIndex('disk_entries_removed')
      .on('disk_entries')
      .columns(['owner_id', 'remove_time'])
      .execute();

    await db.schema
      .createTable('disk_usage')
      .addColumn('owner_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('used_bytes', bytes, (col) => col.notNull().defaultTo(0))
      .execute();

    // A resumable upload under way: its bytes are counted in disk_usage from its creation until it lands or lapses.
    await db.schema
      .createTable('disk_uploads')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('folder_id', 'integer', (col) => col.references('disk_entries.id').onDelete('set null'))
      .addColumn('relative_path', 'varchar(4096)', (col) => col.notNull().defaultTo(''))
      .addColumn('name', 'varchar(1024)', (col) => col.notNull())
      .addColumn('size', bytes, (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('disk_uploads_created').on('disk_uploads').columns(['create_time']).execute();
  },
};
