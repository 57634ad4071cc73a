import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type * as Pg from 'pg';

/**
 * Distinct texts one connection keeps prepared. IN lists of many lengths make more texts than the app has queries;
 * past this many a connection runs new texts unnamed, as before, so the server's memory per connection stays bounded.
 */
export const PREPARED_PER_CONNECTION = 400;
/** Texts with more parameters than this (bulk inserts, long IN lists) are rarely repeated: they run unnamed. */
export const PREPARED_MAX_PARAMETERS = 64;

/** PostgreSQL's answer when a table a prepared statement reads changed its columns (another instance migrated). */
const RESULT_TYPE_CHANGED = '0A000';

interface ConnectionStatements {
  names: Map<string, string>;
  /** Names are never reused on a connection: a statement dropped after a schema change comes back under a new one. */
  issued: number;
  inTransaction: boolean;
}

function isResultTypeChange(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === RESULT_TYPE_CHANGED && typeof message === 'string' && message.includes('result type');
}

/**
 * Kysely runs every query as an unnamed statement, which PostgreSQL parses and plans on every execution: under the
 * create bench that was 0.2 ms of the database's CPU per statement, more than most statements' own work (issue 37,
 * ADR 0151). This hands Kysely a pool whose connections run each text as a named prepared statement, parsed once per
 * connection (pg skips the parse of a name it has sent) and planned for each call's values.
 * Texts without parameters (begin, commit, raw statements) keep the simple protocol.
 */
export function preparingPool(pool: Pg.Pool, options: { perConnection?: number } = {}): PostgresPool {
  const perConnection = options.perConnection ?? PREPARED_PER_CONNECTION;
  const connections = new WeakMap<Pg.PoolClient, PostgresPoolClient>();

  const nameFor = (kept: ConnectionStatements, text: string, parameterCount: number): string | undefined => {
    if (parameterCount === 0 || parameterCount > PREPARED_MAX_PARAMETERS) return undefined;
    const known = kept.names.get(text);
    if (known !== undefined || kept.names.size >= perConnection) return known;
    kept.issued += 1;
    const name = `ql${String(kept.issued)}`;
    kept.names.set(text, name);
    return name;
  };

  const run = async <R>(
    client: Pg.PoolClient,
    kept: ConnectionStatements,
    text: string,
    values: unknown[],
  ): Promise<PostgresQueryResult<R>> => {
    if (values.length === 0) {
      const word = text.trimStart().slice(0, 8).toLowerCase();
      if (word.startsWith('begin') || word.startsWith('start')) kept.inTransaction = true;
      else if (word.startsWith('commit') || word === 'rollback') kept.inTransaction = false;
    }
    const name = nameFor(kept, text, values.length);
    if (name === undefined) return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
    try {
      return (await client.query({ name, text, values })) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (!isResultTypeChange(error)) throw error;
      // The statement's columns changed under it: the next use prepares the text afresh under a new name. Outside a
      // transaction nothing was written, so the query runs again at once; inside one the transaction has failed.
      kept.names.delete(text);
      if (kept.inTransaction) throw error;
      return run(client, kept, text, values);
    }
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let connection = connections.get(client);
      if (!connection) {
        try {
          // Plans stay made for each call's values: one project may hold a hundred thousand issues and the next ten,
          // and a generic plan made for the average one took the team simulator's detail reads from 137 to 1,146 ms.
          await client.query('set plan_cache_mode = force_custom_plan');
        } catch (error) {
          client.release(error instanceof Error ? error : true);
          throw error;
        }
        const kept: ConnectionStatements = { names: new Map(), issued: 0, inTransaction: false };
        connection = {
          query: ((text: string, values: readonly unknown[]) =>
            run(client, kept, text, [...values])) as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        connections.set(client, connection);
      }
      return connection;
    },
    end: () => pool.end(),
  };
}
