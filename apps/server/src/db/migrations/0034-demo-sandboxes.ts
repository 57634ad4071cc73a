import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 39 (ADR 0121): the live demo's sandboxes. A sandbox's people are ordinary users marked with it, so every
 * rule of the product applies to them unchanged; the sweep removes a sandbox and its people two hours after its
 * last call. `seat` is unique, so two visitors arriving together cannot take the last seat twice.
 */
export const demoSandboxes: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('demo_sandboxes'))
      .addColumn('seat', 'integer', (col) => col.notNull().unique())
      .addColumn('create_time', time, (col) => col.notNull())
      .addColumn('last_active_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('demo_sandboxes_active').on('demo_sandboxes').columns(['last_active_time']).execute();
    // No foreign key: the sweep deletes the people before the sandbox, and a user row names its sandbox only as a mark.
    await db.schema.alterTable('users').addColumn('demo_sandbox_id', 'integer').execute();
    await db.schema.createIndex('users_demo_sandbox').on('users').columns(['demo_sandbox_id']).execute();
  },
};
