import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** Migrations see the database without the application's table types: they define them. */
export type MigrationDb = Kysely<unknown>;

export interface Migration {
  up(db: MigrationDb): Promise<void>;
}

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key that the database numbers, spelt the way each dialect wants it. */
export function withId<T extends string>(
  db: MigrationDb,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
