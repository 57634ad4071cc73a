import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 32 (ADR 0116): share links of network-disk files and folders, with the columns every share link has
 * (modules/shareLinks): token, hashed password, expiry, revocation.
 */
export const diskShares: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('disk_shares'))
      .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('entry_id', 'integer', (col) => col.notNull().references('disk_entries.id').onDelete('cascade'))
      .addColumn('token', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('expire_time', time)
      .addColumn('revoke_time', time)
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('disk_shares_entry').on('disk_shares').columns(['entry_id']).execute();
  },
};
