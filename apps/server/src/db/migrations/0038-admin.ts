import { sql } from 'kysely';
import { type Migration, isPostgres, withId } from './kit';

const time = 'varchar(32)';

/**
 * Issue 35 (ADR 0128): the administration area. The audit log is append-only in the database itself: a trigger
 * refuses every UPDATE and DELETE (and, on PostgreSQL, TRUNCATE), so not even a route written later by mistake can
 * change the record. Its rows name people by id and by the name they had, without a foreign key: removing a
 * demo sandbox's people must neither fail on their trail nor rewrite it. `users.disabled` keeps a person out.
 */
export const admin: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('audit_log'))
      .addColumn('actor_id', 'integer', (col) => col.notNull())
      .addColumn('actor_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('action', 'varchar(40)', (col) => col.notNull())
      .addColumn('target_type', 'varchar(20)', (col) => col.notNull())
      .addColumn('target_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('target_label', 'varchar(200)', (col) => col.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('ip', 'varchar(64)', (col) => col.notNull())
      .addColumn('create_time', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('audit_log_time').on('audit_log').columns(['create_time']).execute();
    await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();

    if (isPostgres(db)) {
      await sql`create function audit_log_refuse() returns trigger language plpgsql as $$
        begin raise exception 'audit_log is append-only'; end $$`.execute(db);
      await sql`create trigger audit_log_append_only before update or delete on audit_log
        for each row execute function audit_log_refuse()`.execute(db);
      await sql`create trigger audit_log_no_truncate before truncate on audit_log
        for each statement execute function audit_log_refuse()`.execute(db);
    } else {
      await sql`create trigger audit_log_no_update before update on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      await sql`create trigger audit_log_no_delete before delete on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    }

    await db.schema
      .alterTable('users')
      .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
