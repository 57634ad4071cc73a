import type { Migration } from './kit';

/** Short-lived values (captchas, codes, OAuth states, failure counters) when no Redis is configured. */
export const ephemeral: Migration = {
  async up(db) {
    await db.schema
      .createTable('ephemeral_entries')
      .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('expire_time', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('ephemeral_entries_expire_time')
      .on('ephemeral_entries')
      .column('expire_time')
      .execute();
  },
};
