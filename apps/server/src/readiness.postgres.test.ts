import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from './test/builtServer';
import { type TestDatabase, createTestDatabase } from './test/database';
import { callAs } from './test/faultTraffic';
import { adminQuery } from './test/postgresAdmin';

/**
 * Issue 36: /prod-api/health stays liveness (the process answers), /prod-api/ready says whether the database takes
 * calls. The test's own database stops taking connections and has the ones it holds ended (pg_terminate_backend),
 * never any other database of the machine's server; readiness turns down, then up again when it is let back in.
 */
describe('readiness of a built server whose PostgreSQL stops answering', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-ready-'));
  let database: TestDatabase;
  let server: BuiltServer;
  let name: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!('postgresUrl' in database.target)) throw new Error('this file runs on PostgreSQL only');
    name = new URL(database.target.postgresUrl).pathname.slice(1);
    server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: database.target.postgresUrl });
    await database.close();
  });
  afterAll(async () => {
    await adminQuery(`alter database ${name} with allow_connections true`);
    await server.stop();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ready = () => callAs(server.url, undefined, 'GET', 'ready');

  it('reports the database down while it refuses, and up when it is back', async () => {
    const up = await ready();
    expect([up.status, up.code]).toEqual([200, 200]);
    await adminQuery(`alter database ${name} with allow_connections false`);
    await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.msg).toBe('The service is temporarily unavailable, please try again in a moment');
    expect(server.alive()).toBe(true);
    await adminQuery(`alter database ${name} with allow_connections true`);
    await expect.poll(async () => (await ready()).status, { timeout: 10_000 }).toBe(200);
  });
});
