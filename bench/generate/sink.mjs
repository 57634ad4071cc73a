// Where the generator's rows go: straight into a migrated Questline database, SQLite or PostgreSQL, in big
// batches. The secondary indexes of the bulk tables are dropped for the load and rebuilt from their own
// definitions afterwards (one sort instead of millions of b-tree inserts), so the schema ends up exactly as
// the migrations left it.
import Database from 'better-sqlite3';
import pg from 'pg';

/** Rows per statement: below SQLite's 32,766 bound parameters for the widest table. */
const SQLITE_ROWS = 500;
/** Rows per PostgreSQL statement (one array per column, so no parameter limit applies). */
const POSTGRES_ROWS = 20_000;

/** The tables the generator fills in bulk; their indexes are rebuilt after the load. */
export const BULK_TABLES = [
  'questions',
  'question_handlers',
  'question_history',
  'question_comments',
  'question_attachments',
  'question_title_grams',
  'user_messages',
];

export class SqliteSink {
  constructor(file) {
    this.db = new Database(file);
    // The load needs no crash safety: a failed generation is thrown away and run again.
    // SQLite leaves WAL only through a rollback journal mode (the server opened the database in WAL).
    this.db.pragma('journal_mode = DELETE');
    this.db.pragma('journal_mode = OFF');
    // Batches of different tables are written in any order; the generator's ids are consistent by construction.
    this.db.pragma('foreign_keys = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -400000');
    this.db.pragma('temp_store = MEMORY');
    this.buffers = new Map();
    this.statements = new Map();
    this.droppedIndexes = [];
  }

  query(text, ...params) {
    return this.db.prepare(text).all(...params);
  }

  /** A statement that answers no rows (an update). */
  run(text, ...params) {
    this.db.prepare(text).run(...params);
  }

  async nextId(table) {
    return this.db.prepare(`select coalesce(max(id), 0) + 1 as next from ${table}`).get().next;
  }

  async begin() {
    for (const { name, sql } of this.db
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${BULK_TABLES.map(() => '?').join(', ')})`,
      )
      .all(...BULK_TABLES)) {
      this.droppedIndexes.push(sql);
      this.db.exec(`drop index "${name}"`);
    }
    this.db.exec('begin');
  }

  statement(table, columns, rows) {
    const key = `${table}:${rows}`;
    let statement = this.statements.get(key);
    if (!statement) {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      statement = this.db.prepare(
        `insert into ${table} (${columns.join(', ')}) values ${Array.from({ length: rows }, () => tuple).join(', ')}`,
      );
      this.statements.set(key, statement);
    }
    return statement;
  }

  /** Queues one row (values in the order of `columns`); full batches are written at once. */
  add(table, columns, row) {
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = { columns, values: [], rows: 0 };
      this.buffers.set(table, buffer);
    }
    for (const value of row) buffer.values.push(value);
    buffer.rows += 1;
    if (buffer.rows === SQLITE_ROWS) this.flushTable(table);
  }

  flushTable(table) {
    const buffer = this.buffers.get(table);
    if (!buffer || buffer.rows === 0) return;
    this.statement(table, buffer.columns, buffer.rows).run(buffer.values);
    buffer.values = [];
    buffer.rows = 0;
  }

  async flush() {
    for (const table of this.buffers.keys()) this.flushTable(table);
  }

  async finish() {
    await this.flush();
    this.db.exec('commit');
    for (const sql of this.droppedIndexes) this.db.exec(sql);
    this.db.exec('analyze');
    // Back to the server's own journal (database.ts opens it in WAL).
    this.db.pragma('journal_mode = WAL');
    this.db.close();
  }
}

/** A column's PostgreSQL array type for `unnest`. */
const POSTGRES_TYPES = { int: 'int4[]', text: 'text[]', real: 'float8[]' };

export class PostgresSink {
  constructor(url) {
    this.url = url;
    this.buffers = new Map();
    this.inFlight = new Set();
    this.dropped = [];
  }

  async open() {
    this.pool = new pg.Pool({ connectionString: this.url, max: 3 });
    return this;
  }

  async query(text, ...params) {
    return (await this.pool.query(text, params)).rows;
  }

  async run(text, ...params) {
    await this.pool.query(text, params);
  }

  async nextId(table) {
    return Number((await this.query(`select coalesce(max(id), 0) + 1 as next from ${table}`))[0].next);
  }

  async begin() {
    const tables = BULK_TABLES;
    // Constraints first (their indexes go with them), then the plain indexes left.
    const constraints = await this.query(
      `select c.conrelid::regclass::text as table_name, c.conname as name, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c where c.contype in ('p', 'u') and c.conrelid::regclass::text = any($1)
         and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid)`,
      tables,
    );
    for (const row of constraints) {
      this.dropped.push(`alter table ${row.table_name} add constraint "${row.name}" ${row.definition}`);
      await this.query(`alter table ${row.table_name} drop constraint "${row.name}"`);
    }
    const indexes = await this.query(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.tablename = any($1) and i.schemaname = current_schema()
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      tables,
    );
    for (const row of indexes) {
      this.dropped.push(row.definition);
      await this.query(`drop index "${row.name}"`);
    }
  }

  /** Queues one row; `types` names each column's type (int, text, real). */
  add(table, columns, row, types) {
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = { columns, types, arrays: columns.map(() => []), rows: 0 };
      this.buffers.set(table, buffer);
    }
    for (let index = 0; index < row.length; index += 1) buffer.arrays[index].push(row[index]);
    buffer.rows += 1;
    if (buffer.rows === POSTGRES_ROWS) return this.flushTable(table);
    return undefined;
  }

  /** Sends a batch; at most two are in flight, so generating and writing overlap on two cores. */
  async flushTable(table) {
    const buffer = this.buffers.get(table);
    if (!buffer || buffer.rows === 0) return;
    const { columns, types, arrays } = buffer;
    buffer.arrays = columns.map(() => []);
    buffer.rows = 0;
    const text = `insert into ${table} (${columns.join(', ')}) select * from unnest(${columns
      .map((_, index) => `$${index + 1}::${POSTGRES_TYPES[types[index]]}`)
      .join(', ')})`;
    // Foreign keys are not checked during the load (session_replication_role), so tables may arrive in any order.
    const write = this.pool.connect().then(async (client) => {
      try {
        await client.query("set session_replication_role = 'replica'");
        await client.query(text, arrays);
      } finally {
        client.release();
      }
    });
    this.inFlight.add(write);
    write.finally(() => this.inFlight.delete(write)).catch(() => {});
    if (this.inFlight.size >= 2) await Promise.race(this.inFlight);
  }

  async flush() {
    for (const table of this.buffers.keys()) await this.flushTable(table);
    await Promise.all(this.inFlight);
  }

  async finish() {
    await this.flush();
    const client = await this.pool.connect();
    try {
      await client.query("set maintenance_work_mem = '512MB'");
      for (const definition of this.dropped) await client.query(definition);
    } finally {
      client.release();
    }
    // Explicit ids were written: each serial sequence continues after the largest.
    const serials = await this.query(
      `select table_name, column_name, pg_get_serial_sequence(table_name, column_name) as sequence
       from information_schema.columns where table_schema = current_schema() and column_default like 'nextval%'`,
    );
    for (const { table_name: table, column_name: column, sequence } of serials) {
      await this.query(`select setval($1, coalesce((select max(${column}) from ${table}), 0) + 1, false)`, sequence);
    }
    await this.query('analyze');
    await this.pool.end();
  }
}
