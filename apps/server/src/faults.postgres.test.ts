import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from './test/builtServer';
import { type TestDatabase, createTestDatabase } from './test/database';
import { type FaultActor, callAs, faultActor, fileIssue, trafficUntil } from './test/faultTraffic';

const ROUNDS = 10;

/**
 * Issue 28 point 1: PostgreSQL ending the connections of a serving process (a restart, a fail-over, an
 * administrator) while requests run. It ended the process 8 times in 8; now each request on a lost connection
 * answers the envelope, the pool opens new connections and the process stays up. Only the test's own
 * database's connections are ended, never the machine's others.
 */
describe('a built server on PostgreSQL whose connections are ended under traffic', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-faults-'));
  let database: TestDatabase;
  let server: BuiltServer;
  let actor: FaultActor;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!('postgresUrl' in database.target)) throw new Error('this file runs on PostgreSQL only');
    server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: database.target.postgresUrl });
    actor = await faultActor(database.db);
  });
  afterAll(async () => {
    await server.stop();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const endServerConnections = () =>
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db);

  it(`stays up and recovers by itself, ${ROUNDS} times over`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      let endDone!: () => void;
      const ended = new Promise<void>((resolve) => (endDone = resolve));
      const traffic = trafficUntil(ended, (index) =>
        index % 2 === 0
          ? fileIssue(server.url, actor, `Round ${round} issue ${index}`)
          : callAs(server.url, actor, 'POST', 'questline/questionInfo/getProjectProblemList?pageNum=1&pageSize=10', {
              projectId: actor.projectId,
            }),
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      await endServerConnections();
      await new Promise((resolve) => setTimeout(resolve, 150));
      endDone();
      const answers = await traffic;
      expect(server.alive(), server.lines.slice(-20).join('\n')).toBe(true);
      // Every request got the envelope: a success, or the usual failure of a lost connection.
      for (const answer of answers) expect(answer.code, answer.msg).toBeDefined();
      const after = await fileIssue(server.url, actor, `After round ${round}`);
      expect(after.code, after.msg).toBe(200);
    }
    const health = await callAs(server.url, undefined, 'GET', 'health');
    expect(health.code).toBe(200);
    expect(server.lines.some((line) => line.includes('database connection lost'))).toBe(true);
  });
});
