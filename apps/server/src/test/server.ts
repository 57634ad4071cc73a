import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, QueryId } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { QuestionEvents } from '../modules/issues/events';
import { Realtime } from '../realtime/hub';
import { type Config, loadConfig } from '../config';
import type { SmsProvider } from '../providers/sms';
import type { FileStorage } from '../storage/fileStorage';
import { openFileStorage } from '../storage/openStorage';
import { type MailProvider, logMailProvider } from '../providers/mail';
import type { EphemeralStore } from '../store/ephemeral';
import { sqlEphemeralStore } from '../store/sqlStore';
import { type TestDatabase, createTestDatabase } from './database';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  /** The app's file storage: under its data directory, or the bucket `config.fileStorage` names. */
  files: FileStorage;
  /** The app's ephemeral store (codes, tickets), on the test's clock. */
  store: EphemeralStore;
  /**
   * Another instance of the same deployment (several instances over Redis: issues 11, 17, 33): an app of its own with
   * this one's settings, database, store and files. Closed before this one.
   */
  anotherInstance(): Promise<FastifyInstance>;
  /** Closes the app (and the other instances) and removes its database (and the data directory it made). */
  close(): Promise<void>;
}

/**
 * The real app on a database of its own. `prepare` may add routes (for
 * testing shared mechanisms) before the app is sealed.
 */
export async function getTestServer(
  options: {
    config?: Partial<Config>;
    now?: () => Date;
    /** Captures the codes a test then types in; by default codes go nowhere. */
    sms?: SmsProvider;
    mail?: MailProvider;
    /** Pass one to observe what the workflow emits. */
    questionEvents?: QuestionEvents;
    prepare?: (app: FastifyInstance) => void;
    /** Another server's database: a second instance of one deployment (issue 32). Left open on close. */
    database?: TestDatabase;
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  // Uploads of a test stay in a folder of its own unless the test names one.
  const ownDataDir = options.config?.dataDir ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'questline-data-'));
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    webDist: undefined,
    ...(ownDataDir ? { dataDir: ownDataDir } : {}),
    ...testBucketStorage(),
    ...options.config,
  };
  const files = openFileStorage(config);
  const now = options.now ?? (() => new Date());
  const store = sqlEphemeralStore(database.db, now);
  const sms = options.sms ?? { sendCode: async () => undefined };
  const mail = options.mail ?? logMailProvider({ info: () => undefined });
  const instance = (instanceConfig: Config, questionEvents: QuestionEvents) =>
    buildApp({
      config: instanceConfig,
      db: database.db,
      dialect: database.dialect,
      store,
      now,
      sms,
      mail,
      questionEvents,
      files,
      realtime: new Realtime(),
      ...(database.pool ? { databasePool: database.pool } : {}),
    });
  const app = await instance(config, options.questionEvents ?? new QuestionEvents());
  options.prepare?.(app);
  await app.ready();
  const others: FastifyInstance[] = [];
  return {
    app,
    database: { ...database, db: database.db.withPlugin(writesSeenBy(app)) },
    files,
    store,
    async anotherInstance() {
      // Its own event bus, as another process has: what it emits reaches this one only through Redis.
      const other = await instance(config, new QuestionEvents());
      others.push(other);
      await other.ready();
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      if (!options.database) await database.dispose();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * In the server-s3 project, the project's bucket under a prefix of this server's own, so that each test file's
 * files are apart as its data directory is (vitest.config.ts, test/bucketSetup.ts); elsewhere nothing.
 */
function testBucketStorage(): Pick<Config, 'fileStorage'> | undefined {
  const bucket = process.env.QUESTLINE_TEST_STORAGE === 's3' ? inject('testBucket') : undefined;
  if (!bucket) return undefined;
  return { fileStorage: { driver: 's3', ...bucket, prefix: `test-${randomBytes(6).toString('hex')}/` } };
}

/**
 * A test that writes straight into the database (a fixture, a state the API cannot reach) changes it behind
 * the app's back; the app's read cache (ADR 0085) hears of it as if a write request had named no project.
 */
function writesSeenBy(app: FastifyInstance): KyselyPlugin {
  const writes = new WeakSet<QueryId>();
  return {
    transformQuery({ node, queryId }) {
      if (node.kind !== 'SelectQueryNode') writes.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      if (writes.has(queryId)) await app.readGenerations.bump('shared');
      return result;
    },
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
