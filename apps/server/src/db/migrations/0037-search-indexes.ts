import { sql } from 'kysely';
import { type Migration, type MigrationDb, isPostgres } from './kit';

/** One searched table: its SQLite FTS5 twin's name and the text it indexes, written over `row` (new or old). */
interface Searched {
  table: string;
  index: string;
  /** The columns the text is made of: an update of any other leaves the index alone. */
  columns: string[];
  /** The text as one SQL expression per FTS column, over the alias given. */
  title: (row: string) => string;
  body: (row: string) => string;
}

const SEARCHED: Searched[] = [
  {
    table: 'questions',
    index: 'question_search',
    columns: ['title', 'description'],
    title: (row) => `${row}.title`,
    body: (row) => `${row}.description`,
  },
  {
    table: 'test_cases',
    index: 'test_case_search',
    columns: ['title', 'precondition', 'text_steps', 'text_expected', 'steps'],
    title: (row) => `${row}.title`,
    body: (row) =>
      `${row}.precondition || ' ' || ${row}.text_steps || ' ' || ${row}.text_expected || ' ' || ${row}.steps`,
  },
  {
    table: 'plan_items',
    index: 'plan_search',
    columns: ['name', 'description'],
    title: (row) => `${row}.name`,
    body: (row) => `${row}.description`,
  },
];

/**
 * SQLite: an FTS5 trigram table per searched table, filled from what exists and kept in step by triggers, so the
 * services that write issues, cases and plans need not know about search; a status change or a move rewrites nothing.
 * The insert trigger clears the rowid first: SQLite may give a deleted row's id to the next one.
 */
async function sqliteIndexes(db: MigrationDb, searched: Searched): Promise<void> {
  const { table, index } = searched;
  const values = (row: string) => `${row}.id, ${searched.title(row)}, ${searched.body(row)}`;
  await sql.raw(`create virtual table ${index} using fts5(title, body, tokenize = 'trigram')`).execute(db);
  await sql.raw(`insert into ${index} (rowid, title, body) select ${values(table)} from ${table}`).execute(db);
  await sql
    .raw(
      `create trigger ${index}_insert after insert on ${table} begin
        delete from ${index} where rowid = new.id;
        insert into ${index} (rowid, title, body) values (${values('new')});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${index}_update after update of ${searched.columns.join(', ')} on ${table} begin
        delete from ${index} where rowid = old.id;
        insert into ${index} (rowid, title, body) values (${values('new')});
      end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger ${index}_delete after delete on ${table} begin delete from ${index} where rowid = old.id; end`)
    .execute(db);
}

/**
 * Issue 35 "Search everywhere" (ADR 0127): trigram indexes over issues (title and description), test cases (title,
 * precondition and steps) and plans (name and description), the knowledge base's approach (ADR 0042): FTS5 trigram
 * tables on SQLite, pg_trgm GIN indexes on PostgreSQL over the same lower-cased text the queries compare.
 */
export const searchIndexes: Migration = {
  async up(db) {
    if (isPostgres(db)) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const searched of SEARCHED) {
        const text = `lower(${searched.title(searched.table)} || ' ' || ${searched.body(searched.table)})`;
        await sql
          .raw(`create index ${searched.index} on ${searched.table} using gin (${text} gin_trgm_ops)`)
          .execute(db);
      }
      return;
    }
    for (const searched of SEARCHED) await sqliteIndexes(db, searched);
  },
};
