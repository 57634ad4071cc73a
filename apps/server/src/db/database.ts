import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type * as Pg from 'pg';
import { DATABASE_POOL_SIZE_DEFAULT } from '../config';
import type { PoolStats } from '../http/metrics';
import { lazyPackage } from '../lazyPackage';
import { preparingPool } from './postgresStatements';
import { cachingStatements } from './statementCache';
import type { Database } from './schema';
import { checkpointInThread } from './walCheckpoints';

const postgres = lazyPackage<typeof Pg>('pg');

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL's pool as it stands (for /metrics); SQLite has one connection and no pool. */
  pool?: () => PoolStats;
  close(): Promise<void>;
}

export type DatabaseTarget = { postgresUrl: string; poolSize?: number } | { sqliteFile: string };

/**
 * SQLite for one machine (the default), PostgreSQL when a team outgrows it. `onConnectionError` hears of a
 * PostgreSQL connection that broke (the server restarted or failed over, an administrator ended it);
 * `onCheckpointFailure` of SQLite's checkpoint thread or one of its ticks failing (ADR 0148: the request connection then checkpoints).
 */
export function openDatabase(
  target: DatabaseTarget,
  options: { onConnectionError?: (error: Error) => void; onCheckpointFailure?: (error: Error) => void } = {},
): DatabaseHandle {
  if ('postgresUrl' in target) {
    const pool = new (postgres().Pool)({
      connectionString: target.postgresUrl,
      max: target.poolSize ?? DATABASE_POOL_SIZE_DEFAULT,
    });
    const heard = (error: Error) => options.onConnectionError?.(error);
    // An 'error' event nobody listens to is thrown and ends the process. pg-pool listens on idle connections
    // only; one a request holds between two queries (inside a transaction) emits its own, which ended the
    // process under traffic (issue 28, point 1). The pool drops a broken connection and opens a new one.
    pool.on('error', heard);
    pool.on('connect', (client) => client.on('error', heard));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    const stats = () => ({ totalCount: pool.totalCount, idleCount: pool.idleCount, waitingCount: pool.waitingCount });
    return { db, dialect: 'postgres', pool: stats, close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  const connection = new SQLite(target.sqliteFile);
  // First: switching to WAL takes the file's lock for a moment, which instances starting together wait for (issue 36).
  connection.pragma('busy_timeout = 5000');
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable across application crashes; only a power loss can drop the last commits.
  connection.pragma('synchronous = NORMAL');
  const checkpoints = checkpointInThread(connection, target.sqliteFile, {
    onFailure: (error) => options.onCheckpointFailure?.(error),
  });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(connection) }) });
  return {
    db,
    dialect: 'sqlite',
    async close() {
      await checkpoints.stop();
      await db.destroy();
    },
  };
}

export function databaseTarget(config: {
  databaseUrl: string | undefined;
  databasePoolSize?: number;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { postgresUrl: config.databaseUrl, poolSize: config.databasePoolSize }
    : { sqliteFile: path.join(config.dataDir, 'questline.db') };
}

/** Answers whether the database takes a query; used by the health check. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
