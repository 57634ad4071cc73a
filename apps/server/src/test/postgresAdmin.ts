import pg from 'pg';

/** The PostgreSQL server the postgres test project creates its databases on (TEST_DATABASE_URL). */
export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('QUESTLINE_TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The same server's address for another database on it. */
export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a connection of its own: create and drop database cannot run inside a pool's transaction. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
