import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; IN lists of many lengths make more texts than the app has queries. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query's text anew; on a busy server SQLite's parsing and planning took about a tenth
 * of the CPU (issue 17, ADR 0077). This keeps the most recently used prepared statements by their text.
 * Reusing one is safe: kysely runs one query at a time on the single SQLite connection, and a statement
 * runs with the parameters it is given each time.
 */
export function cachingStatements(
  database: SqliteDatabase,
  capacity = STATEMENT_CACHE_SIZE,
): SqliteDatabase & { cachedCount(): number } {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Most recently used last, so the first entry is the one to drop.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
    cachedCount: () => statements.size,
  };
}
