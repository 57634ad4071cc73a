import type { Migration } from './kit';

/** Registration records who invited the new user (invitation programme); no foreign key so deleting an inviter keeps the row. */
export const auth: Migration = {
  async up(db) {
    await db.schema.alterTable('users').addColumn('invited_by', 'integer').execute();
  },
};
