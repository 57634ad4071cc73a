import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { QuestionEvents } from '../modules/issues/events';
import { type Config, loadConfig } from '../config';
import type { SmsProvider } from '../providers/sms';
import { type MailProvider, logMailProvider } from '../providers/mail';
import { sqlEphemeralStore } from '../store/sqlStore';
import { type TestDatabase, createTestDatabase } from './database';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  /** Closes the app and removes its database. */
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
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const config: Config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: undefined, ...options.config };
  const now = options.now ?? (() => new Date());
  const store = sqlEphemeralStore(database.db, now);
  const sms = options.sms ?? { sendCode: async () => undefined };
  const mail = options.mail ?? logMailProvider({ info: () => undefined });
  const questionEvents = options.questionEvents ?? new QuestionEvents();
  const app = await buildApp({
    config,
    db: database.db,
    dialect: database.dialect,
    store,
    now,
    sms,
    mail,
    questionEvents,
  });
  options.prepare?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
