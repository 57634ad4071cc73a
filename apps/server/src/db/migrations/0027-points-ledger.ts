import { sql } from 'kysely';
import { type Migration, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 30 (ADR 0111): the points ledger every source writes, the balance beside it on the user, and the days a
 * person signed in. The entries paid orders wrote since migration 0016 become `order` entries; the balance and each
 * entry's balance after it are computed from them once here, then kept by every write.
 */
export const pointsLedger: Migration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // How many people registered through the user's invitation link: the n of "every tenth invitee".
    await db.schema
      .alterTable('users')
      .addColumn('invitee_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update users set invitee_count = (
      select count(*) from users invitee where invitee.invited_by = users.id)`.execute(db);
    await db.schema
      .alterTable('points_ledger')
      .addColumn('source', 'varchar(16)', (col) => col.notNull().defaultTo('order'))
      .execute();
    await db.schema.alterTable('points_ledger').addColumn('ref_id', 'integer').execute();
    await db.schema
      .alterTable('points_ledger')
      .addColumn('balance_after', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update points_ledger set ref_id = order_id`.execute(db);
    await sql`update points_ledger set balance_after = (
      select sum(earlier.points) from points_ledger earlier
      where earlier.user_id = points_ledger.user_id and earlier.id <= points_ledger.id)`.execute(db);
    await sql`update users set points = coalesce(
      (select sum(entry.points) from points_ledger entry where entry.user_id = users.id), 0)`.execute(db);
    // An entry is reversed at most once: two administrators' deletes racing meet on this key.
    await db.schema
      .createIndex('points_ledger_reversal')
      .on('points_ledger')
      .column('ref_id')
      .unique()
      .where(sql.ref('source'), '=', 'reversal')
      .execute();
    await db.schema
      .createIndex('points_ledger_user_source')
      .on('points_ledger')
      .columns(['user_id', 'source', 'id'])
      .execute();

    await withId(db, db.schema.createTable('sign_ins'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      // The person's own calendar day, in the time zone their browser gave.
      .addColumn('day', 'char(10)', (col) => col.notNull())
      .addColumn('streak_day', 'integer', (col) => col.notNull())
      .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
      .addColumn('ledger_id', 'integer', (col) => col.notNull().references('points_ledger.id').onDelete('cascade'))
      .addColumn('create_time', time, (col) => col.notNull())
      .addUniqueConstraint('sign_ins_user_day', ['user_id', 'day'])
      .execute();
  },
};
