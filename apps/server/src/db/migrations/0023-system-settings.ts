import type { Migration } from './kit';

/**
 * Issue 28: settings of the installation itself, one row each. The first is its id, which namespaces what
 * it writes into a Redis that other installations may share.
 */
export const systemSettings: Migration = {
  async up(db) {
    await db.schema
      .createTable('system_settings')
      .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('update_time', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
};
