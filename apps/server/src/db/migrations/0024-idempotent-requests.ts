import type { Migration } from './kit';

/**
 * Issue 28 point 3: the first answer to a write sent with an Idempotency-Key, kept for a day so that a retry
 * of the same write gets it again instead of doing the write twice. One row per caller and key.
 */
export const idempotentRequests: Migration = {
  async up(db) {
    await db.schema
      .createTable('idempotent_requests')
      .addColumn('user_id', 'integer', (col) => col.notNull())
      .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull())
      .addColumn('route', 'varchar(300)', (col) => col.notNull())
      .addColumn('answer', 'text')
      .addColumn('create_time', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('idempotent_requests_pk', ['user_id', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('idempotent_requests_create_time')
      .on('idempotent_requests')
      .column('create_time')
      .execute();
  },
};
