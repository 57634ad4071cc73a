import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cachingStatements } from './statementCache';

/** Issue 17 (ADR 0077): prepared statements are reused by their text, the least recently used dropped. */
describe('SQLite statement cache', () => {
  const connection = new SQLite(':memory:');
  afterEach(() => connection.exec('drop table if exists items'));

  it('answers the same prepared statement for the same text, with fresh parameters each run', () => {
    const database = cachingStatements(connection);
    database.prepare('create table items (id integer primary key, name text)').run([]);
    const insert = database.prepare('insert into items (name) values (?)');
    expect(database.prepare('insert into items (name) values (?)')).toBe(insert);
    insert.run(['a']);
    database.prepare('insert into items (name) values (?)').run(['b']);
    expect(database.prepare('select name from items order by id').all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('keeps at most its capacity, dropping the least recently used text', () => {
    const database = cachingStatements(connection, 2);
    const first = database.prepare('select 1');
    database.prepare('select 2');
    expect(database.prepare('select 1')).toBe(first);
    database.prepare('select 3');
    expect(database.cachedCount()).toBe(2);
    // "select 2" was the least recently used: it is prepared anew, "select 1" is still the cached one.
    expect(database.prepare('select 1')).toBe(first);
    expect(database.prepare('select 2')).not.toBe(first);
    expect(database.cachedCount()).toBe(2);
  });

  it('still sees a table created after a statement on it was cached', () => {
    const database = cachingStatements(connection);
    database.prepare('create table items (id integer primary key, name text)').run([]);
    const count = database.prepare('select count(*) as n from items');
    expect(count.all([])).toEqual([{ n: 0 }]);
    database.prepare('alter table items add column note text').run([]);
    database.prepare("insert into items (name, note) values ('a', 'b')").run([]);
    expect(database.prepare('select count(*) as n from items').all([])).toEqual([{ n: 1 }]);
  });
});
