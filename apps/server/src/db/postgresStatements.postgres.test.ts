import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database';
import { PREPARED_MAX_PARAMETERS, preparingPool } from './postgresStatements';

/** ADR 0151: each text with parameters is parsed once per connection, under a name of its own. */
describe('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Kysely<Record<string, never>>;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (!('postgresUrl' in database.target)) throw new Error('PostgreSQL only');
    url = database.target.postgresUrl;
    // One connection, so every statement below is prepared on the connection the checks read.
    db = new Kysely({
      dialect: new PostgresDialect({ pool: preparingPool(new pg.Pool({ connectionString: url, max: 1 })) }),
    });
    await sql`create table prepared_probe (id integer primary key, label text not null)`.execute(db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.dispose();
  });

  const prepared = async () => {
    const { rows } = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements order by prepare_time`.execute(db);
    return rows;
  };
  const labelOf = (id: number) => sql<{ label: string }>`select label from prepared_probe where id = ${id}`.execute(db);

  it('prepares a text with parameters once and runs it with each call’s values', async () => {
    const before = (await prepared()).length;
    expect((await labelOf(1)).rows).toEqual([{ label: 'one' }]);
    expect((await labelOf(2)).rows).toEqual([{ label: 'two' }]);
    expect((await labelOf(1)).rows).toEqual([{ label: 'one' }]);
    const after = await prepared();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.statement).toBe('select label from prepared_probe where id = $1');
  });

  // A project may hold a hundred thousand issues and the next ten: a generic plan made for the average one was slow.
  it('plans every call for its own values', async () => {
    const { rows } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db);
    expect(rows[0]?.plan_cache_mode).toBe('force_custom_plan');
  });

  it('leaves texts without parameters, and texts with very many, unnamed', async () => {
    const before = (await prepared()).length;
    await sql`select count(*) from prepared_probe`.execute(db);
    const ids = Array.from({ length: PREPARED_MAX_PARAMETERS + 1 }, (_, index) => index);
    const { rows } = await sql<{ id: number }>`select id from prepared_probe where id in (${sql.join(ids)})`.execute(
      db,
    );
    expect(rows.map((row) => row.id).sort()).toEqual([1, 2]);
    expect(await prepared()).toHaveLength(before);
  });

  // Another instance migrating (adding a column) changes what a prepared `select *` answers; PostgreSQL then
  // refuses the statement. The next use prepares the text again.
  it('prepares a statement again when its table gained a column, and inside a transaction fails only that one', async () => {
    const all = (trx: Kysely<Record<string, never>>) =>
      sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(trx);
    expect((await all(db)).rows).toEqual([{ id: 1, label: 'one' }]);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("alter table prepared_probe add column note text not null default 'n'");
      expect((await all(db)).rows).toEqual([{ id: 1, label: 'one', note: 'n' }]);

      await other.query("alter table prepared_probe add column more text not null default 'm'");
      const inTransaction = db.transaction().execute((trx) => all(trx));
      await expect(inTransaction).rejects.toMatchObject({ code: '0A000' });
      expect((await all(db)).rows).toEqual([{ id: 1, label: 'one', note: 'n', more: 'm' }]);
    } finally {
      await other.end();
    }
  });

  it('keeps at most the given number of texts prepared per connection and runs the rest unnamed', async () => {
    const small = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({
        pool: preparingPool(new pg.Pool({ connectionString: url, max: 1 }), { perConnection: 2 }),
      }),
    });
    try {
      const labels = [];
      for (const limit of [1, 2, 3]) {
        const { rows } = await sql<{ label: string }>`
          select label from prepared_probe where id = ${1} limit ${limit}`.execute(small);
        labels.push(...rows.map((row) => row.label));
        // Three distinct texts: the same query with a different literal in it.
        await sql`select ${sql.lit(limit)} as text_${sql.raw(String(limit))} where ${1} = 1`.execute(small);
      }
      expect(labels).toEqual(['one', 'one', 'one']);
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_prepared_statements`.execute(small);
      expect(Number(rows[0]?.n)).toBe(2);
    } finally {
      await small.destroy();
    }
  });
});
